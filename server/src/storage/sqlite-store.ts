// The embedded NoteStore adapter: one SQLite file through node:sqlite. Durability comes from WAL and an fsync of
// the log after every commit, before anything is acknowledged (so it survives kill -9 and power loss); the fsync
// runs on the thread pool (wal-sync.ts), not inside COMMIT on the event loop. Every check-and-write is a single
// SQL statement, so concurrent requests cannot interleave inside one. Writes go through a group committer: those
// arriving together share one transaction and one fsync, and reads wait while a committed batch is not durable.
import type { DatabaseSync, SQLInputValue, SQLOutputValue, StatementSync } from 'node:sqlite';
import { openSqliteDatabase } from './sqlite-connection.ts';
import type { HistoryFootprint, InsertResult, NotePatch, OutsideWritesStore, RetentionBounds, RetentionRule, StoredNote, StoredReport } from './note-store.ts';
import { createGroupCommitter, type GroupCommitter } from './sqlite-group-commit.ts';
import { createWalSync, type WalSync } from './wal-sync.ts';
import { migrateSqlite } from './sqlite-migrations.ts';
import { prepareModerationStatements, sqliteModeration } from './sqlite-moderation.ts';
import { createSpaceWatch, isOutOfSpace, type SpaceWatch } from './space.ts';
import { idsFromRow, noteFromRow, type NoteValues, noteToParams, ownedNoteFromRow, patchToParams, reportFromRow } from './sqlite-rows.ts';
import { NOTE_COLUMNS, OWNED_NOTE_COLUMNS, PATCH_COLUMNS } from './sql-rows.ts';
import { HISTORY_LIMITS, type HistoryLimits } from './history-limits.ts';
import {
  dropHistory,
  footprint,
  isPlaintextAt,
  keepReplaced,
  listKept,
  notesToThin,
  prepareVersionStatements,
  readKept,
  storedContent,
  thinKept,
  trimToLimits,
  type KeptVersion,
} from './sqlite-versions.ts';

/** A note exists only while it has no expiry or its expiry is still ahead of `now` (a parameter). */
const liveAt = (now: string) => `(expires_at IS NULL OR expires_at > ${now})`;
const LIVE = liveAt(':now');

/** A statement whose rows are notes, as arrays (node:sqlite's types do not follow setReturnArrays). */
interface NoteStatement {
  get(...anonymous: SQLInputValue[]): NoteValues | undefined;
  get(named: Record<string, SQLInputValue>): NoteValues | undefined;
}

/** Rows of NOTE_COLUMNS' values in that order: what noteFromRow reads. */
function noteStatement(db: DatabaseSync, sql: string): NoteStatement {
  const statement = db.prepare(sql);
  statement.setReturnArrays(true);
  return statement as unknown as NoteStatement;
}

/**
 * The history counts the note's UPDATE moves (migration 7), in the same statement: by the version kept just before
 * it (`history_kept`; its body bytes and whether it is a keyframe), or back to nothing (`history_reset`, a conversion
 * dropping the plaintext history). Expressions read the row as it was, so `title` and `content` are the replaced
 * version's: its title's bytes and its size.
 */
const HISTORY_COUNTS = [
  'history_versions = CASE WHEN :history_reset THEN 0 ELSE history_versions + :history_kept END',
  `history_bytes = CASE WHEN :history_reset THEN 0 WHEN :history_kept THEN history_bytes + :history_body + octet_length(title)
     ELSE history_bytes END`,
  `history_run = CASE WHEN :history_reset THEN 0 WHEN NOT :history_kept THEN history_run WHEN :history_keyframe THEN 0
     ELSE history_run + octet_length(content) END`,
];

/** The history counts an UPDATE … RETURNING reads after the note's columns. */
function countsAfter(row: NoteValues): HistoryFootprint {
  const [versions, bytes] = [row[NOTE_COLUMNS.length], row[NOTE_COLUMNS.length + 1]];
  if (typeof versions !== 'number' || typeof bytes !== 'number') throw new TypeError('SQLite history counts are not integers');
  return { versions, bytes };
}

/** A write that keeps no version and drops none: the counts stay. */
const NO_HISTORY = { history_kept: 0, history_keyframe: 0, history_body: 0, history_reset: 0 };

