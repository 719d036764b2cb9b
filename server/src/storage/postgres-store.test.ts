// The PostgreSQL adapter: the shared contract against a real server whenever one is reachable (PGTEST_URL, else the
// local default), each store in a schema of its own inside a database made for this run and dropped after it; plus
// what only a shared database must guarantee — migrations applied once however many instances start together, and
// an acknowledged write outliving the connections that made it.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { storedNote } from '../test-support/stored-note.ts';
import { createTestDatabase } from '../test-support/postgres.ts';
import { describeNoteStoreContract } from './contract.ts';
import { POSTGRES_MIGRATIONS } from './postgres-migrations.ts';
import { createPostgresStore } from './postgres-store.ts';

const database = await createTestDatabase('PostgreSQL note store tests');

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!database)('PostgreSQL adapter', () => {
  afterAll(async () => {
    await database?.drop();
  });

  const freshUrl = () => {
    if (!database) throw new Error('no PostgreSQL');
    return database.freshSchema();
  };

  describeNoteStoreContract('PostgreSQL', async (options) => createPostgresStore({ url: await freshUrl(), ...options }));

  it('two instances starting together on a fresh database apply each migration once, and both work', async () => {
    const url = await freshUrl();
    const stores = [createPostgresStore({ url }), createPostgresStore({ url }), createPostgresStore({ url })];
    try {
      await Promise.all(stores.map((store) => store.init()));
      const applied = await query<{ version: number }>(url, 'SELECT version FROM schema_migrations ORDER BY version');
      expect(applied.map((row) => row.version)).toEqual(POSTGRES_MIGRATIONS.map((migration) => migration.version));
      const now = new Date('2099-01-01T00:00:00.000Z');
      const note = storedNote(now);
      expect(await stores[0]!.insert(note)).toEqual({ inserted: true });
      expect(await stores[1]!.findByShareId(note.shareId, now)).toEqual(note);
      // The same create replayed through another instance finds the note the first one stored.
      expect(await stores[2]!.insert(note)).toEqual({ inserted: false, existing: note });
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('reopening an existing database applies no migration twice', async () => {
    const url = await freshUrl();
    const first = createPostgresStore({ url });
    await first.init();
    await first.close();
    const recorded = await query(url, 'SELECT version, applied_at FROM schema_migrations ORDER BY version');
    const second = createPostgresStore({ url });
    await second.init();
    await second.close();
    expect(await query(url, 'SELECT version, applied_at FROM schema_migrations ORDER BY version')).toEqual(recorded);
  });

  it('an acknowledged write is there after its connections are cut, for a new store and for the same one', async () => {
    const base = await freshUrl();
    const scoped = new URL(base);
    scoped.searchParams.set('application_name', 'jotter_durability');
    const url = scoped.toString();
    const now = new Date('2099-01-01T00:00:00.000Z');
    const note = storedNote(now, { title: 'Kept', content: '<p>Still here</p>' });
    const writer = createPostgresStore({ url });
    await writer.init();
    try {
      expect(await writer.insert(note)).toEqual({ inserted: true });
      const updated = await writer.updateIfVersion(note.shareId, 1, { content: '<p>Saved</p>', version: 2, updatedAt: now }, now);
      expect(updated?.version).toBe(2);
      // What a crash of the instance looks like to the server: its connections end without a goodbye.
      const cut = await query<{ cut: boolean }>(
        database!.url,
        "SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = 'jotter_durability'",
      );
      expect(cut.length).toBeGreaterThan(0);

      const reader = createPostgresStore({ url });
      await reader.init();
      try {
        expect(await reader.findByShareId(note.shareId, now)).toEqual({ ...note, content: '<p>Saved</p>', version: 2 });
        expect((await reader.getVersion(note.shareId, 1, now))?.content).toBe('<p>Still here</p>');
      } finally {
        await reader.close();
      }
      // The instance whose connections were cut opens new ones and carries on.
      expect((await writer.findByShareId(note.shareId, now))?.version).toBe(2);
    } finally {
      await writer.close();
    }
  });

  it('a report whose details hold a NUL is kept, the NUL as U+FFFD (PostgreSQL text has no NUL)', async () => {
    const store = createPostgresStore({ url: await freshUrl() });
    await store.init();
    try {
      const report = { shareId: storedNote(new Date()).shareId, reason: 'spam', details: 'before\u0000after', createdAt: new Date(), key: null };
      await store.insertReport(report);
      expect(await store.listReports(report.shareId)).toEqual([{ ...report, details: 'before\uFFFDafter' }]);
    } finally {
      await store.close();
    }
  });

  it('a replay racing its own create on two instances stores one note and tells both the same holder', async () => {
    const url = await freshUrl();
    const [a, b] = [createPostgresStore({ url }), createPostgresStore({ url })];
    await Promise.all([a.init(), b.init()]);
    try {
      const now = new Date('2099-01-01T00:00:00.000Z');
      const note = storedNote(now);
      const results = await Promise.all([a.insert(note), b.insert(note), a.insert(note), b.insert(note)]);
      expect(results.filter((result) => result.inserted)).toHaveLength(1);
      for (const result of results) if (!result.inserted) expect(result.existing).toEqual(note);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
