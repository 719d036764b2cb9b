// The one place that chooses the storage backend: PostgreSQL when DATABASE_URL is configured, MongoDB when a URI is
// (both: several app instances on one database), otherwise the embedded SQLite file under the data directory (one
// machine, no service).
import { join } from 'node:path';
import { createMongoStore } from './mongo-store.ts';
import type { NoteStore } from './note-store.ts';
import { createPostgresStore } from './postgres-store.ts';
import { createSqliteStore } from './sqlite-store.ts';

export function createNoteStore(config: { dataDir: string; mongodbUri?: string | undefined; databaseUrl?: string | undefined }): NoteStore {
  if (config.databaseUrl) return createPostgresStore({ url: config.databaseUrl });
  if (config.mongodbUri) return createMongoStore({ uri: config.mongodbUri });
  return createSqliteStore({ file: join(config.dataDir, 'notes.db') });
}
