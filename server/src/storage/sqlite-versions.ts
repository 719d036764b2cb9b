// Note history in the SQLite adapter: the note_versions table (migration 5). Keeping the replaced version runs
// inside the write that replaces it (same transaction, same savepoint), so an acknowledged update always has
// its predecessor in history. Contents go through version-codec.ts.
import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import type { NoteVersion, RetentionBounds, RetentionRule, VersionSummary } from './note-store.ts';
import { decodeChain, encodeKeyframe, encodeReplaced, type EncodedContent } from './version-codec.ts';

type Row = Record<string, SQLOutputValue>;

export function prepareVersionStatements(db: DatabaseSync) {
  return {
    replaced: db.prepare('SELECT title, content, updated_at, encrypted FROM notes WHERE share_id = ? AND version = ?'),
    keep: db.prepare(
      `INSERT INTO note_versions (share_id, version, updated_at, title, size, keyframe, body)
       VALUES (:share_id, :version, :updated_at, :title, :size, :keyframe, :body) ON CONFLICT DO NOTHING`,
    ),
    list: db.prepare(
      `SELECT version, updated_at, title, size FROM note_versions
       WHERE share_id = :share_id AND version < :before ORDER BY version DESC LIMIT :limit`,
    ),
    // From the wanted version upwards: the caller stops at the first keyframe.
    chain: db.prepare('SELECT version, updated_at, title, keyframe, body FROM note_versions WHERE share_id = ? AND version >= ? ORDER BY version'),
    stamps: db.prepare('SELECT version, updated_at, keyframe FROM note_versions WHERE share_id = ? ORDER BY version DESC'),
    noteContent: db.prepare('SELECT content FROM notes WHERE share_id = ?'),
    rewrite: db.prepare('UPDATE note_versions SET keyframe = 1, body = ? WHERE share_id = ? AND version = ?'),
    drop: db.prepare('DELETE FROM note_versions WHERE share_id = ? AND version = ?'),
    dropAll: db.prepare('DELETE FROM note_versions WHERE share_id = ?'),
    settle: db.prepare(
      `UPDATE note_versions SET settled = CASE WHEN updated_at <= :daily THEN 2 WHEN updated_at <= :hourly THEN 1 ELSE 0 END
       WHERE share_id = :share_id`,
    ),
    // Two range seeks on (settled, updated_at): only versions not yet thinned at their pace are read, never the
    // whole history (an OR of the two would scan the table every pass).
    toThin: db.prepare(
      `SELECT share_id FROM note_versions WHERE settled = 0 AND updated_at <= :hourly
       UNION
       SELECT share_id FROM note_versions WHERE settled IN (0, 1) AND updated_at <= :daily
       LIMIT :limit`,
    ),
  } satisfies Record<string, StatementSync>;
}

export type VersionStatements = ReturnType<typeof prepareVersionStatements>;

const num = (row: Row, column: string): number => {
  const value = row[column];
  if (typeof value !== 'number') throw new TypeError(`SQLite column ${column} is not an integer`);
  return value;
};
const str = (row: Row, column: string): string => {
  const value = row[column];
  if (typeof value !== 'string') throw new TypeError(`SQLite column ${column} is not text`);
  return value;
};
const encodedFromRow = (row: Row): EncodedContent => {
  const body = row.body;
  if (!(body instanceof Uint8Array)) throw new TypeError('SQLite column body is not a blob');
  return { keyframe: num(row, 'keyframe') === 1, body };
};

/** Reads the replaced version before the update; call inside the same write, before the update statement. */
export function replacedVersion(statements: VersionStatements, shareId: string, version: number): Row | undefined {
  return statements.replaced.get(shareId, version);
}

/** Whether the note was end-to-end encrypted before the write that read `replaced`. */
export const wasEncrypted = (replaced: Row): boolean => num(replaced, 'encrypted') === 1;

/** Removes every kept version of the note (a conversion to an encrypted note: no plaintext version may stay). */
export function dropHistory(statements: VersionStatements, shareId: string): void {
  statements.dropAll.run(shareId);
}

/** Keeps `replaced` (the row read before the update, at `version`) now that `newerContent` replaced it. */
export function keepReplaced(statements: VersionStatements, shareId: string, version: number, replaced: Row, newerContent: string): void {
  const content = str(replaced, 'content');
  const encoded = encodeReplaced(content, newerContent, version);
  statements.keep.run({
    share_id: shareId,
    version,
    updated_at: num(replaced, 'updated_at'),
    title: str(replaced, 'title'),
    size: Buffer.byteLength(content, 'utf8'),
    keyframe: encoded.keyframe ? 1 : 0,
    body: encoded.body,
  });
}

export function listKept(statements: VersionStatements, shareId: string, before: number, limit: number): VersionSummary[] {
  return statements.list.all({ share_id: shareId, before, limit }).map((row) => ({
    version: num(row, 'version'),
    updatedAt: new Date(num(row, 'updated_at')),
    title: str(row, 'title'),
    size: num(row, 'size'),
  }));
}

/** A kept older version with its content, decoded from the nearest keyframe above it (or `current`). */
export function readKept(statements: VersionStatements, shareId: string, version: number, current: string): NoteVersion | null {
  const rows: Row[] = [];
  for (const row of statements.chain.iterate(shareId, version)) {
    rows.push(row);
    if (num(row, 'keyframe') === 1) break;
  }
  const wanted = rows[0];
  if (!wanted || num(wanted, 'version') !== version) return null;
  return {
    version,
    updatedAt: new Date(num(wanted, 'updated_at')),
    title: str(wanted, 'title'),
    content: decodeChain(rows.map(encodedFromRow).reverse(), current),
  };
}

export function notesToThin(statements: VersionStatements, bounds: RetentionBounds, limit: number): string[] {
  return statements.toThin
    .all({ hourly: bounds.hourly.getTime(), daily: bounds.daily.getTime(), limit })
    .map((row) => str(row, 'share_id'));
}

/**
 * Applies the retention rule to one note inside a write. A kept delta whose base (the next newer kept version)
 * goes is rewritten as a keyframe first, decoded while its base still exists; so chains only ever get shorter.
 */
export function thinKept(statements: VersionStatements, shareId: string, bounds: RetentionBounds, rule: RetentionRule): number {
  const note = statements.noteContent.get(shareId);
  if (!note) return Number(statements.dropAll.run(shareId).changes);
  const current = str(note, 'content');
  const rows = statements.stamps.all(shareId);
  const stamps = rows.map((row) => ({ version: num(row, 'version'), updatedAt: new Date(num(row, 'updated_at')) }));
  const kept = rule(stamps, bounds);
  const rewrites: { version: number; content: string }[] = [];
  // rows are newest first: rows[i - 1] is the base of rows[i].
  rows.forEach((row, i) => {
    const version = num(row, 'version');
    const base = i > 0 ? num(rows[i - 1]!, 'version') : null;
    if (kept.has(version) && num(row, 'keyframe') === 0 && base !== null && !kept.has(base)) {
      rewrites.push({ version, content: readKept(statements, shareId, version, current)!.content });
    }
  });
  for (const { version, content } of rewrites) statements.rewrite.run(encodeKeyframe(content).body, shareId, version);
  let dropped = 0;
  for (const { version } of stamps) if (!kept.has(version)) dropped += Number(statements.drop.run(shareId, version).changes);
  statements.settle.run({ share_id: shareId, hourly: bounds.hourly.getTime(), daily: bounds.daily.getTime() });
  return dropped;
}
