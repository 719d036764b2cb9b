// New builds and stale chunks (docs/design.md §6.7): a new service worker or a failed chunk load is applied as a
// full page load on the next navigation (outbox drained first), guarded to one reload per 10 s.
import type { AroundNavHandler } from 'wouter';
import { guardedFullLoad } from './reload-guard.ts';
import { drainBeforeUpdate } from './sync-starter.ts';
import { whenIdle } from '../platform/when-idle.ts';

const CONTROLLER_CHANGE_MAX_MS = 3_000;
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const UPDATE_CHECK_ON_VISIBLE_MIN_GAP_MS = 10 * 60 * 1000;
const SERVICE_WORKER_MAX_DELAY_MS = 5_000;

type Pending = { kind: 'chunk-error' } | { kind: 'update'; activate: () => Promise<void> };
let pending: Pending | null = null;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export function markChunkLoadError(): void {
  if (!pending) pending = { kind: 'chunk-error' };
}

/** wouter's navigation hook at the root router: turns the next navigation into a reload when due. */
export const navigateOrReload: AroundNavHandler = (navigate, to, options) => {
  const due = pending;
  if (!due) {
    navigate(to, options);
    return;
  }
  pending = null;
  const url = new URL(to, location.href).href;
  if (due.kind === 'chunk-error') {
    if (!guardedFullLoad(url)) navigate(to, options);
    return;
  }
  void due.activate().then(() => {
    if (!guardedFullLoad(url)) navigate(to, options);
  });
};

/** A long-open tab learns about new builds: hourly, and when it comes back into view (at most every 10 min). */
function watchForUpdates(check: () => void): void {
  let lastCheck = Date.now();
  const checkIfDue = (minGapMs: number) => {
    if (Date.now() - lastCheck < minGapMs) return;
    lastCheck = Date.now();
    check();
  };
  setInterval(() => checkIfDue(0), UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkIfDue(UPDATE_CHECK_ON_VISIBLE_MIN_GAP_MS);
  });
}

/** Registers the service worker (production only) and watches for a waiting new build. */
export function registerServiceWorker(): void {
  window.addEventListener('vite:preloadError', markChunkLoadError);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The service worker precaches the whole build: that waits until the page has loaded and is idle.
  const start = () => whenIdle(startServiceWorker, SERVICE_WORKER_MAX_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function startServiceWorker(): void {
  import('workbox-window')
    .then(({ Workbox }) => {
      const workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => {
        pending = {
          kind: 'update',
          activate: async () => {
            await drainBeforeUpdate();
            const controlling = new Promise<void>((resolve) => {
              workbox.addEventListener('controlling', () => resolve());
              setTimeout(resolve, CONTROLLER_CHANGE_MAX_MS);
            });
            workbox.messageSkipWaiting();
            await controlling;
          },
        };
      });
      watchForUpdates(() => void workbox.update());
      return workbox.register();
    })
    .catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
}
