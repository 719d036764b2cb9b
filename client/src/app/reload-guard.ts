// Reloads that recover from a stale build (a new deployment, a chunk that no longer exists) — at most
// one per 10 s (docs/design.md §6.7), so a build that keeps failing cannot trap the browser in a reload loop.
export const RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'jotter:last-reload';

/** Whether a recovery reload may happen now, given when the last one happened (ms epoch, or null). */
export function reloadAllowed(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt < 0 || now - lastReloadAt >= RELOAD_GUARD_MS;
}

function lastReloadAt(): number | null {
  try {
    const value = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Loads `url` as a full page if the guard allows it; returns false when it did not. */
export function guardedFullLoad(url: string): boolean {
  const now = Date.now();
  if (!reloadAllowed(now, lastReloadAt())) return false;
  try {
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage the guard cannot persist; reloading once is still the right call.
  }
  location.assign(url);
  return true;
}
