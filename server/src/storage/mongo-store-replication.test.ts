// What the MongoDB adapter must get right about replication, which the contract suite cannot show on a
// single test server: a write waits for a majority, and majority reads do not see it until then. The
// driver is replaced by a primary that has applied writes its majority-committed view does not show yet.
// The same fake stands in for the TTL monitor, which removes expired notes without telling the adapter.
import type * as MongoDriver from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { storedNote } from '../test-support/stored-note.ts';
import { createMongoStore } from './mongo-store.ts';

type Doc = Record<string, unknown>;

/** The fake primary's documents per collection, so a test can remove one the way the TTL monitor does. */
const primaries = vi.hoisted(() => new Map<string, Array<Record<string, unknown>>>());

vi.mock('mongodb', async (importOriginal) => {
  const actual = await importOriginal<typeof MongoDriver>();
  const duplicate = () => Promise.reject(new actual.MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error' }));
  /** Equality, and $in on a field; operators the adapter adds for expiry ($or) are ignored. */
  const matches = (doc: Doc, filter: Doc) =>
    Object.entries(filter).every(([key, value]) => {
      if (key.startsWith('$')) return true;
      const wanted = value as { $in?: unknown[] } | null;
      return wanted && typeof wanted === 'object' && Array.isArray(wanted.$in) ? wanted.$in.includes(doc[key]) : doc[key] === value;
    });
  /** One collection whose documents are applied on the primary but not yet acknowledged by a majority. */
  const fakeCollection = (name: string, unique: string[]) => {
    const primary: Doc[] = [];
    primaries.set(name, primary);
    const visible = (options: { readConcern?: { level?: string } } = {}) => ((options.readConcern?.level ?? 'majority') === 'majority' ? [] : primary);
    return {
      createIndexes: () => Promise.resolve([]),
      // A database created by this version: there is no old edit_id index to drop.
      dropIndex: () => Promise.reject(new actual.MongoServerError({ code: 27, errmsg: 'index not found' })),
      insertOne: (doc: Doc) => {
        if (primary.some((held) => unique.some((key) => held[key] !== undefined && held[key] === doc[key]))) return duplicate();
        primary.push({ ...doc });
        return Promise.resolve({ acknowledged: true });
      },
      findOne: (filter: Doc, options?: { readConcern?: { level?: string } }) =>
        Promise.resolve(visible(options).find((doc) => matches(doc, filter)) ?? null),
      find: (filter: Doc, options?: { readConcern?: { level?: string } }) => {
        const found = visible(options).filter((doc) => matches(doc, filter));
        return { toArray: () => Promise.resolve(found), [Symbol.asyncIterator]: () => found.values() };
      },
      updateMany: (filter: Doc, update: { $set: Doc }) => {
        for (const doc of primary.filter((held) => matches(held, filter))) Object.assign(doc, update.$set);
        return Promise.resolve({ acknowledged: true });
      },
      updateOne: () => Promise.resolve({ acknowledged: true }),
    };
  };
  const collections: Record<string, ReturnType<typeof fakeCollection>> = {
    notes: fakeCollection('notes', ['share_id']),
    note_ids: fakeCollection('note_ids', ['_id']),
    reports: fakeCollection('reports', []),
    migrations: fakeCollection('migrations', ['_id']),
    note_versions: fakeCollection('note_versions', []),
  };
  class MongoClient {
    connect() {
      return Promise.resolve(this);
    }
    close() {
      return Promise.resolve();
    }
    db() {
      return { collection: (name: string) => collections[name], command: () => Promise.resolve({ ok: 1 }) };
    }
  }
  return { ...actual, MongoClient };
});

const NOW = new Date('2030-01-01T00:00:00.000Z');

describe('MongoDB adapter under replication lag', () => {
  it('a replayed create whose first attempt is still replicating is answered as a replay, not as id-taken', async () => {
    const store = createMongoStore({ uri: 'mongodb://primary.test/jotter' });
    await store.init();
    const note = storedNote(NOW);
    // The first attempt's insert is on the primary, waiting for the majority; the client timed out and retries.
    expect(await store.insert(note)).toEqual({ inserted: true });
    expect(await store.insert({ ...note })).toEqual({ inserted: false, existing: note });
    await store.close();
  });

  it('ids of a note the TTL monitor removed (without telling the adapter) stay retired', async () => {
    const store = createMongoStore({ uri: 'mongodb://primary.test/jotter' });
    await store.init();
    const note = storedNote(NOW, { expiresAt: new Date(NOW.getTime() + 1000) });
    expect(await store.insert(note)).toEqual({ inserted: true });
    const notes = primaries.get('notes') ?? [];
    notes.splice(notes.findIndex((doc) => doc.share_id === note.shareId), 1);
    const retired = { inserted: false, existing: null };
    expect(await store.insert({ ...note, expiresAt: null })).toEqual(retired);
    expect(await store.insert(storedNote(NOW, { shareId: note.shareId }))).toEqual(retired);
    expect(await store.insert(storedNote(NOW, { editId: note.editId }))).toEqual(retired);
    await store.close();
  });
});