function prepareStatements(db: DatabaseSync) {
  const setPatched = PATCH_COLUMNS.map(([, column]) => `${column} = CASE WHEN :set_${column} THEN :${column} ELSE ${column} END`);
  return {
    // Nothing when either id is retired (a tombstone) or taken: one statement per create. Bound by position (by
    // name, every one of the 15 parameters is looked up per call).
    insert: db.prepare(
      `INSERT INTO notes (${NOTE_COLUMNS.join(', ')}) SELECT ${NOTE_COLUMNS.map((_, index) => `?${index + 1}`).join(', ')}
       WHERE NOT EXISTS (SELECT 1 FROM retired_ids WHERE id IN (?1, ?2))
       ON CONFLICT DO NOTHING`,
    ),
    // Positional parameters: binding by name looks each one up per call.
    findByShareId: noteStatement(db, `SELECT ${NOTE_COLUMNS.join(', ')} FROM notes WHERE share_id = ? AND ${liveAt('?')}`),
    findByEditId: noteStatement(db, `SELECT ${NOTE_COLUMNS.join(', ')} FROM notes WHERE edit_id = ? AND ${liveAt('?')}`),
    updateIfVersion: noteStatement(
      db,
      `UPDATE notes SET ${[...setPatched, ...HISTORY_COUNTS].join(', ')}
       WHERE share_id = :share_id AND version = :expected_version AND ${LIVE}
       RETURNING ${NOTE_COLUMNS.join(', ')}, history_versions, history_bytes`,
    ),
    recordFailedAttempt: db.prepare(
      'UPDATE notes SET failed_attempts = failed_attempts + 1 WHERE share_id = ? RETURNING failed_attempts',
    ),
    delete: db.prepare('DELETE FROM notes WHERE share_id = ? RETURNING share_id, edit_id'),
    // The subquery walks the expires_at index, oldest first, so each batch is cheap however large the table.
    purgeExpired: db.prepare(
      `DELETE FROM notes WHERE rowid IN (
         SELECT rowid FROM notes WHERE expires_at <= :now ORDER BY expires_at LIMIT :limit)
       RETURNING share_id, edit_id`,
    ),
    listByOwner: db.prepare(
      `SELECT ${OWNED_NOTE_COLUMNS.join(', ')} FROM notes WHERE owner_id = :owner_id AND ${LIVE} ORDER BY updated_at DESC`,
    ),
    claim: noteStatement(
      db,
      `UPDATE notes SET owner_id = :owner_id
       WHERE share_id = :share_id AND edit_id = :edit_id AND (owner_id IS NULL OR owner_id = :owner_id) AND disabled_at IS NULL
         AND ${LIVE}
       RETURNING ${NOTE_COLUMNS.join(', ')}`,
    ),
    // A note an operator took down stays for the operator, whoever deletes the account that held it.
    deleteByOwner: db.prepare('DELETE FROM notes WHERE owner_id = ? AND disabled_at IS NULL RETURNING share_id, edit_id'),
    retire: db.prepare('INSERT INTO retired_ids (id, retired_at) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    insertReport: db.prepare(
      'INSERT INTO reports (share_id, reason, details, created_at, note_key) VALUES (?, ?, ?, ?, ?)',
    ),
    listReports: db.prepare(
      'SELECT share_id, reason, details, created_at, note_key FROM reports WHERE share_id = ? ORDER BY created_at, id',
    ),
    ping: db.prepare('SELECT 1 AS ok'),
    // Changes when another connection commits; this connection's own commits leave it alone.
    dataVersion: db.prepare('PRAGMA data_version'),
  } satisfies Record<string, StatementSync | NoteStatement>;
}

interface OpenDatabase {
  db: DatabaseSync;
  statements: ReturnType<typeof prepareStatements>;
  moderation: ReturnType<typeof prepareModerationStatements>;
  versions: ReturnType<typeof prepareVersionStatements>;
  writes: GroupCommitter;
  wal: WalSync;
}

/**
 * After a delete or purge: copies the WAL into the file and truncates it, so no old copy of the text stays.
 * The removal is committed by then; on a full volume the copy waits for the next checkpoint rather than
 * turn a done delete into a refusal.
 */
function forgetRemovedText(db: DatabaseSync, space: SpaceWatch): void {
  try {
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } catch (error) {
    if (!isOutOfSpace(error)) throw error;
    space.sawFull();
  }
}

/** Tombstones the ids of removed rows; called inside the write that removes them, so both commit together. */
function retireIds(statements: OpenDatabase['statements'], rows: readonly Record<string, SQLOutputValue>[]): void {
  const now = Date.now();
  for (const row of rows) for (const id of idsFromRow(row)) statements.retire.run(id, now);
}

export interface SqliteStoreOptions {
  file: string;
  /** The ceilings of one note's history (tests lower them); HISTORY_LIMITS otherwise. */
  history?: HistoryLimits;
  /** Adjusts the connection once it is open (tests cap its size with max_page_count to stand for a full disk). */
  onOpen?: (db: DatabaseSync) => void;
}

