// The service worker's cache of note pages read recently (client/src/sw.ts keeps them for offline reading).
// A page of an unprotected note carries its text, so notes that leave this device leave this cache too.
// No Dexie.

/** Changing this orphans the pages kept by older builds: keep it. */
export const NOTE_PAGES_CACHE = 'jotter-note-pages';

/** The note a cached page URL shows (/n/{id} or /n/{id}/print), else null. */
export function notePageShareId(url: string): string | null {
  const match = /^\/n\/([^/]+)(\/print)?\/?$/.exec(new URL(url, 'http://localhost').pathname);
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
}

/** Removes the cached pages of these notes; nothing where the browser has no Cache Storage. */
export async function forgetNotePages(shareIds: readonly string[]): Promise<void> {
  if (shareIds.length === 0 || typeof caches === 'undefined' || !(await caches.has(NOTE_PAGES_CACHE))) return;
  const leaving = new Set(shareIds);
  const cache = await caches.open(NOTE_PAGES_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.filter((key) => leaving.has(notePageShareId(key.url) ?? '')).map((key) => cache.delete(key)));
}
