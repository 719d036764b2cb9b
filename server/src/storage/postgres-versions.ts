// Note history in the PostgreSQL adapter: the note_versions table, kept as sqlite-versions.ts keeps it (the same
// codec, counts and bounds; see there for why each step is what it is). Every function that writes runs inside the
// caller's transaction, on a client that already holds the note's row lock (SELECT … FOR UPDATE), so the note and
// its history change together or not at all and no other write to the note interleaves.
import type { PoolClient } from 'pg';
import { type HistoryLimits, keyframesToBoundRuns, type KeptStamp } from './history-limits.ts';
import type { HistoryFootprint, NoteVersion, RetentionBounds, RetentionRule, VersionSummary } from './note-store.ts';
import { flag, integer, text, type Row, versionFromChain, versionSummaryFromRow } from './postgres-rows.ts';
import { encodeKeyframe, encodeReplaced } from './version-codec.ts';

/** A pool or a client: reads need no transaction, writes get the transaction's client. */
export interface Queryable {
  query: PoolClient['query'];
}

const rowsOf = async (db: Queryable, sql: string, values: unknown[]): Promise<Row[]> => (await db.query<Row>(sql, values)).rows;

/** The note as the write that replaces its version finds it (row locked), what keeping that version needs. */
export interface LockedNote {
  encrypted: boolean;
  historyRun: number;
  /** Bytes of the content being replaced. */
  size: number;
  /** The content being replaced, when it was asked for. */
  content: string | null;
}

/**
 * Locks the live note at `version` for the rest of the transaction and reads what keeping that version needs; null
 * when the note is missing, expired or at another version. A second writer on the same version waits here, then
 * finds the version moved and gets null: one winner, as SQLite's single statement gives.
 */
export async function lockAtVersion(db: Queryable, shareId: string, version: number, now: Date, withContent: boolean): Promise<LockedNote | null> {
  const [row] = await rowsOf(
    db,
    `SELECT encrypted, history_run, octet_length(content) AS size, CASE WHEN $4::boolean THEN content END AS content FROM notes
     WHERE share_id = $1 AND version = $2 AND (expires_at IS NULL OR expires_at > $3) FOR UPDATE`,
    [shareId, version, now.getTime(), withContent],
  );
  if (!row) return null;
  return {
    encrypted: flag(row, 'encrypted'),
    historyRun: integer(row, 'history_run'),
    size: integer(row, 'size'),
    content: row.content === null ? null : text(row, 'content'),
  };
}

/** Removes every kept version of the note (a conversion to an encrypted note: no plaintext version may stay). */
export async function dropHistory(db: Queryable, shareId: string): Promise<void> {
  await db.query('DELETE FROM note_versions WHERE share_id = $1', [shareId]);
}

/** How a version was kept: what the note's UPDATE adds to its history counts in the same step. */
export interface KeptVersion {
  keyframe: boolean;
  /** Bytes of the stored body (the row's title is added by the UPDATE, from the row itself). */
  bodyBytes: number;
}

/**
 * Keeps the locked note's `version` (content `older`) as a write about to replace it with `newer`; call inside the
 * same transaction, right before the note's UPDATE. Number, time and title are copied from the row itself.
 */
export async function keepReplaced(db: Queryable, shareId: string, version: number, locked: LockedNote, older: string, newer: string): Promise<KeptVersion> {
  const encoded = encodeReplaced(older, newer, version, locked.size, locked.historyRun);
  await db.query(
    `INSERT INTO note_versions (share_id, version, updated_at, title, size, keyframe, body)
     SELECT share_id, version, updated_at, title, octet_length(content), $3, $4 FROM notes WHERE share_id = $1 AND version = $2
     ON CONFLICT DO NOTHING`,
    [shareId, version, encoded.keyframe, encoded.body],
  );
  return { keyframe: encoded.keyframe, bodyBytes: encoded.body.byteLength };
}

/**
 * Brings the note's history within `limits` when it holds `totals`: the oldest go (never the newest one). The
 * oldest kept version is no other's base, so nothing is rewritten. Call inside the write that went over.
 */
export async function trimToLimits(db: Queryable, shareId: string, totals: HistoryFootprint, limits: HistoryLimits): Promise<number> {
  let { versions, bytes: stored } = totals;
  let cutoff: number | null = null;
  const oldest = await rowsOf(db, 'SELECT version, length(body) + octet_length(title) AS bytes FROM note_versions WHERE share_id = $1 ORDER BY version', [shareId]);
  for (const row of oldest) {
    if ((versions <= limits.maxVersions && stored <= limits.maxBytes) || versions <= 1) break;
    versions -= 1;
    stored -= integer(row, 'bytes');
    cutoff = integer(row, 'version');
  }
  if (cutoff === null) return 0;
  const dropped = await db.query('DELETE FROM note_versions WHERE share_id = $1 AND version <= $2', [shareId, cutoff]);
  // The deltas above the newest keyframe only shrink when old versions go: the run stays a safe upper bound.
  await db.query('UPDATE notes SET history_versions = $2, history_bytes = $3 WHERE share_id = $1', [shareId, versions, stored]);
  return dropped.rowCount ?? 0;
}

export async function listKept(db: Queryable, shareId: string, before: number, limit: number): Promise<VersionSummary[]> {
  if (limit <= 0) return [];
  const rows = await rowsOf(
    db,
    'SELECT version, updated_at, title, size FROM note_versions WHERE share_id = $1 AND version < $2 ORDER BY version DESC LIMIT $3',
    [shareId, before, limit],
  );
  return rows.map(versionSummaryFromRow);
}

