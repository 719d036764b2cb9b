// Gets every edit into IndexedDB within a bounded delay without a write per keystroke: the first change
// starts a timer, later changes only replace the value, and the timer writes the newest one. Unlike a
// debounce that restarts on each key, continuous typing still saves every `delayMs` (docs/design.md §6.2: ≤ 300 ms).
// When a save costs the page a stall (a big note's whole text is built for each: `waitForPause()` says so), the
// write waits for a pause in typing instead, and at most `maxWaitMs` after the first unsaved change: the stall then
// falls between words, not on a key. Writes run one after another so an older value can never land after a newer one.

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

/** When a write happens. */
export interface SavePace {
  /** From the first unsaved change, while saves are cheap. */
  delayMs: number;
  /** Whether saves are costly now: then a write waits for `pauseMs` without a change, … */
  waitForPause: () => boolean;
  pauseMs: number;
  /** … and at most this long after the first unsaved change. */
  maxWaitMs: number;
}

export function createSaveScheduler<T>(save: (value: T) => Promise<void>, pace: SavePace, onError: (error: unknown) => void): SaveScheduler<T> {
  let pending: { value: T; since: number } | null = null;
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
      const since = pending?.since ?? Date.now();
      pending = { value, since };
      newest = pending;
      if (pace.waitForPause()) {
        clearTimer();
        const wait = Math.max(0, Math.min(pace.pauseMs, since + pace.maxWaitMs - Date.now()));
        timer = setTimeout(() => void writeNow(), wait);
      } else {
        timer ??= setTimeout(() => void writeNow(), pace.delayMs);
      }
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
