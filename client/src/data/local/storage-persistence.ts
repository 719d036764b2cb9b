// Persistent storage (StorageManager.persist): without it the browser may evict IndexedDB when space runs
// low — and with it the only copy of notes not sent yet. Asked for on the first publish and when the app is
// installed; the panel warns while unsent changes sit in storage that is not persistent. No Dexie.

type StorageApi = Pick<StorageManager, 'persist' | 'persisted'>;

const listeners = new Set<() => void>();

function storageApi(): StorageApi | null {
  if (typeof navigator === 'undefined' || !navigator.storage || typeof navigator.storage.persist !== 'function') return null;
  return navigator.storage;
}

/** Whether this site's storage is persistent; null where the browser cannot say. */
export async function isStoragePersistent(): Promise<boolean | null> {
  const storage = storageApi();
  if (!storage) return null;
  try {
    return await storage.persisted();
  } catch {
    return null;
  }
}

/** Asks once more unless already granted (browsers decide silently or ask the user); never throws. */
export async function askForPersistentStorage(): Promise<boolean | null> {
  const storage = storageApi();
  if (!storage) return null;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return null;
  } finally {
    for (const listener of listeners) listener();
  }
}

/** Calls `listener` after every request for persistence (its answer may have changed). */
export function onPersistenceAsked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Installing the app is a good moment to ask: browsers grant persistence to installed apps. */
export function askWhenInstalled(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('appinstalled', () => void askForPersistentStorage(), { once: true });
}
