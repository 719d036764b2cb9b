// What the MongoDB adapter must get right about replication, which the contract suite cannot show on a
// single test server: a write waits for a majority, and majority reads do not see it until then. The
// driver is replaced by a primary that has applied writes its majority-committed view does not show yet.
import type * as MongoDriver from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { storedNote } from '../test-support/stored-note.ts';
import { createMongoStore } from './mongo-store.ts';

type Doc = Record<string, unknown>;

vi.mock('mongodb', async (importOriginal) => {
  const actual = await importOriginal<typeof MongoDriver>();
  /** Applied on the primary, not yet acknowledged by a majority. */
  const primary: Doc[] = [];
  const matches = (doc: Doc, filter: Doc) =>
    Object.entries(filter).every(([key, value]) => key.startsWith('$') || doc[key] === value);
  const collection = {
    createIndexes: () => Promise.resolve([]),
    insertOne: (doc: Doc) => {
      if (primary.some((held) => held.share_id === doc.share_id || held.edit_id === doc.edit_id)) {
        return Promise.reject(new actual.MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error' }));
      }
      primary.push({ ...doc });
      return Promise.resolve({ acknowledged: true });
    },
    findOne: (filter: Doc, options: { readConcern?: { level?: string } } = {}) => {
      const level = options.readConcern?.level ?? 'majority';
      const visible = level === 'majority' ? [] : primary;
      return Promise.resolve(visible.find((doc) => matches(doc, filter)) ?? null);
    },
  };
  class MongoClient {
    connect() {
      return Promise.resolve(this);
    }
    close() {
      return Promise.resolve();
    }
    db() {
      return { collection: () => collection, command: () => Promise.resolve({ ok: 1 }) };
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
});