export function createSqliteStore({ file, onOpen, history = HISTORY_LIMITS }: SqliteStoreOptions): OutsideWritesStore {
  let open: OpenDatabase | null = null;
  let closed = false;
  const space: SpaceWatch = createSpaceWatch();

  function use(): OpenDatabase {
    if (open) return open;
    throw new Error(closed ? 'The SQLite note store is closed' : 'The SQLite note store is not initialised: call init() first');
  }

  /**
   * Readers wait while a committed batch waits for its fsync, so nobody is shown a note a crash could still take
   * back (a replayed update answered "already saved" from it would be an acknowledgement). Usually there is
   * nothing to wait for, and then no promise to await either (an await costs a turn of the microtask queue).
   */
  function durableView(): Promise<void> | undefined {
    return use().writes.unsynced();
  }

  return {
    kind: 'sqlite',
    space,

    async init() {
      if (closed) throw new Error('The SQLite note store is closed');
      if (open) return;
      const db = openSqliteDatabase(file);
      try {
        migrateSqlite(db);
        onOpen?.(db);
        const wal = createWalSync(file);
        open = {
          db,
          statements: prepareStatements(db),
          moderation: prepareModerationStatements(db),
          versions: prepareVersionStatements(db),
          writes: createGroupCommitter(db, space, wal.sync),
          wal,
        };
      } catch (error) {
        db.close();
        throw error;
      }
    },

    async close() {
      if (!open) {
        closed = true;
        return;
      }
      const { db, writes, wal } = open;
      open = null;
      closed = true;
      try {
        await writes.flush();
        // Folding the WAL back into the main file leaves a single self-contained file behind.
        db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      } finally {
        wal.close();
        db.close();
      }
    },

    async ping() {
      try {
        return use().statements.ping.get()?.ok === 1;
      } catch {
        return false;
      }
    },

    outsideWrites() {
      return Number(use().statements.dataVersion.get()?.data_version);
    },

    async insert(note: StoredNote): Promise<InsertResult> {
      const { statements, writes } = use();
      const inserted = await writes.write(() => Number(statements.insert.run(...noteToParams(note)).changes) > 0);
      if (inserted) return { inserted: true };
      // The service stamps createdAt with its own clock, so it is the "now" at which the holder must be alive.
      // No live holder means a retired id: a deleted or purged note's, or one whose note has expired.
      const now = note.createdAt.getTime();
      const holder =
        statements.findByShareId.get(note.shareId, now) ?? statements.findByEditId.get(note.editId, now);
      return { inserted: false, existing: holder ? noteFromRow(holder) : null };
    },

    async findByShareId(shareId: string, now: Date) {
      const pending = durableView();
      if (pending) await pending;
      const row = use().statements.findByShareId.get(shareId, now.getTime());
      return row ? noteFromRow(row) : null;
    },

    async findByEditId(editId: string, now: Date) {
      const pending = durableView();
      if (pending) await pending;
      const row = use().statements.findByEditId.get(editId, now.getTime());
      return row ? noteFromRow(row) : null;
    },

    async updateIfVersion(shareId: string, expectedVersion: number, patch: NotePatch, now: Date, replacedContent?: string) {
      const { statements, versions, writes } = use();
      // Only a change of version (content, title) is history; settings and counters are not.
      const keepsHistory = patch.version !== undefined && patch.version !== expectedVersion;
      let converted = false;
      /** The note's UPDATE, moving its history counts by the version kept just before it, or resetting them. */
      const update = (change: { kept: KeptVersion | null; reset: boolean } = { kept: null, reset: false }) => {
        const row = statements.updateIfVersion.get({
          ...patchToParams(patch),
          ...NO_HISTORY,
          ...(change.kept ? { history_kept: 1, history_keyframe: change.kept.keyframe ? 1 : 0, history_body: change.kept.bodyBytes } : {}),
          history_reset: change.reset ? 1 : 0,
          share_id: shareId,
          expected_version: expectedVersion,
          now: now.getTime(),
        });
        return row ? { note: noteFromRow(row), counts: countsAfter(row) } : null;
      };
      if (!keepsHistory) return writes.write(() => update()?.note ?? null);
      // One write of the group committer, so the note and the history entry it makes (or, for a conversion to an
      // encrypted note, the removal of its plaintext history) commit together or not at all; and the history stays
      // within its ceilings in the same step.
      const updated = await writes.write(() => {
        if (patch.encrypted === true && isPlaintextAt(versions, shareId, expectedVersion)) {
          const row = update({ kept: null, reset: true });
          if (row) dropHistory(versions, shareId);
          converted = row !== null;
          return row?.note ?? null;
        }
        const older = replacedContent ?? storedContent(versions, shareId, expectedVersion);
        if (older === undefined) return null;
        const kept = keepReplaced(versions, shareId, expectedVersion, now, older, patch.content ?? older);
        const row = update({ kept, reset: false });
        // Both statements match the same row in the same transaction; anything else must not commit.
        if (kept && !row) throw new Error('A version was kept for an update that did not apply');
        if (row && (row.counts.versions > history.maxVersions || row.counts.bytes > history.maxBytes)) trimToLimits(versions, shareId, row.counts, history);
        return row?.note ?? null;
      });
      // As for a delete: the plaintext must not linger in the WAL either.
      if (converted) forgetRemovedText(use().db, space);
      return updated;
    },

    async listVersions(shareId: string, now: Date, before: number | null, limit: number) {
      const pending = durableView();
      if (pending) await pending;
      const { statements, versions } = use();
      const row = statements.findByShareId.get(shareId, now.getTime());
      if (!row) return null;
      const note = noteFromRow(row);
      const below = before ?? Number.MAX_SAFE_INTEGER;
      const current =
        note.version < below
          ? [{ version: note.version, updatedAt: note.updatedAt, title: note.title, size: Buffer.byteLength(note.content, 'utf8') }]
          : [];
      return [...current, ...listKept(versions, shareId, below, limit - current.length)].slice(0, limit);
    },

    async getVersion(shareId: string, version: number, now: Date) {
      const pending = durableView();
      if (pending) await pending;
      const { statements, versions } = use();
      const row = statements.findByShareId.get(shareId, now.getTime());
      if (!row) return null;
      const note = noteFromRow(row);
      if (version === note.version) return { version, updatedAt: note.updatedAt, title: note.title, content: note.content };
      return version < note.version ? readKept(versions, shareId, version, note.content) : null;
    },

    async historyFootprint(shareId: string) {
      const pending = durableView();
      if (pending) await pending;
      return footprint(use().versions, shareId);
    },

    async notesToThin(bounds: RetentionBounds, limit: number) {
      return notesToThin(use().versions, bounds, limit);
    },

    async thinVersions(shareId: string, bounds: RetentionBounds, rule: RetentionRule) {
      const { versions, writes } = use();
      // No WAL checkpoint here, unlike a delete: thinning is retention, not a writer asking for text to be gone, and a
      // pass over many notes would fold the WAL once per note. secure_delete still zeroes the freed pages.
      return writes.write(() => thinKept(versions, shareId, bounds, rule, history));
    },

    async recordFailedAttempt(shareId: string) {
      const { statements, writes } = use();
      const row = await writes.write(() => statements.recordFailedAttempt.get(shareId));
      return typeof row?.failed_attempts === 'number' ? row.failed_attempts : 0;
    },

    async delete(shareId: string) {
      const { statements, writes } = use();
      const deleted = await writes.write(() => {
        const removed = statements.delete.all(shareId);
        retireIds(statements, removed);
        return removed.length > 0;
      });
      if (deleted) forgetRemovedText(use().db, space);
      return deleted;
    },

    async listByOwner(ownerId: string, now: Date) {
      const pending = durableView();
      if (pending) await pending;
      return use().statements.listByOwner.all({ owner_id: ownerId, now: now.getTime() }).map(ownedNoteFromRow);
    },

    async claim(shareId: string, editId: string, ownerId: string, now: Date) {
      const { statements, writes } = use();
      const row = await writes.write(() =>
        statements.claim.get({ owner_id: ownerId, share_id: shareId, edit_id: editId, now: now.getTime() }),
      );
      return row ? noteFromRow(row) : null;
    },

    async deleteByOwner(ownerId: string) {
      const { statements, writes } = use();
      const deleted = await writes.write(() => {
        const removed = statements.deleteByOwner.all(ownerId);
        retireIds(statements, removed);
        return removed.length;
      });
      if (deleted > 0) forgetRemovedText(use().db, space);
      return deleted;
    },

    async purgeExpired(now: Date, limit: number) {
      // SQLite reads a negative LIMIT as "no limit": refuse it rather than purge everything.
      if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`purgeExpired limit must be a positive integer, got ${limit}`);
      const { statements, writes } = use();
      const purged = await writes.write(() => {
        const removed = statements.purgeExpired.all({ now: now.getTime(), limit });
        retireIds(statements, removed);
        return removed.length;
      });
      if (purged > 0) forgetRemovedText(use().db, space);
      return purged;
    },

    async insertReport(report: StoredReport) {
      const { statements, writes } = use();
      await writes.write(() =>
        statements.insertReport.run(report.shareId, report.reason, report.details, report.createdAt.getTime(), report.key),
      );
    },

    async listReports(shareId: string) {
      return use().statements.listReports.all(shareId).map(reportFromRow);
    },

    ...sqliteModeration(use),
  };
}
