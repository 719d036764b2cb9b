// Wrong-password counters behave the same in memory and in Redis, so instances behind a load balancer
// share one budget per note and client.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { newShareId } from '../../../shared/ids.ts';
import { redisReachable, testRedisUrl } from '../test-support/redis.ts';
import { createMemoryAttemptCounter, createRedisAttemptCounter, type AttemptCounter } from './attempt-counter.ts';

const haveRedis = await redisReachable();
if (!haveRedis) console.warn(`Skipped: Redis attempt-counter tests need Redis at ${testRedisUrl} (set REDIS_URL).`);
const redis = haveRedis ? new Redis(testRedisUrl) : undefined;
afterAll(() => redis?.disconnect());

function contract(name: string, make: () => AttemptCounter, sleep: (ms: number) => Promise<void>) {
  describe(name, () => {
    it('counts attempts within a window and tells when it resets', async () => {
      const counter = make();
      const key = newShareId();
      expect((await counter.increment(key, 60_000)).count).toBe(1);
      const second = await counter.increment(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(55_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    });

    it('concurrent guesses are all counted', async () => {
      const counter = make();
      const key = newShareId();
      const windows = await Promise.all(Array.from({ length: 10 }, () => counter.increment(key, 60_000)));
      expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('a new window starts after the old one ends, and reset clears at once', async () => {
      const counter = make();
      const key = newShareId();
      await counter.increment(key, 50);
      await sleep(80);
      expect((await counter.increment(key, 60_000)).count).toBe(1);
      await counter.reset(key);
      expect((await counter.increment(key, 60_000)).count).toBe(1);
    });
  });
}

let fakeNow = Date.now();
contract('in memory', () => createMemoryAttemptCounter(() => fakeNow), async (ms) => {
  fakeNow += ms;
});

describe.skipIf(!haveRedis)('in Redis', () => {
  contract('shared through Redis', () => createRedisAttemptCounter(redis!, `jotter-test:${newShareId()}:`), (ms) => new Promise((r) => setTimeout(r, ms)));
});

describe('the in-memory counter over a long run', () => {
  it('forgets windows that ended, even for keys never seen again', async () => {
    let now = 0;
    const counter = createMemoryAttemptCounter(() => now);
    for (let i = 0; i < 10_000; i += 1) await counter.increment(`gone-${i}`, 1000);
    now = 2000;
    expect(counter.size).toBe(10_000);
    await counter.increment('fresh', 1000);
    expect(counter.size).toBe(1);
  });
});
