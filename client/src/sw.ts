// The service worker (vite-plugin-pwa injectManifest, docs/design.md §6.7): precaches the build (shell, chunks, all
// catalogs, icons); page navigations go to the network and fall back to the shell offline; /n/ pages are
// network-first with a small cache so recently read notes open offline (never protected ones); Background
// Sync drains the outbox; a waiting new build takes over when the page asks (on its next navigation).
// The sync engine is imported statically: service workers may not use dynamic import().
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { NOTE_PAGES_CACHE } from './data/local/on-demand/note-page-cache.ts';
import { BACKGROUND_SYNC_TAG, drainForBackgroundSync } from './data/sync/sync-engine.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}
interface ServiceWorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}
declare const self: ServiceWorkerScope;

const NAVIGATION_TIMEOUT_S = 5;
const NOTE_PAGES_KEPT = 50;
const NOTE_PAGE = /^\/n\/[^/]+(\/print)?\/?$/;

// Only the precached files themselves: by default workbox also answers `/` with the precached index.html, the
// raw English shell, so the installed app's start page ignored the chosen language (the server redirects `/`
// to it, and the offline shell follows the same rule: platform/initial-data.ts).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const shell = createHandlerBoundToURL('index.html');

/** Keeps only the most recently stored note pages (Cache keys are in insertion order). */
async function trimNotePages(): Promise<void> {
  const cache = await caches.open(NOTE_PAGES_CACHE);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - NOTE_PAGES_KEPT)).map((key) => cache.delete(key)));
}

/**
 * Only whole pages the server lets anyone keep: a protected note's page is `no-store` and evicts any copy
 * kept from before it got a password; a note now gone (404) or taken down by the operator (410) evicts its
 * copy too, so it cannot be read offline any more. (A plugin with cacheWillUpdate replaces workbox's 200-only
 * default.)
 */
const storableNotePage = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
    const unreadable = response.status === 404 || response.status === 410;
    if (unreadable || /no-store/i.test(response.headers.get('cache-control') ?? '')) {
      await (await caches.open(NOTE_PAGES_CACHE)).delete(request);
      return null;
    }
    return response.status === 200 ? response : null;
  },
};

const notePages = new NetworkFirst({
  cacheName: NOTE_PAGES_CACHE,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
  plugins: [storableNotePage, { cacheDidUpdate: trimNotePages }],
});
const pages = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S });

registerRoute(
  new NavigationRoute(
    async (options) => {
      const strategy = NOTE_PAGE.test(options.url.pathname) ? notePages : pages;
      try {
        return await strategy.handle(options);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

self.addEventListener('sync', (event) => {
  // Rejects while changes are still undelivered, which makes the browser retry the sync later.
  if (event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(drainForBackgroundSync());
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    event.waitUntil(self.skipWaiting());
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
