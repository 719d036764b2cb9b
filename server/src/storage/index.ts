// The one place that chooses the storage backend: MongoDB when a URI is configured (several app
// instances), otherwise the embedded SQLite file under the data directory (one machine, no service).
import { join } from 'node:path';
import { createMongoStore } from './mongo-store.ts';
import type { NoteStore } from './note-store.ts';
import { createSqliteStore } from './sqlite-store.ts';

export function createNoteStore(config: { dataDir: string; mongodbUri?: string }): NoteStore {
  if (config.mongodbUri) return createMongoStore({ uri: config.mongodbUri });
  return createSqliteStore({ file: join(config.dataDir, 'notes.db') });
}
