// The app for history-http.ts: built as main.ts builds it on the embedded store, or with that store keeping no
// history (BENCH_HISTORY=off; the bench's own switch, not a setting of the app). Started by the bench, stopped by
// SIGTERM.
import { join } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { readCacheFor } from '../server/src/storage/cached-store.ts';
import type { NoteStore, OutsideWritesStore, StoredNote } from '../server/src/storage/note-store.ts';
import { createSqliteStore } from '../server/src/storage/sqlite-store.ts';

/**
 * The same HTTP-visible work with or without history. Without: a write that moves the version reaches the store
 * without moving the stored one (the same UPDATE, nothing kept: history-cost.ts's "without" side), and the versions
 * the app sees are the stored ones plus the moves made, so every check and answer is as with history. Both sides
 * go through this wrapper, so its bookkeeping costs them alike.
 */
function historySwitch(store: OutsideWritesStore, keepHistory: boolean): OutsideWritesStore {
  const moved = new Map<string, number>();
  const seen = (note: StoredNote | null) => note && { ...note, version: note.version + (moved.get(note.shareId) ?? 0) };
  return {
    ...store,
    findByShareId: async (shareId, now) => seen(await store.findByShareId(shareId, now)),
    findByEditId: async (editId, now) => seen(await store.findByEditId(editId, now)),
    async updateIfVersion(shareId, expectedVersion, patch, now, replacedContent) {
      const offset = moved.get(shareId) ?? 0;
      const moves = !keepHistory && patch.version !== undefined && patch.version !== expectedVersion;
      const { version: _, ...unversioned } = patch;
      const updated = await store.updateIfVersion(shareId, expectedVersion - offset, keepHistory ? patch : unversioned, now, replacedContent);
      if (updated && moves) moved.set(shareId, offset + 1);
      return seen(updated);
    },
  };
}

const config = loadConfig();
const store: NoteStore = historySwitch(createSqliteStore({ file: join(config.dataDir, 'notes.db') }), process.env.BENCH_HISTORY !== 'off');
const app = await buildApp(config, { store: readCacheFor(store, config.readCacheBytes) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: config.host });
