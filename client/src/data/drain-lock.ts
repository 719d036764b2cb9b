// One outbox drain at a time across every tab and the service worker (Web Locks). Where the platform has
// no navigator.locks (old browsers, Node tests) a promise chain at least serialises drains in this context.
const LOCK_NAME = 'jotter-outbox';

let chain: Promise<unknown> = Promise.resolve();

function withLocalMutex<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

export async function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return withLocalMutex(task);
  // The lock is held until the task's promise settles.
  return await locks.request(LOCK_NAME, task);
}
