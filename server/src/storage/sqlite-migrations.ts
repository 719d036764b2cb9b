// Versioned schema of the embedded SQLite store. Migrations are append-only: a released entry is never
// edited, a change of schema is a new entry. Each pending migration runs in its own transaction together
// with its row in schema_migrations, so a crash leaves the database at a whole version, never between two.
import type { DatabaseSync } from 'node:sqlite';

export interface SqliteMigration {
  version: number;
  sql: string;
}

export const SQLITE_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    // STRICT tables make SQLite refuse a value of the wrong type instead of storing it silently.
    // Times are integer epoch milliseconds.
    sql: `
      CREATE TABLE notes (
        share_id TEXT PRIMARY KEY,
        edit_id TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        expires_at INTEGER,
        version INTEGER NOT NULL,
        password_hash TEXT,
        password_version INTEGER NOT NULL DEFAULT 0,
        renamed INTEGER NOT NULL DEFAULT 0 CHECK (renamed IN (0, 1)),
        owner_id TEXT,
        failed_attempts INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX notes_expires_at ON notes (expires_at) WHERE expires_at IS NOT NULL;
      CREATE INDEX notes_owner_id ON notes (owner_id) WHERE owner_id IS NOT NULL;
      CREATE TABLE reports (
        id INTEGER PRIMARY KEY,
        share_id TEXT NOT NULL,
        reason TEXT NOT NULL,
        details TEXT,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX reports_share_id ON reports (share_id, created_at);
    `,
  },
  {
    version: 2,
    // Tombstones: every share id and edit id of a deleted or purged note, kept forever so neither is ever
    // used again (docs/design.md §3). Share ids (12 characters) and edit ids (32) cannot collide, so one key column.
    sql: `
      CREATE TABLE retired_ids (
        id TEXT PRIMARY KEY,
        retired_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 3,
    // Accounts list their notes newest first: one index answers "this owner's notes by updated_at" without a
    // sort, and replaces the owner-only index of version 1, which it covers.
    sql: `
      DROP INDEX IF EXISTS notes_owner_id;
      CREATE INDEX notes_owner_updated ON notes (owner_id, updated_at DESC) WHERE owner_id IS NOT NULL;
    `,
  },
  {
    version: 4,
    // Operator moderation: a taken-down note keeps its row with disabled_at set; reports are closed
    // rather than deleted (resolution says how); every operator action is kept in admin_actions.
    sql: `
      ALTER TABLE notes ADD COLUMN disabled_at INTEGER;
      ALTER TABLE reports ADD COLUMN resolved_at INTEGER;
      ALTER TABLE reports ADD COLUMN resolution TEXT CHECK (resolution IN ('dismissed', 'disabled', 'deleted'));
      CREATE INDEX reports_open ON reports (share_id) WHERE resolved_at IS NULL;
      CREATE TABLE admin_actions (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        action TEXT NOT NULL,
        share_id TEXT NOT NULL,
        detail TEXT
      ) STRICT;
    `,
  },
  {
    version: 5,
    // Note history: the versions a note's updates, renames and restores replaced, removed with the note by
    // the cascade (delete, purge, account deletion, operator delete; secure_delete zeroes them). `body` is the
    // content as version-codec.ts stores it (a keyframe or a delta); `settled` is the
    // retention pace a version was last thinned at (0 none, 1 hourly, 2 daily), so a thinning pass finds only
    // versions that crossed a bound since. WITHOUT ROWID keeps a note's versions together in the key's B-tree: one
    // page touched per kept version instead of the table's and its key index's (most rows are deltas of a few bytes).
    sql: `
      CREATE TABLE note_versions (
        share_id TEXT NOT NULL REFERENCES notes (share_id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        title TEXT NOT NULL,
        size INTEGER NOT NULL,
        keyframe INTEGER NOT NULL CHECK (keyframe IN (0, 1)),
        settled INTEGER NOT NULL DEFAULT 0,
        body BLOB NOT NULL,
        PRIMARY KEY (share_id, version)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX note_versions_to_thin ON note_versions (settled, updated_at);
    `,
  },
  {
    version: 6,
    // End-to-end encrypted notes (docs/design.md §10): the flag (existing notes are plaintext, 0), and the
    // note key a reporter may choose to include with a report of such a note.
    sql: `
      ALTER TABLE notes ADD COLUMN encrypted INTEGER NOT NULL DEFAULT 0 CHECK (encrypted IN (0, 1));
      ALTER TABLE reports ADD COLUMN note_key TEXT;
    `,
  },
  {
    version: 7,
    // Bounded history (history-limits.ts): per note, how many versions its history keeps and their stored bytes (each
    // version's body plus its title), so the write that goes over a ceiling knows it without reading the history; and
    // the bytes of content of the deltas kept above its newest keyframe (history_run), so a write knows when the next
    // version must be a keyframe. Filled here from what is stored; kept in step by every write that keeps, thins or drops.
    sql: `
      ALTER TABLE notes ADD COLUMN history_versions INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE notes ADD COLUMN history_bytes INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE notes ADD COLUMN history_run INTEGER NOT NULL DEFAULT 0;
      UPDATE notes SET
        history_versions = (SELECT count(*) FROM note_versions v WHERE v.share_id = notes.share_id),
        history_bytes = (SELECT coalesce(sum(length(v.body) + octet_length(v.title)), 0) FROM note_versions v WHERE v.share_id = notes.share_id),
        history_run = (
          SELECT coalesce(sum(v.size), 0) FROM note_versions v
          WHERE v.share_id = notes.share_id AND v.version > (
            SELECT coalesce(max(k.version), 0) FROM note_versions k WHERE k.share_id = notes.share_id AND k.keyframe = 1))
      WHERE share_id IN (SELECT share_id FROM note_versions);
    `,
  },
];

/** Applies every migration newer than the database's version, oldest first. Safe to run on every start. */
export function migrateSqlite(db: DatabaseSync, migrations: readonly SqliteMigration[] = SQLITE_MIGRATIONS): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL) STRICT');
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  const record = db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)');
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    // IMMEDIATE takes the write lock before the check, so two processes starting on the same file
    // cannot both decide a migration is pending.
    db.exec('BEGIN IMMEDIATE');
    try {
      if (isApplied.get(migration.version) === undefined) {
        db.exec(migration.sql);
        record.run(migration.version, Date.now());
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
