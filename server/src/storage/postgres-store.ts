// The PostgreSQL NoteStore adapter: several app instances on one database (docs/decisions.md "PostgreSQL store").
// A commit is acknowledged by the server only once its WAL record is flushed (synchronous_commit, on by default), so
// an acknowledged write survives a crash of either side. Every check-and-write is either one statement (an UPDATE
// whose WHERE carries the expected version, a DELETE whose ids are retired by the same statement) or a transaction
// that first locks the note's row (SELECT … FOR UPDATE), so concurrent requests on any instance cannot interleave
// inside one; the outcome of each is the one SQLite's serialised writes give.
import pg, { type Pool, type PoolClient } from 'pg';
import { HISTORY_LIMITS, type HistoryLimits } from './history-limits.ts';
import type { InsertResult, NotePatch, NoteStore, RetentionBounds, RetentionRule, StoredNote, StoredReport } from './note-store.ts';
import { migratePostgres } from './postgres-migrations.ts';
import { postgresModeration } from './postgres-moderation.ts';
import {
  integer,
  NOTE_SELECT,
  noteFromRow,
  noteToParams,
  OWNED_NOTE_SELECT,
  ownedNoteFromRow,
  patchAssignments,
  reportFromRow,
  type Row,
} from './postgres-rows.ts';
import { NOTE_COLUMNS } from './sql-rows.ts';
import { RollBack, snapshot, transaction } from './postgres-transactions.ts';
import { dropHistory, footprint, keepReplaced, listKept, lockAtVersion, notesToThin, readKept, thinKept, trimToLimits } from './postgres-versions.ts';

/**
 * Connections per instance. A request holds one for a statement or a short transaction; ten keep a 2-core instance's
 * requests from queueing, and three instances (30) stay well within PostgreSQL's default max_connections of 100.
 */
export const DEFAULT_POOL_SIZE = 10;

/** A note exists only while it has no expiry or its expiry is still ahead of `now` (the parameter numbered `n`). */
const liveAt = (n: number) => `(expires_at IS NULL OR expires_at > $${n})`;

/** Each notes column's type, so INSERT … SELECT binds every parameter as its column's type rather than text. */
const NOTE_TYPES: Record<(typeof NOTE_COLUMNS)[number], string> = {
  share_id: 'text',
  edit_id: 'text',
  title: 'text',
  content: 'text',
  created_at: 'bigint',
  updated_at: 'bigint',
  expires_at: 'bigint',
  version: 'integer',
  password_hash: 'text',
  password_version: 'integer',
  renamed: 'boolean',
  owner_id: 'text',
  failed_attempts: 'integer',
  disabled_at: 'bigint',
  encrypted: 'boolean',
};

/**
 * Removes the rows `removal` (a DELETE … RETURNING share_id, edit_id) picks and retires their ids in the same
 * statement, so both commit together; answers how many notes went. History goes by the foreign key's cascade.
 */
const REMOVE_AND_RETIRE = (removal: string, retiredAt: number) => `
  WITH gone AS (${removal}),
  retired AS (
    INSERT INTO retired_ids (id, retired_at)
    SELECT ids.id, ${retiredAt} FROM gone CROSS JOIN LATERAL (VALUES (gone.share_id), (gone.edit_id)) AS ids (id)
    ON CONFLICT DO NOTHING)
  SELECT count(*) AS count FROM gone`;

export interface PostgresStoreOptions {
  /** postgres://user@host:port/database (or postgresql://). */
  url: string;
  /** The ceilings of one note's history (tests lower them); HISTORY_LIMITS otherwise. */
  history?: HistoryLimits;
  /** Connections this instance may open; DEFAULT_POOL_SIZE otherwise. */
  poolSize?: number;
}

