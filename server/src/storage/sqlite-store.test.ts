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
import { prose, randomEnvelope, saveEach, seeded, typeSomething } from './contract-history.ts';
import { HISTORY_LIMITS, KEYFRAME_BYTES, KEYFRAME_EVERY } from './history-limits.ts';
import { migrateSqlite, SQLITE_MIGRATIONS } from './sqlite-migrations.ts';
import { encodeDelta, encodeKeyframe } from './version-codec.ts';
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

describeNoteStoreContract('SQLite', async (options) => createSqliteStore({ file: freshFile(), ...options }));

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

/** What the file holds of a note's history: its versions (newest first) and the counts its row keeps. */
function historyOnDisk(file: string, shareId: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT version, keyframe, size, length(body) + octet_length(title) AS bytes FROM note_versions WHERE share_id = ? ORDER BY version DESC')
      .all(shareId)
      .map((row) => ({ version: Number(row.version), keyframe: row.keyframe === 1, size: Number(row.size), bytes: Number(row.bytes) }));
    const counts = db.prepare('SELECT history_versions, history_bytes, history_run FROM notes WHERE share_id = ?').get(shareId);
    return { rows, counts };
  } finally {
    db.close();
  }
}

/** The content bytes of each run of deltas a read walks up through to a keyframe (or the current content), newest first. */
function deltaRuns(rows: readonly { keyframe: boolean; size: number }[]): number[] {
  const runs = [0];
  for (const row of rows) {
    if (row.keyframe) runs.push(0);
    else runs[runs.length - 1]! += row.size;
  }
  return runs;
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
    // Each note has a version in its history; the kept note's first version stays on purpose: history keeps
    // what an edit replaced, and deleting or purging the other notes must not reach it.
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

  it('a history of large versions gets a keyframe before its deltas hold over KEYFRAME_BYTES, and the note row counts it exactly', async () => {
    const file = freshFile();
    const store = createSqliteStore({ file });
    await store.init();
    const start = new Date('2030-05-06T07:08:09.010Z');
    const random = seeded(77);
    // A large plaintext note edited a little each time (deltas of a few bytes, whole-note reads) and a large
    // encrypted one (every version a new ciphertext).
    const plain = storedNote(start, { content: Array.from({ length: 11 }, () => prose(64 * 1024, random)).join('') });
    const sealed = storedNote(start, { content: randomEnvelope(), title: '', encrypted: true });
    const plainContents = [plain.content];
    for (let i = 0; i < 9; i += 1) plainContents.push(typeSomething(plainContents.at(-1)!, random));
    const sealedContents = [sealed.content, ...Array.from({ length: 6 }, () => randomEnvelope())];
    for (const [note, contents] of [[plain, plainContents], [sealed, sealedContents]] as const) {
      await store.insert(note);
      await saveEach(store, note, contents.slice(1), (i) => new Date(start.getTime() + 1000 * (i + 1)));
    }
    await store.close();
    for (const note of [plain, sealed]) {
      const { rows, counts } = historyOnDisk(file, note.shareId);
      const runs = deltaRuns(rows);
      expect(Math.max(...runs), note.encrypted ? 'encrypted' : 'plaintext').toBeLessThanOrEqual(KEYFRAME_BYTES);
      expect(counts).toEqual({
        history_versions: rows.length,
        history_bytes: rows.reduce((sum, row) => sum + row.bytes, 0),
        history_run: runs[0],
      });
    }
    // Some of the plaintext note's versions are still the few-byte deltas of an autosave.
    expect(historyOnDisk(file, plain.shareId).rows.some((row) => !row.keyframe && row.bytes < 100)).toBe(true);
  });

  it('thinning brings history kept before the bounds within them: long chains get keyframes, the oldest go beyond the ceiling', async () => {
    const file = freshFile();
    const start = Date.parse('2030-05-06T07:08:09.010Z');
    // A database of the previous schema, holding what the old codec stored: 20 whole-envelope deltas of ~1.4 MB
    // chained up to the current content (no keyframe below version 32), ~21 MB in all.
    const legacy = openSqliteDatabase(file);
    migrateSqlite(legacy, SQLITE_MIGRATIONS.filter((migration) => migration.version < 7));
    const contents = Array.from({ length: 21 }, () => randomEnvelope());
    const shareId = newShareId();
    legacy
      .prepare(
        `INSERT INTO notes (share_id, edit_id, title, content, created_at, updated_at, version, encrypted) VALUES (?, ?, '', ?, ?, ?, 21, 1)`,
      )
      .run(shareId, 'e'.repeat(32), contents[20]!, start, start + 20_000);
    const keep = legacy.prepare(
      "INSERT INTO note_versions (share_id, version, updated_at, title, size, keyframe, body) VALUES (?, ?, ?, '', ?, ?, ?)",
    );
    for (let version = 1; version <= 20; version += 1) {
      const older = contents[version - 1]!;
      const encoded = version % KEYFRAME_EVERY === 0 ? encodeKeyframe(older) : encodeDelta(older, contents[version]!);
      keep.run(shareId, version, start + 1000 * (version - 1), Buffer.byteLength(older), encoded.keyframe ? 1 : 0, encoded.body);
    }
    legacy.close();

    const store = createSqliteStore({ file });
    await store.init();
    const now = new Date(start + 30_000);
    expect((await store.historyFootprint(shareId))!.bytes).toBeGreaterThan(HISTORY_LIMITS.maxBytes);
    // Bounds an hour back: every version is younger, so retention itself keeps them all.
    const bounds = { hourly: new Date(start - 3_600_000), daily: new Date(start - 86_400_000) };
    const removed = await store.thinVersions(shareId, bounds, (stamps) => new Set(stamps.map(({ version }) => version)));
    expect(removed).toBeGreaterThan(0);
    const footprint = (await store.historyFootprint(shareId))!;
    expect(footprint.bytes).toBeLessThanOrEqual(HISTORY_LIMITS.maxBytes);
    expect(footprint.versions).toBe(20 - removed);
    for (let version = 21 - footprint.versions; version <= 21; version += 1) {
      expect((await store.getVersion(shareId, version, now))?.content === contents[version - 1], `version ${version}`).toBe(true);
    }
    await store.close();
    const { rows, counts } = historyOnDisk(file, shareId);
    expect(Math.max(...deltaRuns(rows))).toBeLessThanOrEqual(KEYFRAME_BYTES);
    expect(counts).toEqual({ history_versions: rows.length, history_bytes: footprint.bytes, history_run: deltaRuns(rows)[0] });
  });

  it('using the store before init fails with a clear message', async () => {
    const store = createSqliteStore({ file: freshFile() });
    await expect(store.findByShareId(newShareId(), new Date())).rejects.toThrow(/call init\(\) first/);
    expect(await store.ping()).toBe(false);
  });
});
