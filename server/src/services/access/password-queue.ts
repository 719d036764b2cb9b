// Shares the deliberately slow password hashing (scrypt) fairly between clients. A few hashes run at once on
// libuv's thread pool; the rest wait in one queue per client, served round-robin, so a client with many jobs
// delays another's unlock by about one hash, not by all of its own. Each client may have only a few jobs in
// the system (more are refused), and the queue as a whole is bounded (full: refused too).
import { PasswordQueueFullError, TooManyPasswordJobsError } from '../../errors.ts';

export interface PasswordQueueOptions {
  /** Hashes computed at the same time. */
  concurrency: number;
  /** Jobs allowed to wait, over all clients. */
  maxWaiting: number;
  /** Jobs one client may have running or waiting. */
  perClient: number;
}

export interface PasswordQueue {
  /** Runs `work` when a slot is free and it is `client`'s turn. */
  run<T>(client: string, work: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting now (the metrics' queue depth). */
  depth(): { running: number; waiting: number };
}

export const DEFAULT_PASSWORD_QUEUE: PasswordQueueOptions = { concurrency: 2, maxWaiting: 32, perClient: 4 };

export function createPasswordQueue(options: Partial<PasswordQueueOptions> = {}): PasswordQueue {
  const { concurrency, maxWaiting, perClient } = { ...DEFAULT_PASSWORD_QUEUE, ...options };
  /** Waiting starts per client; Map order is the round-robin order. */
  const waiting = new Map<string, Array<() => void>>();
  /** Jobs running or waiting, per client. */
  const held = new Map<string, number>();
  let running = 0;
  let waitingCount = 0;

  const next = () => {
    while (running < concurrency && waitingCount > 0) {
      const [client, starts] = waiting.entries().next().value as [string, Array<() => void>];
      const start = starts.shift() as () => void;
      waiting.delete(client);
      // Back of the line for this client's next job.
      if (starts.length > 0) waiting.set(client, starts);
      waitingCount -= 1;
      running += 1;
      start();
    }
  };

  return {
    async run(client, work) {
      const mine = held.get(client) ?? 0;
      if (mine >= perClient) throw new TooManyPasswordJobsError();
      if (running >= concurrency && waitingCount >= maxWaiting) throw new PasswordQueueFullError();
      held.set(client, mine + 1);
      try {
        await new Promise<void>((start) => {
          const queue = waiting.get(client);
          if (queue) queue.push(start);
          else waiting.set(client, [start]);
          waitingCount += 1;
          next();
        });
        try {
          return await work();
        } finally {
          running -= 1;
          next();
        }
      } finally {
        const left = (held.get(client) ?? 1) - 1;
        if (left > 0) held.set(client, left);
        else held.delete(client);
      }
    },

    depth: () => ({ running, waiting: waitingCount }),
  };
}
