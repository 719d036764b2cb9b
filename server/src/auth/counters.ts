// Counters for the account limits: better-auth's per-address request limits (rate-limit-storage.ts), sign-in
// failures per account and mails per address (issue 21). rate-limiter-flexible keeps them in Redis when
// REDIS_URL is set, so every app instance sees the same counts; while Redis fails, and without it, they live in
// this process's memory (its insurance limiter), which is stricter than counting nothing.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface CounterRule {
  /** Redis key prefix; keys are `${keyPrefix}:${key}`. */
  keyPrefix: string;
  points: number;
  /** Seconds from the first point until the count starts again. */
  duration: number;
}

export function createCounter(redis: Redis | undefined, rule: CounterRule): RateLimiterAbstract {
  const memory = new RateLimiterMemory(rule);
  return redis ? new RateLimiterRedis({ ...rule, storeClient: redis, insuranceLimiter: memory }) : memory;
}
