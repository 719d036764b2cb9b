// Fixed-window counters for wrong-password attempts per note and client (docs/design.md §4.3). In memory for one
// instance; in Redis when REDIS_URL is set so every instance behind a load balancer shares the budget.
import type { Redis } from 'ioredis';

export interface AttemptWindow {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export interface AttemptCounter {
  /** Counts one attempt in a window of `windowMs` that starts with the first attempt. */
  increment(key: string, windowMs: number): Promise<AttemptWindow>;
  reset(key: string): Promise<void>;
}

/** `size` (keys held) is there so tests can see that ended windows are forgotten. */
export function createMemoryAttemptCounter(now: () => number = Date.now): AttemptCounter & { readonly size: number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  // Windows nobody touches again would stay forever; past this many, expired ones are swept.
  const sweepAbove = 10_000;
  const sweep = () => {
    for (const [key, window] of windows) if (window.resetAt <= now()) windows.delete(key);
  };
  return {
    async increment(key, windowMs) {
      if (windows.size >= sweepAbove) sweep();
      const window = live(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now() };
    },
    async reset(key) {
      windows.delete(key);
    },
    get size() {
      return windows.size;
    },
  };
}

export function createRedisAttemptCounter(redis: Redis, prefix = 'jotter:attempts:'): AttemptCounter {
  return {
    async increment(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
