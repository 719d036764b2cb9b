// Starts the data layer's sync engine at most once, lazily, so pages that never touch local notes
// (a visitor reading /n/{id}) never download Dexie. Also drains the outbox before a new build takes over.
const DRAIN_BEFORE_UPDATE_MAX_MS = 5_000;

let started = false;

export function startSyncOnce(): void {
  if (started) return;
  started = true;
  Promise.all([import('../data/sync/on-demand/start-data-layer.ts'), import('../features/announcements/published-notice.ts')])
    .then(([{ startDataLayer }, { announcePublishedNotes }]) => {
      // Listening first: a note acknowledged as the data layer starts is announced too.
      announcePublishedNotes();
      return startDataLayer();
    })
    .catch((error: unknown) => {
      console.error('Failed to start sync', error);
    });
}

/**
 * Whether the data layer has been loaded in this page (then using it costs nothing more). Read while
 * rendering, not subscribed to: only an already-allowed page starts it, so the answer never changes what
 * a mounted page shows — and a store subscription would re-render the whole app, synchronously, the
 * moment sync starts.
 */
export function isSyncStarted(): boolean {
  return started;
}

/** Pushes queued changes before a reload; bounded, because the queue survives the reload anyway. */
export async function drainBeforeUpdate(): Promise<void> {
  if (!started) return;
  const { drainOutbox } = await import('../data/sync/sync-engine.ts');
  await Promise.race([
    drainOutbox().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, DRAIN_BEFORE_UPDATE_MAX_MS)),
  ]);
}
