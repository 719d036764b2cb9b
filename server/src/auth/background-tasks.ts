// Work better-auth hands off once it has answered (its advanced.backgroundTasks): account mail. An answer never
// waits for the mail server, so asking for a known address's reset takes as long as for an unknown one
// (the answer's timing would otherwise tell whether an address has an account). Closing waits a little for mails still on their way.
export interface BackgroundTasks {
  handler(task: Promise<unknown>): void;
  /** Resolves when every task has finished, or after `ms` regardless. */
  settled(ms: number): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    handler(task) {
      // better-auth has already attached its own error logging; this only keeps track.
      const tracked: Promise<unknown> = task.catch(() => {}).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settled(ms) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([Promise.allSettled([...pending]), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
  };
}
