// The read cache in front of SQLite: it behaves like the store it wraps (the shared contract), stays coherent
// when another process writes the same file (an admin command disabling or deleting notes while the server
// runs), never serves an expired note, and stays within its byte budget.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedNote } from '../test-support/stored-note.ts';
import { noteBytes, readCacheFor, withReadCache, type CachedNoteStore } from './cached-store.ts';
import { describeNoteStoreContract } from './contract.ts';
import { openSqliteDatabase } from './sqlite-connection.ts';
import { createSqliteStore } from './sqlite-store.ts';

let root = '';
let files = 0;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'jotter-cache-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
const freshFile = () => join(root, `notes-${(files += 1)}.db`);
/** A request arriving after something happened comes in through a later event-loop turn. */
const laterTurn = () => new Promise((done) => setImmediate(done));
/** A note is kept from its second read on (ByteLru.offer): read it twice, so what follows is answered from memory. */
const readTwice = async (store: CachedNoteStore, shareId: string, now: Date) => {
  await store.findByShareId(shareId, now);
  return store.findByShareId(shareId, now);
};

describeNoteStoreContract('cached SQLite', async (options) => readCacheFor(createSqliteStore({ file: freshFile(), ...options }), 8 * 1024 * 1024));

describe('the read cache', () => {
  const now = new Date('2030-01-01T00:00:00.000Z');
  let file: string;
  let store: CachedNoteStore;
  let outsider: DatabaseSync;

  beforeEach(async () => {
    file = freshFile();
    store = withReadCache(createSqliteStore({ file }), 1024 * 1024);
    await store.init();
    // A second connection on the same file, as a separate admin process would open it.
    outsider = openSqliteDatabase(file);
  });
  afterEach(async () => {
    outsider.close();
    await store.close();
  });

  it('answers repeated reads from memory, from the second read on', async () => {
    const note = storedNote(now);
    await store.insert(note);
    await readTwice(store, note.shareId, now);
    await store.findByShareId(note.shareId, now);
    expect(await store.findByShareId(note.shareId, now)).toEqual(note);
    expect(store.stats()).toMatchObject({ hits: 2, misses: 2, entries: 1 });
  });

  it('a walk over many notes read once each keeps none of them, and pushes out nothing read often', async () => {
    const small = withReadCache(createSqliteStore({ file: freshFile() }), 64 * 1024);
    await small.init();
    try {
      const often = storedNote(now);
      await small.insert(often);
      await readTwice(small, often.shareId, now);
      const walked = Array.from({ length: 200 }, () => storedNote(now, { content: `<p>${'x'.repeat(2000)}</p>` }));
      for (const note of walked) await small.insert(note);
      for (const note of walked) expect(await small.findByShareId(note.shareId, now)).toEqual(note);
      expect(small.stats().entries).toBe(1);
      const { hits } = small.stats();
      expect(await small.findByShareId(often.shareId, now)).toEqual(often);
      expect(small.stats().hits).toBe(hits + 1);
    } finally {
      await small.close();
    }
  });

  it('a note deleted by another process is gone at the next read', async () => {
    const note = storedNote(now);
    await store.insert(note);
    expect(await readTwice(store, note.shareId, now)).toEqual(note);
    outsider.prepare('DELETE FROM notes WHERE share_id = ?').run(note.shareId);
    await laterTurn();
    expect(await store.findByShareId(note.shareId, now)).toBeNull();
  });

  it('a note changed by another process is read again, not served from memory', async () => {
    const note = storedNote(now, { content: '<p>original</p>' });
    await store.insert(note);
    await readTwice(store, note.shareId, now);
    outsider.prepare("UPDATE notes SET content = '<p>disabled by an operator</p>' WHERE share_id = ?").run(note.shareId);
    await laterTurn();
    expect((await store.findByShareId(note.shareId, now))?.content).toBe('<p>disabled by an operator</p>');
  });

  it('writes through this process are seen at once', async () => {
    const note = storedNote(now);
    await store.insert(note);
    await store.findByShareId(note.shareId, now);
    const updated = await store.updateIfVersion(note.shareId, 1, { content: '<p>new</p>', version: 2 }, now);
    expect(await store.findByShareId(note.shareId, now)).toEqual(updated);
    await store.recordFailedAttempt(note.shareId);
    expect((await store.findByShareId(note.shareId, now))?.failedAttempts).toBe(1);
    await store.delete(note.shareId);
    expect(await store.findByShareId(note.shareId, now)).toBeNull();
  });

  it('never serves a note at or after its expiry, even from memory', async () => {
    const expiresAt = new Date(now.getTime() + 1000);
    const note = storedNote(now, { expiresAt });
    await store.insert(note);
    expect(await readTwice(store, note.shareId, now)).toEqual(note);
    expect(await store.findByShareId(note.shareId, new Date(expiresAt.getTime() - 1))).toEqual(note);
    expect(await store.findByShareId(note.shareId, expiresAt)).toBeNull();
    expect(await store.findByShareId(note.shareId, new Date(expiresAt.getTime() + 1))).toBeNull();
  });

  it('a reader changing the note it got does not change what the next reader gets', async () => {
    const note = storedNote(now, { title: 'Kept' });
    await store.insert(note);
    const first = await readTwice(store, note.shareId, now);
    first!.title = 'Scribbled';
    expect((await store.findByShareId(note.shareId, now))?.title).toBe('Kept');
  });

  it('stays within its byte budget, dropping the least recently read notes', async () => {
    const small = withReadCache(createSqliteStore({ file: freshFile() }), 64 * 1024);
    await small.init();
    try {
      const notes = Array.from({ length: 40 }, () => storedNote(now, { content: `<p>${'x'.repeat(2000)}</p>` }));
      for (const note of notes) {
        await small.insert(note);
        await readTwice(small, note.shareId, now);
      }
      const { bytes, entries } = small.stats();
      expect(bytes).toBeLessThanOrEqual(64 * 1024);
      expect(entries).toBe(Math.floor((64 * 1024) / noteBytes(notes[0]!)));
      // The newest is still there; the oldest had to go and is read from the file again, still correct.
      await small.findByShareId(notes.at(-1)!.shareId, now);
      expect(small.stats().hits).toBe(1);
      expect(await small.findByShareId(notes[0]!.shareId, now)).toEqual(notes[0]);
    } finally {
      await small.close();
    }
  });

  it('is not put in front of a store that cannot see other processes’ writes', () => {
    const blind = { ...createSqliteStore({ file: freshFile() }), outsideWrites: undefined };
    expect(readCacheFor(blind, 1024 * 1024)).toBe(blind);
  });
});
