// The one way the server counts per key, with rate-limiter-flexible: wrong passwords per note and client
// (services/access/attempt-counter.ts), better-auth's per-address limits, failed sign-ins per account and mails per
// address (auth/). In Redis when REDIS_URL is set, so every app instance sees the same counts; in this
// process's memory without it. What happens while Redis fails is each counter's choice (WhileRedisFails).
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface CounterRule {
  /** Redis key prefix; keys are `${keyPrefix}:${key}`. */
  keyPrefix: string;
  points: number;
  /** Seconds from the first point until the count starts again. */
  duration: number;
}

/**
 * While Redis fails: go on counting in this process's memory (the library's insurance limiter; stricter than
 * counting nothing), or reject, so the caller refuses what it cannot count.
 */
export type WhileRedisFails = 'count-in-memory' | 'reject';

export function createCounter(redis: Redis | undefined, rule: CounterRule, whileRedisFails: WhileRedisFails = 'count-in-memory'): RateLimiterAbstract {
  const memory = new RateLimiterMemory(rule);
  if (!redis) return memory;
  return new RateLimiterRedis({ ...rule, storeClient: redis, ...(whileRedisFails === 'count-in-memory' ? { insuranceLimiter: memory } : {}) });
}

/**
 * Takes one point for `key`: null while within the budget, else the whole seconds (at least 1) until there are
 * points again. Rejects with the store's error when it cannot count (Redis down, no insurance).
 */
export async function takePoint(counter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await counter.consume(key);
    return null;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  }
}