/** A kept older version with its content, decoded from the nearest keyframe above it (or `current`). */
export async function readKept(db: Queryable, shareId: string, version: number, current: string): Promise<NoteVersion | null> {
  // Up to the first keyframe at or above the wanted version: the chain a decode walks, and no further.
  const rows = await rowsOf(
    db,
    `SELECT version, updated_at, title, keyframe, body FROM note_versions
     WHERE share_id = $1 AND version >= $2
       AND version <= coalesce((SELECT min(version) FROM note_versions WHERE share_id = $1 AND version >= $2 AND keyframe), 2147483647)
     ORDER BY version`,
    [shareId, version],
  );
  return versionFromChain(rows, version, current);
}

async function totalsOf(db: Queryable, shareId: string): Promise<HistoryFootprint> {
  const [row] = await rowsOf(
    db,
    'SELECT count(*) AS versions, coalesce(sum(length(body) + octet_length(title)), 0) AS bytes FROM note_versions WHERE share_id = $1',
    [shareId],
  );
  return { versions: integer(row!, 'versions'), bytes: integer(row!, 'bytes') };
}

/** What the note's history holds, counted from the stored versions; null when there is no such note. */
export async function footprint(db: Queryable, shareId: string): Promise<HistoryFootprint | null> {
  const [note] = await rowsOf(db, 'SELECT 1 AS found FROM notes WHERE share_id = $1', [shareId]);
  return note ? totalsOf(db, shareId) : null;
}

export async function notesToThin(db: Queryable, bounds: RetentionBounds, limit: number): Promise<string[]> {
  // Two range scans on (settled, updated_at): only versions not yet thinned at their pace are read.
  const rows = await rowsOf(
    db,
    `SELECT share_id FROM note_versions WHERE settled = 0 AND updated_at <= $1
     UNION
     SELECT share_id FROM note_versions WHERE settled IN (0, 1) AND updated_at <= $2
     LIMIT $3`,
    [bounds.hourly.getTime(), bounds.daily.getTime(), limit],
  );
  return rows.map((row) => text(row, 'share_id'));
}

const rewrite = (db: Queryable, shareId: string, version: number, content: string) =>
  db.query('UPDATE note_versions SET keyframe = true, body = $3 WHERE share_id = $1 AND version = $2', [shareId, version, encodeKeyframe(content).body]);

/**
 * Applies the retention rule to one note inside a transaction, as sqlite-versions.ts's thinKept does: a kept delta
 * whose base goes is rewritten as a keyframe first, then what is left is brought within the bounds of
 * history-limits.ts, and the note's counts are set from what is stored.
 */
export async function thinKept(db: Queryable, shareId: string, bounds: RetentionBounds, rule: RetentionRule, limits: HistoryLimits): Promise<number> {
  // The row lock keeps an update of the note from keeping a version between the reads below and the writes.
  const [note] = await rowsOf(db, 'SELECT content FROM notes WHERE share_id = $1 FOR UPDATE', [shareId]);
  if (!note) return (await db.query('DELETE FROM note_versions WHERE share_id = $1', [shareId])).rowCount ?? 0;
  const current = text(note, 'content');
  const rows = await rowsOf(db, 'SELECT version, updated_at, keyframe FROM note_versions WHERE share_id = $1 ORDER BY version DESC', [shareId]);
  const stamps = rows.map((row) => ({ version: integer(row, 'version'), updatedAt: new Date(integer(row, 'updated_at')) }));
  const kept = rule(stamps, bounds);
  const rewrites: { version: number; content: string }[] = [];
  // rows are newest first: rows[i - 1] is the base of rows[i].
  for (const [i, row] of rows.entries()) {
    const version = integer(row, 'version');
    const base = i > 0 ? integer(rows[i - 1]!, 'version') : null;
    if (kept.has(version) && !flag(row, 'keyframe') && base !== null && !kept.has(base)) {
      rewrites.push({ version, content: (await readKept(db, shareId, version, current))!.content });
    }
  }
  for (const { version, content } of rewrites) await rewrite(db, shareId, version, content);
  const gone = stamps.filter(({ version }) => !kept.has(version)).map(({ version }) => version);
  const dropped = gone.length === 0 ? 0 : ((await db.query('DELETE FROM note_versions WHERE share_id = $1 AND version = ANY($2::integer[])', [shareId, gone])).rowCount ?? 0);
  const trimmed = await trimToLimits(db, shareId, await totalsOf(db, shareId), limits);
  const left = await rowsOf(db, 'SELECT version, keyframe, size FROM note_versions WHERE share_id = $1 ORDER BY version DESC', [shareId]);
  const run = await boundRuns(
    db,
    shareId,
    current,
    left.map((row) => ({ version: integer(row, 'version'), keyframe: flag(row, 'keyframe'), size: integer(row, 'size') })),
  );
  await db.query(
    `UPDATE note_versions SET settled = CASE WHEN updated_at <= $3 THEN 2 WHEN updated_at <= $2 THEN 1 ELSE 0 END WHERE share_id = $1`,
    [shareId, bounds.hourly.getTime(), bounds.daily.getTime()],
  );
  const totals = await totalsOf(db, shareId);
  await db.query('UPDATE notes SET history_versions = $2, history_bytes = $3, history_run = $4 WHERE share_id = $1', [shareId, totals.versions, totals.bytes, run]);
  return dropped + trimmed;
}

/** Rewrites as keyframes the kept deltas (newest first) that would make a run too long; returns the run above the newest. */
async function boundRuns(db: Queryable, shareId: string, current: string, kept: readonly KeptStamp[]): Promise<number> {
  const { keyframes, run } = keyframesToBoundRuns(kept);
  for (const version of keyframes) await rewrite(db, shareId, version, (await readKept(db, shareId, version, current))!.content);
  return run;
}
