// Editors whose newest text is not in IndexedDB yet: an autosave waits up to 250 ms after a key, longer on a busy
// phone. Whatever shows or discards the stored note on the writer's behalf (the "Start a new note?" question) first
// has them written, so it shows — and discards — exactly what the editor shows, not an older stored copy.
const flushes = new Set<() => Promise<void>>();

/** An editor's autosave (useAutosave), while it is on the page. */
export function registerPendingSave(flush: () => Promise<void>): () => void {
  flushes.add(flush);
  return () => flushes.delete(flush);
}

/** Writes every editor's unsaved text now; a save that fails leaves the stored copy as it was. */
export async function flushPendingSaves(): Promise<void> {
  await Promise.all([...flushes].map((flush) => flush().catch(() => undefined)));
}
