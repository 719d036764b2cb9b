// better-auth's rate-limit counters (sign-in guesses, sign-ups, password changes), on the same counters as the
// other account limits (counters.ts): with Redis every app instance draws from one budget; while Redis fails,
// and without it, counting goes on in this process's memory — a stricter-than-nothing limit is better than
// letting password guesses through unlimited.
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createCounter } from './counters.ts';

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
      try {
        await counterFor(rule).consume(key);
        return { allowed: true, retryAfter: null };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}
