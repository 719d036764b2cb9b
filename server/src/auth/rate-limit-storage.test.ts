// Sign-in guess counters: shared by every instance through Redis, and still counted (per process) while
// Redis is unreachable — a password-guessing window must never open because a cache went away.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { redisReachable, testRedisUrl } from '../test-support/redis.ts';
import { createAuthRateLimitStorage } from './rate-limit-storage.ts';

const rule = { window: 60, max: 3 };
const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`SKIPPED: Redis-backed sign-in limits (no Redis at ${testRedisUrl})`);

describe('sign-in guess counters', () => {
  const clients: Redis[] = [];
  afterAll(() => clients.forEach((client) => client.disconnect()));

  it.skipIf(!hasRedis)('two app instances draw from one Redis budget', async () => {
    const [first, second] = [new Redis(testRedisUrl), new Redis(testRedisUrl)];
    clients.push(first, second);
    const key = `test-${randomUUID()}`;
    const a = createAuthRateLimitStorage(first);
    const b = createAuthRateLimitStorage(second);
    const verdicts = [await a.consume(key, rule), await b.consume(key, rule), await a.consume(key, rule), await b.consume(key, rule)];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]!.retryAfter).toBeGreaterThan(0);
    expect(verdicts[3]!.retryAfter).toBeLessThanOrEqual(60);
  });

  it('with Redis unreachable, guesses are still limited in this process', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    clients.push(dead);
    const storage = createAuthRateLimitStorage(dead);
    const verdicts = [];
    for (let guess = 0; guess < 4; guess += 1) verdicts.push((await storage.consume('guesser', rule)).allowed);
    expect(verdicts).toEqual([true, true, true, false]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('a window that has passed starts again from zero', async () => {
    vi.useFakeTimers();
    const storage = createAuthRateLimitStorage(undefined);
    for (let guess = 0; guess < 3; guess += 1) await storage.consume('k', rule);
    expect(await storage.consume('k', rule)).toEqual({ allowed: false, retryAfter: 60 });
    vi.advanceTimersByTime(60_000);
    expect((await storage.consume('k', rule)).allowed).toBe(true);
  });
});
