// The server's clock as this device can tell it. Device clocks are often wrong (a phone two hours fast), and
// expiry is the server's call: a note it still serves must never be hidden here, and the time left shown must
// be the server's. Every answer of the server carries a Date header; the offset read from it is kept in memory
// and in localStorage, so an offline start with a wrong clock still gets it right. No Dexie, no React: read-only
// pages and the service worker use it too.

const STORAGE_KEY = 'jotter:server-clock-offset';
/**
 * A reading this much above the kept offset means the device's clock was changed (or the kept one came from a
 * slow answer); within it, the kept offset stays, so ordinary jitter neither moves it nor re-renders anything.
 */
const SAME_CLOCK_MS = 2000;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser that refuses storage (privacy settings) throws on access.
    return null;
  }
}

function readStored(): number {
  const value = Number(storage()?.getItem(STORAGE_KEY) ?? '0');
  return Number.isFinite(value) ? value : 0;
}

let offsetMs = readStored();
const listeners = new Set<() => void>();

/** Milliseconds to add to the device's clock to get the server's (0 until the server has answered once). */
export function serverClockOffset(): number {
  return offsetMs;
}

/** The server's time now, as far as this device can tell: never ahead of the server's own clock. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Calls `listener` when the offset changes; returns the unsubscribe. */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Learns from an answer's Date header, received at `receivedAt` on the device's clock. The header is the
 * server's clock rounded down to the second and read before the answer travelled here, so each reading is a
 * lower bound of the true offset: the server time derived from it is never ahead of the server, and a note is
 * hidden at most a second or so after the server stopped serving it, never before. A lower reading is taken at
 * once; a higher one only when it is clearly another clock (the device's clock was set).
 */
export function learnServerTime(dateHeader: string | null, receivedAt: number = Date.now()): void {
  const serverTime = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  if (Number.isNaN(serverTime)) return;
  const reading = serverTime - receivedAt;
  if (reading >= offsetMs && reading - offsetMs <= SAME_CLOCK_MS) return;
  offsetMs = reading;
  try {
    storage()?.setItem(STORAGE_KEY, String(reading));
  } catch {
    // Full or refused storage: the offset still holds for this page.
  }
  for (const listener of listeners) listener();
}
