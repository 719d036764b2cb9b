// Fills a SQLite store with many small notes straight through the store (no HTTP), so the bench can measure
// reads against a realistically large file in seconds.
import { join } from 'node:path';
import { createSqliteStore } from '../server/src/storage/sqlite-store.ts';
import { storedNote } from '../server/src/test-support/stored-note.ts';

const BATCH = 5000;

/** Inserts `count` notes into DATA_DIR's notes.db; returns their share ids. */
export async function fillStore(dataDir: string, count: number): Promise<string[]> {
  const store = createSqliteStore({ file: join(dataDir, 'notes.db') });
  await store.init();
  const ids: string[] = [];
  const now = new Date();
  try {
    for (let start = 0; start < count; start += BATCH) {
      const batch = [];
      // Inserts issued in one turn share one transaction (group commit): a batch costs one fsync.
      for (let n = start; n < Math.min(count, start + BATCH); n += 1) {
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
