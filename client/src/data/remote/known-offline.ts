// Whether the platform is sure there is no connection: `navigator.onLine` false proves it, true proves nothing. Asked
// before a request that would only fail (a drain, a history read, a restore), from the page and the service worker.

export const knownOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
