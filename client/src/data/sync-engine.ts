// Drains the outbox to the server and decides when to do it (DESIGN §6): after a local write (debounced),
// when the connection returns, when the tab becomes visible, every 30 s, on a retry timer, and through
// Background Sync in the service worker. A local write, `online`, the page shown and any successful answer
// end the backoff of waiting ops (with jitter); while a visible page waits, a cheap health probe looks for
// the server's return. Safe to import from the service worker (no DOM at load).
import { onServerAnswered, probeServer } from './api-client.ts';
import { canWake, WAKE_JITTER_MS } from './backoff.ts';
import { claimNextOp, applyOutcome, makeWaitsDue } from './outbox-store.ts';
import { db } from './db.ts';
import { withOutboxLock } from './drain-lock.ts';
import { sendOp } from './ops.ts';
import { nextDueAt, pickNextOp } from './queue-order.ts';
import { setEngineStatus } from './sync-status.ts';

/** The Background Sync tag; the service worker's `sync` handler drains on it. */
export const BACKGROUND_SYNC_TAG = 'jotter-outbox';

const WRITE_DEBOUNCE_MS = 500;
const PERIODIC_MS = 30_000;
const MIN_RETRY_TIMER_MS = 1_000;
/** How often a visible page with ops on backoff asks whether the server is back (plus up to WAKE_JITTER_MS). */
const PROBE_MS = 1_000;

/** The platform is sure there is no connection (onLine true proves nothing, false does). */
const knownOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

async function drainUnderLock(): Promise<void> {
  // Not even trying keeps ops unsent, so later edits can still fold into them.
  if (knownOffline()) return;
  // Notes that failed transiently in this drain wait for their backoff instead of being hammered.
  const skip = new Set<string>();
  try {
    for (;;) {
      const claimed = await claimNextOp(Date.now(), skip);
      if (!claimed) return;
      setEngineStatus({ draining: true });
      const outcome = await sendOp(claimed.op, claimed.note);
      await applyOutcome(claimed.op, outcome, Date.now());
      setEngineStatus({ lastNetworkError: outcome.kind === 'network' });
      // Without a connection every further send would fail the same way.
      if (outcome.kind === 'network') return;
      if (outcome.kind === 'retry') skip.add(claimed.op.shareId);
    }
  } finally {
    setEngineStatus({ draining: false });
  }
}

let running: Promise<void> | null = null;
let again = false;

/** Sends every due op, one drain at a time; a call during a drain makes it run once more afterwards. */
export function drainOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await withOutboxLock(drainUnderLock);
      } while (again);
    } finally {
      running = null;
      scheduleRetryTimer();
    }
  })();
  return running;
}

/**
 * The service worker's Background Sync handler. A sync event whose promise resolves counts as done for
 * good, so while something deliverable is still queued (the connection dropped again, the server answered
 * 5xx or Retry-After) this rejects, and the browser fires the event again later — even with every tab
 * closed. Ops waiting for the user (a conflict, a refusal) do not count: retrying cannot deliver them.
 */
export async function drainForBackgroundSync(): Promise<void> {
  await drainOutbox();
  const deliverable = pickNextOp(await db.outbox.toArray(), Number.POSITIVE_INFINITY, new Set());
  if (deliverable) throw new Error('Outbox not delivered yet; the browser will sync again');
}

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
      const probe = wait > probeIn && pageVisible() && !knownOffline() && ops.some((op) => canWake(op, now));
      state.retryTimer = probe ? setTimeout(probeForRecovery, probeIn) : setTimeout(drainInBackground, wait);
    })
    .catch((error: unknown) => console.error('Outbox timer failed', error));
}

/** A sign the server may answer again: ops on backoff become due (jittered) and are sent. */
function wake(): void {
  makeWaitsDue(Date.now()).then(drainInBackground, drainInBackground);
}

/** The server answered something: send what waits on backoff, or else just keep the timer right. */
function wakeIfWaiting(): void {
  makeWaitsDue(Date.now())
    .then((woken) => (woken > 0 ? drainInBackground() : scheduleRetryTimer()))
    .catch((error: unknown) => console.error('Outbox wake-up failed', error));
}

/** A success wakes the outbox through onServerAnswered; a failure just plans the next probe. */
function probeForRecovery(): void {
  void probeServer().then((ok) => {
    if (!ok) scheduleRetryTimer();
  });
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

/** Called by commands after every local write: a drain soon, coalescing a burst of typing into one. */
export function requestDrain(): void {
  if (!started) return;
  const state = started;
  clearTimeout(state.writeTimer);
  // Someone is writing: what waits on backoff goes along now rather than minutes later.
  state.writeTimer = setTimeout(wake, WRITE_DEBOUNCE_MS);
  registerBackgroundSync();
}

/** Registers every trigger and drains once; returns the function that stops them all. */
export function startSync(): () => void {
  const state: Started = { writeTimer: undefined, retryTimer: undefined };
  started = state;
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
  const periodic = setInterval(drainInBackground, PERIODIC_MS);
  drainInBackground();
  return () => {
    stopListening();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(periodic);
    clearTimeout(state.writeTimer);
    clearTimeout(state.retryTimer);
    if (started === state) started = null;
  };
}