export function createPostgresStore({ url, history = HISTORY_LIMITS, poolSize = DEFAULT_POOL_SIZE }: PostgresStoreOptions): NoteStore {
  let pool: Pool | null = null;
  let initialising: Promise<void> | null = null;
  let closed = false;

  function use(): Pool {
    if (closed) throw new Error('The PostgreSQL note store is closed');
    if (!pool) throw new Error('The PostgreSQL note store is not initialised: call init() first');
    return pool;
  }

  async function setUp(): Promise<void> {
    const opened = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
    // An idle connection the server ends (a restart, a failover, an operator's pg_terminate_backend) is reported here;
    // the pool drops it and opens a new one for the next query. Unhandled, the event would end the process.
    opened.on('error', () => {});
    try {
      await migratePostgres(opened);
    } catch (error) {
      await opened.end();
      throw error;
    }
    pool = opened;
  }

  async function findLive(db: Pool | PoolClient, column: 'share_id' | 'edit_id', id: string, now: Date): Promise<StoredNote | null> {
    const { rows } = await db.query<Row>(`SELECT ${NOTE_SELECT} FROM notes WHERE ${column} = $1 AND ${liveAt(2)}`, [id, now.getTime()]);
    return rows[0] ? noteFromRow(rows[0]) : null;
  }

  async function countOf(sql: string, values: unknown[]): Promise<number> {
    const { rows } = await use().query<Row>(sql, values);
    return integer(rows[0]!, 'count');
  }

  return {
    kind: 'postgres',

    init() {
      if (closed) return Promise.reject(new Error('The PostgreSQL note store is closed'));
      initialising ??= setUp().catch((error: unknown) => {
        initialising = null;
        throw error;
      });
      return initialising;
    },

    async close() {
      if (closed) return;
      closed = true;
      await initialising?.catch(() => {});
      const open = pool;
      pool = null;
      await open?.end();
    },

    async ping() {
      if (closed || !pool) return false;
      try {
        const { rows } = await pool.query<Row>('SELECT 1 AS ok');
        return rows[0]?.ok === 1;
      } catch {
        return false;
      }
    },

    async insert(note: StoredNote): Promise<InsertResult> {
      const pool = use();
      const values = NOTE_COLUMNS.map((column, index) => `$${index + 1}::${NOTE_TYPES[column]}`).join(', ');
      const inserted = await transaction(pool, async (client) => {
        // Nothing when either id is retired or taken (ON CONFLICT without a target covers both unique keys).
        const result = await client.query(
          `INSERT INTO notes (${NOTE_SELECT}) SELECT ${values}
           WHERE NOT EXISTS (SELECT 1 FROM retired_ids WHERE id IN ($1, $2))
           ON CONFLICT DO NOTHING`,
          noteToParams(note),
        );
        if (result.rowCount !== 1) return false;
        // A delete of the note holding these ids may have committed while the insert waited on its row: the insert
        // then went ahead, but its check above read the tombstones before they existed. This statement reads anew.
        const retired = await client.query('SELECT 1 FROM retired_ids WHERE id IN ($1, $2)', [note.shareId, note.editId]);
        if ((retired.rowCount ?? 0) > 0) throw new RollBack(false);
        return true;
      });
      if (inserted) return { inserted: true };
      // The service stamps createdAt with its own clock, so it is the "now" at which the holder must be alive.
      // No live holder means a retired id: a deleted or purged note's, or one whose note has expired.
      const holder = (await findLive(pool, 'share_id', note.shareId, note.createdAt)) ?? (await findLive(pool, 'edit_id', note.editId, note.createdAt));
      return { inserted: false, existing: holder };
    },

    async findByShareId(shareId: string, now: Date) {
      return findLive(use(), 'share_id', shareId, now);
    },

    async findByEditId(editId: string, now: Date) {
      return findLive(use(), 'edit_id', editId, now);
    },

    async updateIfVersion(shareId: string, expectedVersion: number, patch: NotePatch, now: Date, replacedContent?: string) {
      const pool = use();
      const { assignments, values } = patchAssignments(patch, 4);
      const where = `WHERE share_id = $1 AND version = $2 AND ${liveAt(3)}`;
      const keys = [shareId, expectedVersion, now.getTime()];
      // Only a change of version (content, title) is history; settings and counters are not. Those are one
      // conditional statement: a second writer on the same version finds it moved and changes nothing.
      if (!(patch.version !== undefined && patch.version !== expectedVersion)) {
        const set = assignments.length > 0 ? assignments : ['version = version'];
        const { rows } = await pool.query<Row>(`UPDATE notes SET ${set.join(', ')} ${where} RETURNING ${NOTE_SELECT}`, [...keys, ...values]);
        return rows[0] ? noteFromRow(rows[0]) : null;
      }
      // The note, the version it replaces (or, for a conversion, the removal of its plaintext history) and the trim to
      // the history's ceilings commit together, under the note's row lock.
      return transaction(pool, async (client) => {
        const locked = await lockAtVersion(client, shareId, expectedVersion, now, replacedContent === undefined);
        if (!locked) return null;
        /** The note's UPDATE with the history counts moved as `counts` says (expressions read the replaced row). */
        const update = async (counts: string[], countValues: unknown[] = []) => {
          const { rows } = await client.query<Row>(
            `UPDATE notes SET ${[...assignments, ...counts].join(', ')} ${where} RETURNING ${NOTE_SELECT}, history_versions, history_bytes`,
            [...keys, ...values, ...countValues],
          );
          // The row is locked at this version: anything else must not commit.
          if (!rows[0]) throw new Error('The note locked for an update did not match it');
          return rows[0];
        };
        if (patch.encrypted === true && !locked.encrypted) {
          const row = await update(['history_versions = 0', 'history_bytes = 0', 'history_run = 0']);
          await dropHistory(client, shareId);
          return noteFromRow(row);
        }
        const older = replacedContent ?? locked.content!;
        const kept = await keepReplaced(client, shareId, expectedVersion, locked, older, patch.content ?? older);
        const body = `$${4 + values.length}`;
        const row = await update(
          [
            'history_versions = history_versions + 1',
            `history_bytes = history_bytes + ${body}::integer + octet_length(title)`,
            kept.keyframe ? 'history_run = 0' : 'history_run = history_run + octet_length(content)',
          ],
          [kept.bodyBytes],
        );
        const counts = { versions: integer(row, 'history_versions'), bytes: integer(row, 'history_bytes') };
        if (counts.versions > history.maxVersions || counts.bytes > history.maxBytes) await trimToLimits(client, shareId, counts, history);
        return noteFromRow(row);
      });
    },

    async listVersions(shareId: string, now: Date, before: number | null, limit: number) {
      return snapshot(use(), async (client) => {
        const note = await findLive(client, 'share_id', shareId, now);
        if (!note) return null;
        const below = before ?? Number.MAX_SAFE_INTEGER;
        const current =
          note.version < below
            ? [{ version: note.version, updatedAt: note.updatedAt, title: note.title, size: Buffer.byteLength(note.content, 'utf8') }]
            : [];
        const kept = await listKept(client, shareId, Math.min(below, 2 ** 31 - 1), limit - current.length);
        return [...current, ...kept].slice(0, limit);
      });
    },

    async getVersion(shareId: string, version: number, now: Date) {
      return snapshot(use(), async (client) => {
        const note = await findLive(client, 'share_id', shareId, now);
        if (!note) return null;
        if (version === note.version) return { version, updatedAt: note.updatedAt, title: note.title, content: note.content };
        return version < note.version ? readKept(client, shareId, version, note.content) : null;
      });
    },

    async historyFootprint(shareId: string) {
      return snapshot(use(), (client) => footprint(client, shareId));
    },

    async notesToThin(bounds: RetentionBounds, limit: number) {
      return notesToThin(use(), bounds, limit);
    },

    async thinVersions(shareId: string, bounds: RetentionBounds, rule: RetentionRule) {
      return transaction(use(), (client) => thinKept(client, shareId, bounds, rule, history));
    },

    async recordFailedAttempt(shareId: string) {
      const { rows } = await use().query<Row>('UPDATE notes SET failed_attempts = failed_attempts + 1 WHERE share_id = $1 RETURNING failed_attempts', [shareId]);
      return rows[0] ? integer(rows[0], 'failed_attempts') : 0;
    },

    async delete(shareId: string) {
      const removal = 'DELETE FROM notes WHERE share_id = $1 RETURNING share_id, edit_id';
      return (await countOf(REMOVE_AND_RETIRE(removal, Date.now()), [shareId])) > 0;
    },

    async listByOwner(ownerId: string, now: Date) {
      const { rows } = await use().query<Row>(
        `SELECT ${OWNED_NOTE_SELECT} FROM notes WHERE owner_id = $1 AND ${liveAt(2)} ORDER BY updated_at DESC`,
        [ownerId, now.getTime()],
      );
      return rows.map(ownedNoteFromRow);
    },

    async claim(shareId: string, editId: string, ownerId: string, now: Date) {
      const { rows } = await use().query<Row>(
        `UPDATE notes SET owner_id = $3
         WHERE share_id = $1 AND edit_id = $2 AND (owner_id IS NULL OR owner_id = $3) AND disabled_at IS NULL AND ${liveAt(4)}
         RETURNING ${NOTE_SELECT}`,
        [shareId, editId, ownerId, now.getTime()],
      );
      return rows[0] ? noteFromRow(rows[0]) : null;
    },

    async deleteByOwner(ownerId: string) {
      // A note an operator took down stays for the operator, whoever deletes the account that held it.
      // The rows are locked in share id order first: two deletions of one account at once then wait for each other
      // instead of each locking half the notes and deadlocking.
      const removal = `DELETE FROM notes WHERE share_id IN (
          SELECT share_id FROM notes WHERE owner_id = $1 AND disabled_at IS NULL ORDER BY share_id FOR UPDATE)
          AND owner_id = $1 AND disabled_at IS NULL
        RETURNING share_id, edit_id`;
      return countOf(REMOVE_AND_RETIRE(removal, Date.now()), [ownerId]);
    },

    async purgeExpired(now: Date, limit: number) {
      // A negative LIMIT is an error here and NULL none at all: refuse anything but a positive count, as SQLite does.
      if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`purgeExpired limit must be a positive integer, got ${limit}`);
      // Oldest first along the expires_at index; rows another instance is purging right now are skipped, not waited
      // for, and the expiry is checked again on the row deleted (it may have been pushed back meanwhile).
      const removal = `DELETE FROM notes WHERE expires_at <= $1 AND share_id IN (
          SELECT share_id FROM notes WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING share_id, edit_id`;
      return countOf(REMOVE_AND_RETIRE(removal, Date.now()), [now.getTime(), limit]);
    },

    async insertReport(report: StoredReport) {
      await use().query('INSERT INTO reports (share_id, reason, details, created_at, note_key) VALUES ($1, $2, $3, $4, $5)', [
        report.shareId,
        report.reason,
        // PostgreSQL's text cannot hold NUL, and a reporter's words are the one free text that reaches the store
        // unsanitized: NUL becomes U+FFFD, as a lone surrogate does in every store, rather than fail the report.
        report.details?.replaceAll('\u0000', '\uFFFD') ?? null,
        report.createdAt.getTime(),
        report.key,
      ]);
    },

    async listReports(shareId: string) {
      const { rows } = await use().query<Row>(
        'SELECT share_id, reason, details, created_at, note_key FROM reports WHERE share_id = $1 ORDER BY created_at, id',
        [shareId],
      );
      return rows.map(reportFromRow);
    },

    ...postgresModeration(use),
  };
}
