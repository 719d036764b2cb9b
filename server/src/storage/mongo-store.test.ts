// The MongoDB adapter runs the shared contract whenever MONGODB_URI points at a server (each store gets
// its own database, dropped afterwards). No MongoDB can be installed on the dev machines, so without the
// variable the suite is reported as skipped rather than silently passing.
import { MongoClient } from 'mongodb';
import { afterAll, describe } from 'vitest';
import { describeNoteStoreContract } from './contract.ts';
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

  describeNoteStoreContract('MongoDB', async () => {
    if (!uri) throw new Error('MONGODB_URI not set');
    const dbName = `${runId}_${databases.length}`;
    databases.push(dbName);
    return createMongoStore({ uri, dbName });
  });
});
