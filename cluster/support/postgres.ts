// A PostgreSQL database of its own for each cluster run, created on the server named by CLUSTER_POSTGRES_URL
// (default: the local test server, user postgres, database test) and dropped at the end, so runs never see
// each other's notes and leave nothing behind.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const ADMIN_URL = process.env.CLUSTER_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function sql(statement: string, url = ADMIN_URL): Promise<string> {
  const { stdout } = await run('psql', [url, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-c', statement], { timeout: 10_000 });
  return stdout.trim();
}

export async function postgresReachable(): Promise<boolean> {
  return sql('select 1').then((answer) => answer === '1', () => false);
}

export interface TestDatabase {
  /** DATABASE_URL for the instances. */
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `jotter_cluster_${randomBytes(6).toString('hex')}`;
  await sql(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // WITH (FORCE): an instance killed mid-run may still hold a connection the server has not noticed is gone.
    drop: () => sql(`drop database if exists ${name} with (force)`).then(() => undefined),
  };
}
