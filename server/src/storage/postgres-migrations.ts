// Versioned schema of the PostgreSQL store. Migrations are append-only, as SQLite's are: a released entry is never
// edited, a change of schema is a new entry. Several app instances may start on one database at the same moment, so
// the whole run holds a session-level advisory lock: the first instance migrates, the others wait for it and then
// find nothing pending. Each migration commits together with its row in schema_migrations, so a crash leaves the
// database at a whole version.
import type { Pool } from 'pg';

export interface PostgresMigration {
  version: number;
  sql: string;
}

/**
 * The advisory lock key every instance takes around migrating (any 64-bit number no other user of the database
 * takes; this one spells "jotter" in ASCII). It is per database, so stores in different databases never wait.
 */
export const MIGRATION_LOCK_KEY = 0x6a6f74746572n;

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    version: 1,
    // The SQLite schema as its migrations 1–7 leave it, column for column (docs/decisions.md "PostgreSQL store"):
    // times are epoch milliseconds (bigint), flags are booleans, a kept version's body is bytea. Ids compare
    // bytewise (COLLATE "C"), as SQLite's do, so every listing orders them the same on both stores.
    sql: `
      CREATE TABLE notes (
        share_id text COLLATE "C" PRIMARY KEY,
        edit_id text COLLATE "C" NOT NULL UNIQUE,
        title text NOT NULL,
        content text NOT NULL,
        created_at bigint NOT NULL,
        updated_at bigint NOT NULL,
        expires_at bigint,
        version integer NOT NULL,
        password_hash text,
        password_version integer NOT NULL DEFAULT 0,
        renamed boolean NOT NULL DEFAULT false,
        owner_id text COLLATE "C",
        failed_attempts integer NOT NULL DEFAULT 0,
        disabled_at bigint,
        encrypted boolean NOT NULL DEFAULT false,
        history_versions integer NOT NULL DEFAULT 0,
        history_bytes integer NOT NULL DEFAULT 0,
        history_run integer NOT NULL DEFAULT 0
      );
      CREATE INDEX notes_expires_at ON notes (expires_at) WHERE expires_at IS NOT NULL;
      CREATE INDEX notes_owner_updated ON notes (owner_id, updated_at DESC) WHERE owner_id IS NOT NULL;
      CREATE TABLE retired_ids (
        id text COLLATE "C" PRIMARY KEY,
        retired_at bigint NOT NULL
      );
      CREATE TABLE reports (
        id bigserial PRIMARY KEY,
        share_id text COLLATE "C" NOT NULL,
        reason text COLLATE "C" NOT NULL,
        details text,
        created_at bigint NOT NULL,
        resolved_at bigint,
        resolution text CHECK (resolution IN ('dismissed', 'disabled', 'deleted')),
        note_key text COLLATE "C"
      );
      CREATE INDEX reports_share_id ON reports (share_id, created_at);
      CREATE INDEX reports_open ON reports (share_id) WHERE resolved_at IS NULL;
      CREATE TABLE admin_actions (
        id bigserial PRIMARY KEY,
        at bigint NOT NULL,
        action text NOT NULL,
        share_id text COLLATE "C" NOT NULL,
        detail text
      );
      CREATE TABLE note_versions (
        share_id text COLLATE "C" NOT NULL REFERENCES notes (share_id) ON DELETE CASCADE,
        version integer NOT NULL,
        updated_at bigint NOT NULL,
        title text NOT NULL,
        size integer NOT NULL,
        keyframe boolean NOT NULL,
        settled smallint NOT NULL DEFAULT 0,
        body bytea NOT NULL,
        PRIMARY KEY (share_id, version)
      );
      CREATE INDEX note_versions_to_thin ON note_versions (settled, updated_at);
    `,
  },
];

/** Applies every migration newer than the database's version, oldest first. Safe to run on every start, by many at once. */
export async function migratePostgres(pool: Pool, migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // Session-level, not per transaction: it must cover creating schema_migrations and every migration after it.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at bigint NOT NULL)');
      const applied = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      const done = new Set(applied.rows.map((row) => row.version));
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        if (done.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [migration.version, Date.now()]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (error) {
    // A connection that failed mid-way may still hold the lock or a transaction: it must not go back to the pool.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}
