// Removes expired notes in small batches (docs/design.md §4.3) so a large backlog never blocks the event loop for long.
// Readers already treat expired notes as missing; this only reclaims space. The same schedule thins note history
// (version-retention.ts), so no request ever waits for it.
import type { FastifyBaseLogger } from 'fastify';
import type { NoteStore } from '../../storage/note-store.ts';
import { keptVersions, retentionBounds } from './version-retention.ts';

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

/** Thins the history of every note with versions that crossed a retention bound; returns how many versions went. */
export async function thinHistory(store: NoteStore, now: Date): Promise<number> {
  const bounds = retentionBounds(now);
  let total = 0;
  // Each thinned note is marked for these bounds, so every round finds only notes not yet done.
  for (;;) {
    const shareIds = await store.notesToThin(bounds, BATCH);
    for (const shareId of shareIds) total += await store.thinVersions(shareId, bounds, keptVersions);
    if (shareIds.length < BATCH) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Starts the periodic purge; the returned function stops it. */
export function schedulePurge(store: NoteStore, log: FastifyBaseLogger): () => void {
  const run = () => {
    purgeExpiredNotes(store, new Date())
      .then((removed) => removed > 0 && log.info({ removed }, 'purged expired notes'))
      .catch((err: unknown) => log.error({ err }, 'purging expired notes failed'))
      .then(() => thinHistory(store, new Date()))
      .then((thinned) => thinned > 0 && log.info({ thinned }, 'thinned note history'))
      .catch((err: unknown) => log.error({ err }, 'thinning note history failed'));
  };
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
