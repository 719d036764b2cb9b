// Real PostgreSQL for the tests that need one: PGTEST_URL, else the local default (trust auth, database `test`). Each
// test file that uses it gets a database of its own, made from nothing and dropped at the end, so runs never see each
// other's rows; each store inside it gets a schema of its own (cheaper than a database per test). Without a
// reachable server the tests skip loudly instead of passing silently.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PGTEST_URL = process.env.PGTEST_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  /** The run's own database. */
  url: string;
  /** A URL of the run's database whose connections work in a new, empty schema (their search_path). */
  freshSchema(): Promise<string>;
  /** Ends every connection to the database and drops it. */
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `jotter_test_<random>` on the PGTEST_URL server, or answers null with a banner when none answers. */
export async function createTestDatabase(suite: string): Promise<TestDatabase | null> {
  const name = `jotter_test_${randomBytes(6).toString('hex')}`;
  try {
    await withClient(PGTEST_URL, (client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `\n${'='.repeat(78)}\n${suite} SKIPPED: no PostgreSQL at ${PGTEST_URL} (${reason}).\nSet PGTEST_URL to a server where the user may create databases to run them.\n${'='.repeat(78)}\n`,
    );
    return null;
  }
  const url = withDatabase(PGTEST_URL, name);
  let schemas = 0;
  return {
    url,
    async freshSchema() {
      schemas += 1;
      const schema = `store_${schemas}`;
      await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
      const scoped = new URL(url);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      return scoped.toString();
    },
    async drop() {
      await withClient(PGTEST_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
