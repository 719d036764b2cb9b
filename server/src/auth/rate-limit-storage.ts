// better-auth's rate-limit counters (sign-in guesses, sign-ups, password changes), on the server's one kind of
// counter (../lib/counters.ts): with Redis every app instance draws from one budget; while Redis fails,
// and without it, counting goes on in this process's memory — a stricter-than-nothing limit is better than
// letting password guesses through unlimited.
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createCounter, takePoint } from '../lib/counters.ts';

interface Rule {
  /** Seconds. */
  window: number;
  max: number;
}
interface Verdict {
  allowed: boolean;
  retryAfter: number | null;
}
export interface AuthRateLimitStorage {
  consume(key: string, rule: Rule): Promise<Verdict>;
}

export function createAuthRateLimitStorage(redis: Redis | undefined): AuthRateLimitStorage {
  // One counter per rule; better-auth has a handful of them.
  const counters = new Map<string, RateLimiterAbstract>();
  const counterFor = (rule: Rule) => {
    const id = `${rule.window}:${rule.max}`;
    let counter = counters.get(id);
    if (!counter) {
      counter = createCounter(redis, { keyPrefix: `jotter:auth-rate:${id}`, points: rule.max, duration: rule.window });
      counters.set(id, counter);
    }
    return counter;
  };
  return {
    async consume(key, rule) {
      const retryAfter = await takePoint(counterFor(rule), key);
      return { allowed: retryAfter === null, retryAfter };
    },
  };
}
