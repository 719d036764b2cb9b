// Gets every edit into IndexedDB within a bounded delay without a write per keystroke: the first change
// starts a timer, later changes only replace the value, and the timer writes the newest one. Unlike a
// debounce that restarts on each key, continuous typing still saves every `delayMs` (docs/design.md §6.2: ≤ 300 ms).
// Writes run one after another so an older value can never land after a newer one.

export interface SaveScheduler<T> {
  /** Remember `value` as the newest; it is written at the latest `delayMs` from the first unsaved change. */
  schedule(value: T): void;
  /** Write the newest unsaved value now (page hidden, leaving the page); resolves when written. */
  flush(): Promise<void>;
  /** Forget the unsaved value (it has been handed over elsewhere, e.g. published). */
  cancel(): void;
  hasPending(): boolean;
  /** The newest value whose write has not finished yet (waiting or in flight); undefined when all are written. */
  unsaved(): T | undefined;
}

export function createSaveScheduler<T>(
  save: (value: T) => Promise<void>,
  delayMs: number,
  onError: (error: unknown) => void,
): SaveScheduler<T> {
  let pending: { value: T } | null = null;
  // The newest value until its write has finished: a write in flight dies with the page too.
  let newest: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function writeNow(): Promise<void> {
    clearTimer();
    if (pending === null) return chain;
    const item = pending;
    pending = null;
    chain = chain
      .then(() => save(item.value))
      .then(() => {
        if (newest === item) newest = null;
      })
      .catch(onError);
    return chain;
  }

  return {
    schedule(value) {
      pending = { value };
      newest = pending;
      timer ??= setTimeout(() => void writeNow(), delayMs);
    },
    flush: writeNow,
    cancel() {
      clearTimer();
      pending = null;
      newest = null;
    },
    hasPending: () => pending !== null,
    unsaved: () => newest?.value,
  };
}
