// The SQLite adapter: the shared contract on a real file in a temp dir, plus what only an embedded file
// store must guarantee — data outliving the process's handle, migrations applied once, durable settings.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShareId } from '../../../shared/ids.ts';
import { storedNote } from '../test-support/stored-note.ts';
import { describeNoteStoreContract } from './contract.ts';
import { prose, saveEach, seeded, typeSomething } from './contract-history.ts';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.ts';
import { openSqliteDatabase } from './sqlite-connection.ts';
import { createSqliteStore } from './sqlite-store.ts';

let root = '';
let files = 0;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'jotter-sqlite-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A file in a directory that does not exist yet, so every store also proves it creates its directory. */
function freshFile(): string {
  files += 1;
  return join(root, `data-${files}`, 'notes.db');
}

describeNoteStoreContract('SQLite', async () => createSqliteStore({ file: freshFile() }));

function appliedMigrations(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare('SELECT version, applied_at FROM schema_migrations ORDER BY version').all();
  } finally {
    db.close();
  }
}

/** Bytes of the file's pages that hold data (free pages left by rewrites are reused, not counted). */
function bytesInUse(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const pragma = (name: string) => Number(Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0]);
    return (pragma('page_count') - pragma('freelist_count')) * pragma('page_size');
  } finally {
    db.close();
  }
}

describe('SQLite note store on disk', () => {
  it('a saved note is still there after the store is closed and reopened', async () => {
    const file = freshFile();
    const now = new Date('2030-05-06T07:08:09.010Z');
    const note = storedNote(now, { title: 'Kept', content: '<p>Still here</p>' });
    const first = createSqliteStore({ file });
    await first.init();
    await first.insert(note);
    await first.close();

    const second = createSqliteStore({ file });
    await second.init();
    expect(await second.findByShareId(note.shareId, now)).toEqual(note);
    await second.close();
  });

  it('reopening an existing database applies no migration twice', async () => {
    const file = freshFile();
    const first = createSqliteStore({ file });
    await first.init();
    await first.close();
    const recorded = appliedMigrations(file);
    expect(recorded.map((row) => row.version)).toEqual(SQLITE_MIGRATIONS.map((migration) => migration.version));

    const second = createSqliteStore({ file });
    await second.init();
    await second.close();
    expect(appliedMigrations(file)).toEqual(recorded);
  });

  it('the database is opened in WAL mode, its commits made durable by the store rather than inside COMMIT', async () => {
    const file = freshFile();
    const db = openSqliteDatabase(file);
    try {
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      // 1 is NORMAL: COMMIT does not fsync on the event loop; the group committer fsyncs the WAL (wal-sync.ts)
      // before it acknowledges a write, so an acknowledged write survives kill -9 and power loss.
      expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
      expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
      expect(db.prepare('PRAGMA secure_delete').get()).toEqual({ secure_delete: 1 });
      expect(db.prepare('PRAGMA busy_timeout').get()?.timeout).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('deleted and purged text is gone from notes.db and its WAL, not merely unlinked', async () => {
    const file = freshFile();
    const store = createSqliteStore({ file });
    await store.init();
    const now = new Date('2030-05-06T07:08:09.010Z');
    const marker = (name: string) => `GONE-${name}-${newShareId()}`;
    const deletedText = marker('deleted');
    const editedText = marker('edited-away');
    const purgedText = marker('purged');
    const keptText = marker('kept');
    // One small note and one large enough to spill into overflow pages, so both kinds of page are checked.
    const doomed = storedNote(now, { title: deletedText, content: `<p>${deletedText}</p>` });
    const large = storedNote(now, { content: `<p>${deletedText}</p>${'<p>filler text</p>'.repeat(20_000)}<p>${deletedText}</p>` });
    const expiring = storedNote(now, { content: `<p>${purgedText}</p>`, expiresAt: new Date(now.getTime() + 1000) });
    const kept = storedNote(now, { content: `<p>${editedText}</p>` });
    for (const note of [doomed, large, expiring, kept]) await store.insert(note);
    // Each note has a version in its history; the kept note's first version is kept on purpose (issue 23).
    for (const note of [doomed, large, expiring]) await store.updateIfVersion(note.shareId, 1, { content: `${note.content}<p>more</p>`, version: 2 }, now);
    await store.updateIfVersion(kept.shareId, 1, { content: `<p>${keptText}</p>`, version: 2 }, now);
    expect(await store.delete(doomed.shareId)).toBe(true);
    expect(await store.delete(large.shareId)).toBe(true);
    expect(await store.purgeExpired(new Date(now.getTime() + 1000), 10)).toBe(1);

    // Read the files while the store is still open: closing folds the WAL in anyway.
    const onDisk = [file, `${file}-wal`]
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path).toString('latin1'))
      .join('');
    expect(onDisk).toContain(keptText);
    for (const gone of [deletedText, purgedText]) expect(onDisk).not.toContain(gone);
    const reader = new DatabaseSync(file, { readOnly: true });
    const history = (shareId: string) => reader.prepare('SELECT COUNT(*) AS n FROM note_versions WHERE share_id = ?').get(shareId)?.n;
    try {
      for (const note of [doomed, large, expiring]) expect(history(note.shareId)).toBe(0);
      expect(history(kept.shareId)).toBe(1);
    } finally {
      reader.close();
    }
    await store.close();
  });

  it('1,000 autosaves of a 10 KB note add at most ~2 MB to the file, and every version reads back', async () => {
    const file = freshFile();
    const store = createSqliteStore({ file });
    await store.init();
    const random = seeded(1000);
    const start = new Date('2030-05-06T07:08:09.010Z');
    const note = storedNote(start, { content: prose(10 * 1024, random) });
    await store.insert(note);
    await store.close();
    const before = bytesInUse(file);

    const reopened = createSqliteStore({ file });
    await reopened.init();
    const contents = [note.content];
    for (let i = 0; i < 1000; i += 1) contents.push(typeSomething(contents.at(-1)!, random));
    await saveEach(reopened, note, contents.slice(1), (i) => new Date(start.getTime() + 2000 * (i + 1)));
    const now = new Date(start.getTime() + 2000 * 1001);
    for (const version of [1, 2, 500, 999, 1000, 1001]) {
      expect((await reopened.getVersion(note.shareId, version, now))?.content === contents[version - 1], `version ${version}`).toBe(true);
    }
    await reopened.close();
    const grown = bytesInUse(file) - before;
    // Uncompressed, the versions alone would be over 10 MB.
    expect(grown).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('using the store before init fails with a clear message', async () => {
    const store = createSqliteStore({ file: freshFile() });
    await expect(store.findByShareId(newShareId(), new Date())).rejects.toThrow(/call init\(\) first/);
    expect(await store.ping()).toBe(false);
  });
});
