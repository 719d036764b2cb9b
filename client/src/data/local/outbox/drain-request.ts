// A local write asks for the outbox to be drained soon; the sync layer decides when (data/sync/sync-triggers.ts
// listens while the page's sync runs). The asking lives here, beside the outbox, so the commands that write need not
// import the sync engine: the data layer's folders point one way, sync → local (docs/decisions.md).

let listener: (() => void) | null = null;

/** Called by commands after a local write has committed; nothing while no sync is running (the service worker, tests). */
export function requestDrain(): void {
  listener?.();
}

/** Makes `onRequest` the answer to every requestDrain; returns the function that stops it. */
export function onDrainRequested(onRequest: () => void): () => void {
  listener = onRequest;
  return () => {
    if (listener === onRequest) listener = null;
  };
}
