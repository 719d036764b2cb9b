// Schema migrations of the embedded store: all-or-nothing per version, and a schema that serves the
// store's hot queries from indexes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateSqlite, SQLITE_MIGRATIONS } from './sqlite-migrations.ts';
import { openSqliteDatabase } from './sqlite-connection.ts';

let dir = '';
let db: DatabaseSync;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jotter-migrations-'));
  db = openSqliteDatabase(join(dir, 'notes.db'));
});

afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

const versions = () => db.prepare('SELECT version FROM schema_migrations ORDER BY version').all().map((row) => row.version);
const tableExists = (name: string) =>
  db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !== undefined;

describe('SQLite migrations', () => {
  it('a failing migration leaves the database at the last whole version', () => {
    const released = SQLITE_MIGRATIONS.map((migration) => migration.version);
    const next = Math.max(...released) + 1;
    const broken = { version: next, sql: 'CREATE TABLE half_done (x INTEGER); INSERT INTO no_such_table VALUES (1);' };
    expect(() => migrateSqlite(db, [...SQLITE_MIGRATIONS, broken])).toThrow(/no_such_table/);
    expect(versions()).toEqual(released);
    expect(tableExists('notes')).toBe(true);
    expect(tableExists('half_done')).toBe(false);

    migrateSqlite(db, [...SQLITE_MIGRATIONS, { version: next, sql: 'CREATE TABLE half_done (x INTEGER);' }]);
    expect(versions()).toEqual([...released, next]);
    expect(tableExists('half_done')).toBe(true);
  });

  it("the expiry purge and an account's list walk an index instead of the whole table", () => {
    migrateSqlite(db);
    const plan = (sql: string) =>
      db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all().map((row) => String(row.detail)).join('\n');
    expect(plan('SELECT rowid FROM notes WHERE expires_at <= 1 ORDER BY expires_at LIMIT 10')).toMatch(/notes_expires_at/);
    const ownerList = plan("SELECT * FROM notes WHERE owner_id = 'u' AND expires_at IS NULL ORDER BY updated_at DESC");
    expect(ownerList).toMatch(/notes_owner_updated/);
    expect(ownerList).not.toMatch(/TEMP B-TREE/);
    expect(plan("SELECT * FROM reports WHERE share_id = 's' ORDER BY created_at, id")).toMatch(/reports_share_id/);
  });

  it("a note's history pages by its key, and a thinning pass finds due versions by index", () => {
    migrateSqlite(db);
    const plan = (sql: string) =>
      db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all().map((row) => String(row.detail)).join('\n');
    const page = plan("SELECT version, title FROM note_versions WHERE share_id = 's' AND version < 9 ORDER BY version DESC LIMIT 50");
    expect(page).toMatch(/PRIMARY KEY/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    const toThin = plan(
      'SELECT share_id FROM note_versions WHERE settled = 0 AND updated_at <= 5 UNION SELECT share_id FROM note_versions WHERE settled IN (0, 1) AND updated_at <= 1 LIMIT 9',
    );
    expect(toThin).toMatch(/note_versions_to_thin/);
    expect(toThin).not.toMatch(/SCAN note_versions/);
  });

  it('end-to-end encryption (version 6) keeps every existing note and report: plaintext, with no key', () => {
    migrateSqlite(db, SQLITE_MIGRATIONS.filter((migration) => migration.version < 6));
    db.prepare(
      `INSERT INTO notes (share_id, edit_id, title, content, created_at, updated_at, version)
       VALUES ('aaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'Kept', '<p>Kept</p>', 1, 2, 3)`,
    ).run();
    db.prepare("INSERT INTO reports (share_id, reason, details, created_at) VALUES ('aaaaaaaaaaaa', 'spam', NULL, 4)").run();
    migrateSqlite(db);
    expect(db.prepare('SELECT title, content, version, encrypted FROM notes').all()).toEqual([
      { title: 'Kept', content: '<p>Kept</p>', version: 3, encrypted: 0 },
    ]);
    expect(db.prepare('SELECT reason, note_key FROM reports').all()).toEqual([{ reason: 'spam', note_key: null }]);
    // The flag is a strict 0/1, as renamed is.
    expect(() => db.prepare("UPDATE notes SET encrypted = 2 WHERE share_id = 'aaaaaaaaaaaa'").run()).toThrow(/CHECK/);
  });

  it('bounded history (version 7) counts what each note already keeps: versions, stored bytes, the deltas above its newest keyframe', () => {
    migrateSqlite(db, SQLITE_MIGRATIONS.filter((migration) => migration.version < 7));
    const note = db.prepare(
      `INSERT INTO notes (share_id, edit_id, title, content, created_at, updated_at, version) VALUES (?, ?, 'T', '<p>x</p>', 1, 2, 9)`,
    );
    note.run('aaaaaaaaaaaa', 'a'.repeat(32));
    note.run('bbbbbbbbbbbb', 'b'.repeat(32));
    const version = db.prepare(
      'INSERT INTO note_versions (share_id, version, updated_at, title, size, keyframe, body) VALUES (?, ?, 1, ?, ?, ?, ?)',
    );
    // Versions 1–5 of the first note: a keyframe at 3, so 4 and 5 are the deltas above it.
    for (const [n, keyframe] of [[1, 0], [2, 0], [3, 1], [4, 0], [5, 0]] as const) {
      version.run('aaaaaaaaaaaa', n, 'Tï', 1000 * n, keyframe, new Uint8Array(10 * n));
    }
    migrateSqlite(db);
    expect(db.prepare('SELECT share_id, history_versions, history_bytes, history_run FROM notes ORDER BY share_id').all()).toEqual([
      // Bodies 10+20+30+40+50 bytes, titles 3 bytes each (ï is two).
      { share_id: 'aaaaaaaaaaaa', history_versions: 5, history_bytes: 150 + 5 * 3, history_run: 4000 + 5000 },
      { share_id: 'bbbbbbbbbbbb', history_versions: 0, history_bytes: 0, history_run: 0 },
    ]);
  });
});
