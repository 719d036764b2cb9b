// Fills a store with many small notes straight through the store (no HTTP), so the bench can measure reads
// against a realistically large database in seconds: the SQLite file, or the PostgreSQL database.
import { join } from 'node:path';
import type { NoteStore } from '../server/src/storage/note-store.ts';
import { createPostgresStore } from '../server/src/storage/postgres-store.ts';
import { createSqliteStore } from '../server/src/storage/sqlite-store.ts';
import { storedNote } from '../server/src/test-support/stored-note.ts';

/** Inserts `count` notes into `store`, `batch` at a time, and closes it; returns their share ids. */
async function fillNotes(store: NoteStore, count: number, batchSize: number): Promise<string[]> {
  await store.init();
  const ids: string[] = [];
  const now = new Date();
  try {
    for (let start = 0; start < count; start += batchSize) {
      const batch = [];
      // Inserts issued in one turn share one transaction on SQLite (group commit: a batch costs one fsync); on
      // PostgreSQL they keep the pool's connections busy (each waits at most 10 s for one: a few per connection).
      for (let n = start; n < Math.min(count, start + batchSize); n += 1) {
        const note = storedNote(now, { title: `Note ${n}`, content: `<p>Note ${n}: a few words someone wrote down to share.</p>` });
        ids.push(note.shareId);
        batch.push(store.insert(note));
      }
      await Promise.all(batch);
    }
  } finally {
    await store.close();
  }
  return ids;
}

/** Inserts `count` notes into DATA_DIR's notes.db; returns their share ids. */
export function fillStore(dataDir: string, count: number): Promise<string[]> {
  return fillNotes(createSqliteStore({ file: join(dataDir, 'notes.db') }), count, 5000);
}

/** Inserts `count` notes into the PostgreSQL database at `url`; returns their share ids. */
export function fillPostgres(url: string, count: number): Promise<string[]> {
  return fillNotes(createPostgresStore({ url, poolSize: 40 }), count, 400);
}
