// Wrong-password attempts per note and client (docs/design.md §4.3): at most ATTEMPTS_PER_WINDOW in a window that starts
// with the first, counted in Redis when REDIS_URL is set so every instance behind a load balancer shares the
// budget. While Redis fails it is not counted in memory instead: the counter rejects and the check is refused
// for the moment, because guessing without the shared count would lift the cap (README, REDIS_URL).
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createCounter } from '../../lib/counters.ts';

export const ATTEMPTS_PER_WINDOW = 5;
export const ATTEMPT_WINDOW_S = 15 * 60;

export type AttemptCounter = RateLimiterAbstract;

export function createAttemptCounter(redis: Redis | undefined, keyPrefix = 'jotter:attempts'): AttemptCounter {
  return createCounter(redis, { keyPrefix, points: ATTEMPTS_PER_WINDOW, duration: ATTEMPT_WINDOW_S }, 'reject');
}
