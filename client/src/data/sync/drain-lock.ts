// One outbox drain, and one account reconcile, at a time across every tab and the service worker (Web Locks).
// Where the platform has no navigator.locks (old browsers, Node tests) a promise chain per lock at least
// serialises them in this context.
const OUTBOX_LOCK = 'jotter-outbox';
const RECONCILE_LOCK = 'jotter-reconcile';

const chains = new Map<string, Promise<unknown>>();

function withLocalMutex<T>(name: string, task: () => Promise<T>): Promise<T> {
  const run = (chains.get(name) ?? Promise.resolve()).then(task, task);
  chains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return withLocalMutex(name, task);
  // The lock is held until the task's promise settles.
  return await locks.request(name, task);
}

export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  return withLock(OUTBOX_LOCK, task);
}

/** Two tabs reconciling at once would each fetch every note the device lacks: one at a time, each note is fetched once. */
export function withReconcileLock<T>(task: () => Promise<T>): Promise<T> {
  return withLock(RECONCILE_LOCK, task);
}
