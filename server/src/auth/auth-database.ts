// Where accounts live. SQLite: a file of their own (DATA_DIR/auth.db), never notes.db — a second connection
// to notes.db in this thread would hold SQLite's write lock while the notes' synchronous group committer
// waits on it. MongoDB: the notes' database, through better-auth's adapter. PostgreSQL: the notes' database, on a
// pool of its own handed to better-auth. The schema is brought up to date at every start with better-auth's own
// migration planner (SQLite, PostgreSQL) or unique indexes (MongoDB).
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { mongodbAdapter } from 'better-auth/adapters/mongodb';
import type { BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { MongoClient } from 'mongodb';
import pg from 'pg';
import { makePrivateDatabase, makePrivateDir } from '../lib/private-files.ts';
import { databaseNameIn } from '../storage/mongo-store.ts';

export interface AuthDatabase {
  /** The `database` option for betterAuth. */
  option: BetterAuthOptions['database'];
  /** Creates or updates the schema for the given options (plugins add tables). */
  migrate(options: BetterAuthOptions): Promise<void>;
  close(): Promise<void>;
}

const BUSY_TIMEOUT_MS = 5000;

function sqliteAuthDatabase(dataDir: string): AuthDatabase {
  makePrivateDir(dataDir);
  const file = join(dataDir, 'auth.db');
  // 0600, and with it the WAL and shared-memory files SQLite makes beside it (lib/private-files.ts).
  makePrivateDatabase(file);
  const db = new DatabaseSync(file);
  // The same durability as the notes: WAL, every commit fsynced before it is acknowledged.
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA foreign_keys = ON;`);
  return {
    option: db,
    async migrate(options) {
      const { runMigrations } = await getMigrations(options);
      await runMigrations();
    },
    async close() {
      db.close();
    },
  };
}

function mongoAuthDatabase(uri: string): AuthDatabase {
  const client = new MongoClient(uri);
  const db = client.db(databaseNameIn(uri) ?? 'jotter');
  return {
    option: mongodbAdapter(db, { client }),
    async migrate() {
      await client.connect();
      // better-auth checks before it writes; these make two simultaneous sign-ups with one e-mail impossible.
      await db.collection('user').createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
      await db.collection('session').createIndex({ token: 1 }, { unique: true, name: 'token_unique' });
      await db.collection('session').createIndex({ userId: 1 }, { name: 'user_id' });
      await db.collection('account').createIndex({ userId: 1 }, { name: 'user_id' });
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * The advisory lock every instance takes around better-auth's migrations: its planner compares the tables it finds
 * with the ones it wants, so two instances planning at once would both try to create the same table. Not the notes'
 * migration key (postgres-migrations.ts): accounts and notes migrate independently.
 */
export const AUTH_MIGRATION_LOCK_KEY = 0x6a6f747465722dn;

/** Accounts need few connections: a sign-in or a session check is one or two short statements. */
const AUTH_POOL_SIZE = 4;

function postgresAuthDatabase(url: string): AuthDatabase {
  const pool = new pg.Pool({ connectionString: url, max: AUTH_POOL_SIZE, connectionTimeoutMillis: 10_000 });
  // An idle connection the server ends is reported here and replaced; unhandled, the event would end the process.
  pool.on('error', () => {});
  return {
    option: pool,
    async migrate(options) {
      // Held on a connection of its own: better-auth runs its statements on the pool's other connections.
      const lock = await pool.connect();
      let broken: Error | undefined;
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [AUTH_MIGRATION_LOCK_KEY.toString()]);
        try {
          const { runMigrations } = await getMigrations(options);
          await runMigrations();
        } finally {
          await lock.query('SELECT pg_advisory_unlock($1)', [AUTH_MIGRATION_LOCK_KEY.toString()]);
        }
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        lock.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export function openAuthDatabase(config: { dataDir: string; mongodbUri: string | undefined; databaseUrl?: string | undefined }): AuthDatabase {
  if (config.databaseUrl) return postgresAuthDatabase(config.databaseUrl);
  return config.mongodbUri ? mongoAuthDatabase(config.mongodbUri) : sqliteAuthDatabase(config.dataDir);
}
