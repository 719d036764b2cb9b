// Work that must not compete with the first paint and hydration (loading Dexie, the service worker): run
// it when the browser is idle, and at the latest after `maxDelayMs`.
export function whenIdle(callback: () => void, maxDelayMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(callback, { timeout: maxDelayMs });
  return () => cancelIdleCallback(idle);
}
