// Drains the outbox to the server, one drain at a time (docs/design.md §6.3), for the page (sync-triggers.ts decides
// when) and for Background Sync in the service worker. Safe to import from the service worker (no DOM).
import { probeServer } from '../remote/api-client.ts';
import { knownOffline } from '../remote/known-offline.ts';
import { WAKE_JITTER_MS } from '../local/outbox/backoff.ts';
import { claimNextOp, settleOp, makeWaitsDue } from '../local/outbox/outbox.ts';
import { db } from '../local/db.ts';
import { withOutboxLock } from './drain-lock.ts';
import { sendOp } from './ops.ts';
import { sealForSending } from './seal.ts';
import { finishSignOut } from '../account/hand-over.ts';
import { pickNextOp } from '../local/outbox/queue-order.ts';
import { setEngineStatus } from '../local/sync-status.ts';

/** The Background Sync tag; the service worker's `sync` handler drains on it. */
export const BACKGROUND_SYNC_TAG = 'jotter-outbox';


/**
 * Sends every due op of the notes not in `skip`, one at a time. Notes that fail transiently join `skip` and
 * wait for their backoff instead of being hammered. False when the connection is gone.
 */
async function sendDue(skip: Set<string>): Promise<boolean> {
  for (;;) {
    const claimed = await claimNextOp(Date.now(), skip);
    if (!claimed) return true;
    setEngineStatus({ draining: true });
    const outcome = await sendOp(claimed.op, claimed.note, await sealForSending(claimed.op, claimed.note));
    await settleOp(claimed.op, outcome, Date.now());
    setEngineStatus({ lastNetworkError: outcome.kind === 'network' });
    // Without a connection every further send would fail the same way.
    if (outcome.kind === 'network') return false;
    if (outcome.kind === 'retry') skip.add(claimed.op.shareId);
  }
}

async function drainUnderLock(): Promise<void> {
  // Not even trying keeps ops unsent, so later edits can still fold into them.
  if (knownOffline()) return;
  try {
    // A sign-out the server has not heard of goes first: until then requests carry the account's session.
    if (await finishSignOut(sendDue)) await sendDue(new Set());
  } finally {
    setEngineStatus({ draining: false });
  }
}

let running: Promise<void> | null = null;
let again = false;
const drainedListeners = new Set<() => void>();

/** Calls `listener` whenever a drain has finished (the page's retry timer is planned then). */
export function onDrained(listener: () => void): () => void {
  drainedListeners.add(listener);
  return () => drainedListeners.delete(listener);
}

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
      for (const listener of drainedListeners) listener();
    }
  })();
  return running;
}

/** How long one sync event keeps trying before it hands over to the browser's own retry (minutes later). */
const SYNC_EVENT_BUDGET_MS = 120_000;
const SYNC_WAIT_MIN_MS = 1_000;
const SYNC_WAIT_MAX_MS = 15_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface BackgroundSyncOptions {
  budgetMs?: number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * Something is queued that retrying can deliver (not a conflict or a refusal waiting for the user), or a
 * sign-out still has to reach the server.
 */
async function deliverableLeft(): Promise<boolean> {
  if ((await db.signOut.count()) > 0) return true;
  return pickNextOp(await db.outbox.toArray(), Number.POSITIVE_INFINITY, new Set()) !== undefined;
}

/**
 * The service worker's Background Sync handler. A rejected sync event makes Chromium wait minutes before
 * the next one (then gives up after a few), and a worker with no open tab may not register a new one. So
 * the event itself keeps going: while something deliverable is queued it probes the server with growing
 * pauses (1 s … 15 s) and drains as soon as it answers, for up to SYNC_EVENT_BUDGET_MS. Only then does it
 * reject, so the browser fires again later — even with every tab closed.
 */
export async function drainForBackgroundSync(options: BackgroundSyncOptions = {}): Promise<void> {
  const { budgetMs = SYNC_EVENT_BUDGET_MS, wait = sleep } = options;
  const deadline = Date.now() + budgetMs;
  let pause = SYNC_WAIT_MIN_MS;
  await drainOutbox();
  while (await deliverableLeft()) {
    if (Date.now() + pause > deadline) throw new Error('Outbox not delivered yet; the browser will sync again');
    await wait(pause);
    pause = Math.min(SYNC_WAIT_MAX_MS, pause * 2);
    // No page here to notice the server's return: ask, and end the backoff of what waits when it answers.
    if (!knownOffline() && (await probeServer())) {
      await makeWaitsDue(Date.now());
      await wait(WAKE_JITTER_MS);
    }
    await drainOutbox();
  }
}
