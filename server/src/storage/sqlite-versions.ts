// Note history in the SQLite adapter: the note_versions table (migration 5). Keeping the replaced version runs
// inside the write that replaces it (same transaction, same savepoint), so an acknowledged update always has
// its predecessor in history. Contents go through version-codec.ts. The note's row counts what its history holds
// (migration 7: versions, stored bytes, the content bytes of the deltas above its newest keyframe), so the write that
// keeps a version knows, without reading the history, whether it must be a keyframe and whether the oldest must go.
import type { DatabaseSync, SQLOutputValue, StatementSync } from 'node:sqlite';
import { type HistoryLimits, keyframesToBoundRuns, type KeptStamp } from './history-limits.ts';
import type { HistoryFootprint, NoteVersion, RetentionBounds, RetentionRule, VersionSummary } from './note-store.ts';
import { versionFromChain, versionSummaryFromRow } from './sqlite-rows.ts';
import { encodeKeyframe, encodeReplaced } from './version-codec.ts';

type Row = Record<string, SQLOutputValue>;

export function prepareVersionStatements(db: DatabaseSync) {
  return {
    storedContent: db.prepare('SELECT content FROM notes WHERE share_id = ? AND version = ?'),
    encryptedAt: db.prepare('SELECT encrypted FROM notes WHERE share_id = ? AND version = ?'),
    // What deciding a kept version's form needs: the deltas above the newest keyframe, and the version's own size
    // (octet_length reads it from the record header).
    runAt: db.prepare('SELECT history_run, octet_length(content) AS size FROM notes WHERE share_id = ? AND version = ?'),
    // Run just before the note's UPDATE, on the same condition: the row it copies from is the version being replaced.
    // Its number, time, title and size come from that row inside SQLite (octet_length reads the length from the
    // record header, not the text); only the encoded content crosses from JavaScript. Positional parameters:
    // binding by name looks each one up per run.
    keep: db.prepare(
      `INSERT INTO note_versions (share_id, version, updated_at, title, size, keyframe, body)
       SELECT share_id, version, updated_at, title, octet_length(content), ?, ? FROM notes
       WHERE share_id = ? AND version = ? AND (expires_at IS NULL OR expires_at > ?)
       ON CONFLICT DO NOTHING`,
    ),
    list: db.prepare(
      `SELECT version, updated_at, title, size FROM note_versions
       WHERE share_id = :share_id AND version < :before ORDER BY version DESC LIMIT :limit`,
    ),
    // From the wanted version upwards: the caller stops at the first keyframe.
    chain: db.prepare('SELECT version, updated_at, title, keyframe, body FROM note_versions WHERE share_id = ? AND version >= ? ORDER BY version'),
    stamps: db.prepare('SELECT version, updated_at, keyframe, size FROM note_versions WHERE share_id = ? ORDER BY version DESC'),
    // Oldest first, with what each one's going gives back (length() of a blob reads the record header, not the blob).
    oldest: db.prepare('SELECT version, length(body) + octet_length(title) AS bytes FROM note_versions WHERE share_id = ? ORDER BY version'),
    dropUpTo: db.prepare('DELETE FROM note_versions WHERE share_id = ? AND version <= ?'),
    totals: db.prepare(
      'SELECT count(*) AS versions, coalesce(sum(length(body) + octet_length(title)), 0) AS bytes FROM note_versions WHERE share_id = ?',
    ),
    exists: db.prepare('SELECT 1 AS found FROM notes WHERE share_id = ?'),
    setCounts: db.prepare(
      'UPDATE notes SET history_versions = :versions, history_bytes = :bytes, history_run = coalesce(:run, history_run) WHERE share_id = :share_id',
    ),
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

/**
 * The note's content at `version` as stored (when the caller of an update does not hold it); undefined when the
 * note is not at that version. Decoding a large text costs more than the rest of keeping a version.
 */
export function storedContent(statements: VersionStatements, shareId: string, version: number): string | undefined {
  const row = statements.storedContent.get(shareId, version);
  return row ? str(row, 'content') : undefined;
}

/** Whether the note at `version` is plaintext: a write making it encrypted then drops its history. */
export function isPlaintextAt(statements: VersionStatements, shareId: string, version: number): boolean {
  const row = statements.encryptedAt.get(shareId, version);
  return row !== undefined && num(row, 'encrypted') === 0;
}

/** Removes every kept version of the note (a conversion to an encrypted note: no plaintext version may stay). */
export function dropHistory(statements: VersionStatements, shareId: string): void {
  statements.dropAll.run(shareId);
}

/** How a version was kept: what the note's UPDATE adds to its history counts in the same step (sqlite-store.ts). */
export interface KeptVersion {
  keyframe: boolean;
  /** Bytes of the stored body (the row's title is added by the UPDATE, from the row itself). */
  bodyBytes: number;
}

/**
 * Keeps the live note's `version` (content `older`) as a write about to replace it with `newer`; call inside the
 * same write, right before the note's UPDATE with the same condition. Null when the note is not live at `version`.
 * `newer` may be the patch's text rather than the stored one: they differ only where the patch holds a lone
 * surrogate (stored as U+FFFD, one code unit too), and the delta's shared ends never hold one, since `older` is
 * well-formed (it was read from the store) and the ends never split a pair.
 */
export function keepReplaced(
  statements: VersionStatements,
  shareId: string,
  version: number,
  now: Date,
  older: string,
  newer: string,
): KeptVersion | null {
  const state = statements.runAt.get(shareId, version);
  if (!state) return null;
  const encoded = encodeReplaced(older, newer, version, num(state, 'size'), num(state, 'history_run'));
  const kept = Number(statements.keep.run(encoded.keyframe ? 1 : 0, encoded.body, shareId, version, now.getTime()).changes) > 0;
  return kept ? { keyframe: encoded.keyframe, bodyBytes: encoded.body.byteLength } : null;
}

/**
 * Brings the note's history within `limits` when it holds `versions` versions of `bytes` stored bytes: the oldest go
 * (never the newest one). The oldest kept version is no other's base (each delta is against the next newer one), so
 * nothing is rewritten. Call inside the write that went over; returns how many went.
 */
export function trimToLimits(statements: VersionStatements, shareId: string, totals: HistoryFootprint, limits: HistoryLimits): number {
  let { versions, bytes } = totals;
  let cutoff: number | null = null;
  for (const row of statements.oldest.iterate(shareId)) {
    if ((versions <= limits.maxVersions && bytes <= limits.maxBytes) || versions <= 1) break;
    versions -= 1;
    bytes -= num(row, 'bytes');
    cutoff = num(row, 'version');
  }
  if (cutoff === null) return 0;
  const dropped = Number(statements.dropUpTo.run(shareId, cutoff).changes);
  // The deltas above the newest keyframe only shrink when old versions go: the run stays a safe upper bound.
  statements.setCounts.run({ share_id: shareId, versions, bytes, run: null });
  return dropped;
}

export function listKept(statements: VersionStatements, shareId: string, before: number, limit: number): VersionSummary[] {
  return statements.list.all({ share_id: shareId, before, limit }).map(versionSummaryFromRow);
}

/** A kept older version with its content, decoded from the nearest keyframe above it (or `current`). */
export function readKept(statements: VersionStatements, shareId: string, version: number, current: string): NoteVersion | null {
  const rows: Row[] = [];
  for (const row of statements.chain.iterate(shareId, version)) {
    rows.push(row);
    if (num(row, 'keyframe') === 1) break;
  }
  return versionFromChain(rows, version, current);
}

/** What the note's history holds, counted from the stored versions; null when there is no such note. */
export function footprint(statements: VersionStatements, shareId: string): HistoryFootprint | null {
  if (!statements.exists.get(shareId)) return null;
  const totals = statements.totals.get(shareId)!;
  return { versions: num(totals, 'versions'), bytes: num(totals, 'bytes') };
}

export function notesToThin(statements: VersionStatements, bounds: RetentionBounds, limit: number): string[] {
  return statements.toThin
    .all({ hourly: bounds.hourly.getTime(), daily: bounds.daily.getTime(), limit })
    .map((row) => str(row, 'share_id'));
}

/**
 * Applies the retention rule to one note inside a write. A kept delta whose base (the next newer kept version)
 * goes is rewritten as a keyframe first, decoded while its base still exists; so chains only ever get shorter.
 * Then what is left is brought within the bounds of history-limits.ts — the oldest versions go beyond a ceiling, then a
 * delta that would make the run of deltas below a keyframe hold more than KEYFRAME_BYTES becomes a keyframe (history
 * kept before those bounds existed meets them here) — and the note's counts are set from what is stored.
 */
export function thinKept(
  statements: VersionStatements,
  shareId: string,
  bounds: RetentionBounds,
  rule: RetentionRule,
  limits: HistoryLimits,
): number {
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
  // Beyond a ceiling the oldest go first (no rewrite needed), so no version is rewritten only to be removed.
  const trimmed = trimToLimits(statements, shareId, totalsOf(statements, shareId), limits);
  const left = statements.stamps.all(shareId).map((row) => ({ version: num(row, 'version'), keyframe: num(row, 'keyframe') === 1, size: num(row, 'size') }));
  const run = boundRuns(statements, shareId, current, left);
  statements.settle.run({ share_id: shareId, hourly: bounds.hourly.getTime(), daily: bounds.daily.getTime() });
  statements.setCounts.run({ share_id: shareId, ...totalsOf(statements, shareId), run });
  return dropped + trimmed;
}

const totalsOf = (statements: VersionStatements, shareId: string): HistoryFootprint => {
  const totals = statements.totals.get(shareId)!;
  return { versions: num(totals, 'versions'), bytes: num(totals, 'bytes') };
};

/** Rewrites as keyframes the kept deltas (newest first) that would make a run too long; returns the run above the newest. */
function boundRuns(statements: VersionStatements, shareId: string, current: string, kept: readonly KeptStamp[]): number {
  const { keyframes, run } = keyframesToBoundRuns(kept);
  for (const version of keyframes) statements.rewrite.run(encodeKeyframe(readKept(statements, shareId, version, current)!.content).body, shareId, version);
  return run;
}
