// The MongoDB adapter runs the shared contract whenever MONGODB_URI points at a server (each store gets
// its own database, dropped afterwards). No MongoDB can be installed on the dev machines, so without the
// variable the suite is reported as skipped rather than silently passing.
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { storedNote } from '../test-support/stored-note.ts';
import { describeNoteStoreContract } from './contract.ts';
import { prose, saveEach, seeded, typeSomething } from './contract-history.ts';
import { createMongoStore } from './mongo-store.ts';

const uri = process.env.MONGODB_URI;
if (!uri) console.warn('MongoDB contract tests skipped: MONGODB_URI not set');

describe.skipIf(!uri)('MongoDB adapter', () => {
  const runId = `jotter_test_${process.pid}_${Date.now()}`;
  const databases: string[] = [];

  afterAll(async () => {
    if (!uri || databases.length === 0) return;
    const client = new MongoClient(uri);
    try {
      for (const name of databases) await client.db(name).dropDatabase();
    } finally {
      await client.close();
    }
  });

  const freshDatabase = () => {
    const dbName = `${runId}_${databases.length}`;
    databases.push(dbName);
    return dbName;
  };

  describeNoteStoreContract('MongoDB', async (options) => {
    if (!uri) throw new Error('MONGODB_URI not set');
    return createMongoStore({ uri, dbName: freshDatabase(), ...options });
  });

  it('ids of a note the TTL monitor removed stay retired', async () => {
    if (!uri) throw new Error('MONGODB_URI not set');
    const dbName = freshDatabase();
    const store = createMongoStore({ uri, dbName });
    const client = new MongoClient(uri);
    try {
      await store.init();
      const now = new Date('2099-01-01T00:00:00.000Z');
      const note = storedNote(now, { expiresAt: new Date(now.getTime() + 1000) });
      expect(await store.insert(note)).toEqual({ inserted: true });
      // What the TTL monitor does: the document goes, and nobody is told.
      await client.db(dbName).collection('notes').deleteOne({ share_id: note.shareId });
      const retired = { inserted: false, existing: null };
      expect(await store.insert({ ...note, expiresAt: null })).toEqual(retired);
      expect(await store.insert(storedNote(now, { shareId: note.shareId }))).toEqual(retired);
      expect(await store.insert(storedNote(now, { editId: note.editId }))).toEqual(retired);
    } finally {
      await store.close();
      await client.close();
    }
  });

  it('notes stored before the id registry existed get their ids registered at start', async () => {
    if (!uri) throw new Error('MONGODB_URI not set');
    const dbName = freshDatabase();
    const client = new MongoClient(uri);
    const now = new Date('2099-01-01T00:00:00.000Z');
    const old = storedNote(now);
    try {
      await client.db(dbName).collection('notes').insertOne({ share_id: old.shareId, edit_id: old.editId, expires_at: null });
      const store = createMongoStore({ uri, dbName });
      await store.init();
      await client.db(dbName).collection('notes').deleteOne({ share_id: old.shareId });
      expect(await store.insert(storedNote(now, { shareId: old.shareId }))).toEqual({ inserted: false, existing: null });
      await store.close();
    } finally {
      await client.close();
    }
  });

  it('notes can be sharded by share id: no unique edit_id index, an old one is dropped, edit links still resolve', async () => {
    if (!uri) throw new Error('MONGODB_URI not set');
    const dbName = freshDatabase();
    const client = new MongoClient(uri);
    try {
      // As an earlier version left the collection.
      await client.db(dbName).collection('notes').createIndex({ edit_id: 1 }, { name: 'edit_id_unique', unique: true });
      const store = createMongoStore({ uri, dbName });
      await store.init();
      const indexes = await client.db(dbName).collection('notes').indexes();
      expect(indexes.filter((index) => index.unique).map((index) => Object.keys(index.key))).toEqual([['share_id']]);
      const now = new Date('2099-01-01T00:00:00.000Z');
      const note = storedNote(now);
      await store.insert(note);
      expect(await store.findByEditId(note.editId, now)).toEqual(note);
      expect(await store.findByEditId(note.shareId, now)).toBeNull();
      await store.close();
    } finally {
      await client.close();
    }
  });

  it('1,000 autosaves of a 10 KB note keep at most ~2 MB of history', async () => {
    if (!uri) throw new Error('MONGODB_URI not set');
    const dbName = freshDatabase();
    const store = createMongoStore({ uri, dbName });
    const client = new MongoClient(uri);
    try {
      await store.init();
      const random = seeded(1000);
      const start = new Date('2099-01-01T00:00:00.000Z');
      const note = storedNote(start, { content: prose(10 * 1024, random) });
      await store.insert(note);
      const contents = [note.content];
      for (let i = 0; i < 1000; i += 1) contents.push(typeSomething(contents.at(-1)!, random));
      await saveEach(store, note, contents.slice(1), (i) => new Date(start.getTime() + 2000 * (i + 1)));
      const now = new Date(start.getTime() + 2000 * 1001);
      for (const version of [1, 500, 1000]) {
        expect((await store.getVersion(note.shareId, version, now))?.content === contents[version - 1], `version ${version}`).toBe(true);
      }
      // The BSON size of every history document (before the storage engine's own compression).
      const [stats] = await client.db(dbName).collection('note_versions').aggregate<{ storageStats: { size: number } }>([{ $collStats: { storageStats: {} } }]).toArray();
      expect(stats?.storageStats.size).toBeLessThanOrEqual(2 * 1024 * 1024);
    } finally {
      await store.close();
      await client.close();
    }
  });
});
