// When the page drains the outbox (docs/design.md §6.3): after a local write (debounced), when the connection returns,
// when the tab becomes visible, every 30 s and on a retry timer; it also registers Background Sync so the
// service worker delivers with every tab closed. A local write, `online`, the page shown and any successful
// answer end the backoff of waiting ops (with jitter); while a visible page waits on backoff, a cheap health
// probe looks for the server's return.
import { onServerAnswered, probeServer } from '../remote/api-client.ts';
import { canWake, WAKE_JITTER_MS } from '../local/outbox/backoff.ts';
import { db } from '../local/db.ts';
import { makeWaitsDue } from '../local/outbox/outbox.ts';
import { nextDueAt } from '../local/outbox/queue-order.ts';
import { knownOffline } from '../remote/known-offline.ts';
import { onDrainRequested } from '../local/outbox/drain-request.ts';
import { BACKGROUND_SYNC_TAG, drainOutbox, onDrained } from './sync-engine.ts';
import { setEngineStatus } from '../local/sync-status.ts';
import { othersPresent } from '../local/live-state.ts';

const WRITE_DEBOUNCE_MS = 500;
const LIVE_WRITE_DEBOUNCE_MS = 10;
const PERIODIC_MS = 30_000;
const MIN_RETRY_TIMER_MS = 1_000;
/** How often a visible page with ops on backoff asks whether the server is back (plus up to WAKE_JITTER_MS). */
const PROBE_MS = 1_000;
/** Successful answers wake waiting ops at most this often. */
const ANSWERED_WAKE_INTERVAL_MS = 5_000;

let lastAnsweredWake = Number.NEGATIVE_INFINITY;

interface Started {
  writeTimer: ReturnType<typeof setTimeout> | undefined;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
}

let started: Started | null = null;

function drainInBackground(): void {
  drainOutbox().catch((error: unknown) => console.error('Outbox drain failed', error));
}

const pageVisible = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'visible';

/**
 * Wakes the engine in time for the earliest op that is waiting on a backoff or Retry-After — or, while the
 * page is visible and an op waits on its own backoff, probes the server well before that.
 */
function scheduleRetryTimer(): void {
  if (!started) return;
  const state = started;
  db.outbox
    .toArray()
    .then((ops) => {
      clearTimeout(state.retryTimer);
      const due = nextDueAt(ops);
      if (due === undefined || started !== state) return;
      const now = Date.now();
      const wait = Math.max(MIN_RETRY_TIMER_MS, due - now);
      const probeIn = PROBE_MS + Math.floor(Math.random() * WAKE_JITTER_MS);
      // Only for ops the server never answered: one it refused with a 5xx while /api/health is fine would
      // otherwise be retried every probe.
      const unreachable = ops.some((op) => canWake(op, now) && op.lastError?.code === 'network');
      const probe = wait > probeIn && pageVisible() && !knownOffline() && unreachable;
      state.retryTimer = probe ? setTimeout(probeForRecovery, probeIn) : setTimeout(drainInBackground, wait);
    })
    .catch((error: unknown) => console.error('Outbox timer failed', error));
}

/** A sign the server may answer again: ops on backoff become due (jittered) and are sent. */
function wake(): void {
  makeWaitsDue(Date.now()).then(drainInBackground, drainInBackground);
}

/** The server answered something: send what waits on backoff (throttled), or else keep the timer right. */
function wakeIfWaiting(): void {
  // Every acknowledged keystroke is an answer: waking on each would resend an op the server keeps refusing
  // (a 5xx) as fast as someone types.
  const now = Date.now();
  if (now - lastAnsweredWake < ANSWERED_WAKE_INTERVAL_MS) return;
  lastAnsweredWake = now;
  makeWaitsDue(now)
    .then((woken) => (woken > 0 ? drainInBackground() : scheduleRetryTimer()))
    .catch((error: unknown) => console.error('Outbox wake-up failed', error));
}

/** The server is back: send what waited; otherwise plan the next probe. */
function probeForRecovery(): void {
  void probeServer().then((ok) => (ok ? wake() : scheduleRetryTimer()));
}

interface SyncRegistration {
  sync: { register(tag: string): Promise<void> };
}

function hasBackgroundSync(registration: ServiceWorkerRegistration): registration is ServiceWorkerRegistration & SyncRegistration {
  return 'sync' in registration;
}

/** Lets the service worker deliver the queue even if every tab is closed before we are back online. */
function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => (hasBackgroundSync(registration) ? registration.sync.register(BACKGROUND_SYNC_TAG) : undefined))
    .catch(() => undefined); // Background Sync is an extra; the page's own triggers still run.
}

/** After every local write (the commands' requestDrain): a drain soon, coalescing a burst of typing into one. */
function drainAfterWrite(): void {
  if (!started) return;
  const state = started;
  clearTimeout(state.writeTimer);
  // Someone is writing: what waits on backoff goes along now rather than minutes later.
  // While others are in a note here, the autosave's own pace already coalesced the keys (docs/design.md §11.8).
  state.writeTimer = setTimeout(wake, othersPresent() ? LIVE_WRITE_DEBOUNCE_MS : WRITE_DEBOUNCE_MS);
  registerBackgroundSync();
}

/** Registers every trigger and drains once; returns the function that stops them all. */
export function startSync(): () => void {
  const state: Started = { writeTimer: undefined, retryTimer: undefined };
  started = state;
  lastAnsweredWake = Number.NEGATIVE_INFINITY;
  const onOnline = (): void => {
    setEngineStatus({ lastNetworkError: false });
    wake();
  };
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const stopListening = onServerAnswered(wakeIfWaiting);
  const stopTimer = onDrained(scheduleRetryTimer);
  const stopWrites = onDrainRequested(drainAfterWrite);
  const periodic = setInterval(drainInBackground, PERIODIC_MS);
  drainInBackground();
  return () => {
    stopListening();
    stopTimer();
    stopWrites();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(periodic);
    clearTimeout(state.writeTimer);
    clearTimeout(state.retryTimer);
    if (started === state) started = null;
  };
}
