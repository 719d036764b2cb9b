// Removes expired notes in small batches (docs/design.md §4.3) so a large backlog never blocks the event loop for long.
// Readers already treat expired notes as missing; this only reclaims space.
import type { FastifyBaseLogger } from 'fastify';
import type { NoteStore } from '../storage/note-store.ts';

const BATCH = 500;
const INTERVAL_MS = 10 * 60 * 1000;

export async function purgeExpiredNotes(store: NoteStore, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await store.purgeExpired(now, BATCH);
    total += removed;
    if (removed < BATCH) return total;
    // Yield between batches so requests keep flowing.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Starts the periodic purge; the returned function stops it. */
export function schedulePurge(store: NoteStore, log: FastifyBaseLogger): () => void {
  const run = () => {
    purgeExpiredNotes(store, new Date())
      .then((removed) => removed > 0 && log.info({ removed }, 'purged expired notes'))
      .catch((err: unknown) => log.error({ err }, 'purging expired notes failed'));
  };
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
