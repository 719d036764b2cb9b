// Wrong-password counters: five guesses per note and client in fifteen minutes, every concurrent guess counted,
// the same budget for every instance through Redis, a fresh window once the old one ends, cleared at once by
// a right password — and no guessing at all while Redis cannot count.
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { newShareId } from '../../../../shared/ids.ts';
import { takePoint } from '../../lib/counters.ts';
import { redisReachable, testRedisUrl } from '../../test-support/redis.ts';
import { ATTEMPT_WINDOW_S, ATTEMPTS_PER_WINDOW, createAttemptCounter, type AttemptCounter } from './attempt-counter.ts';

const haveRedis = await redisReachable();
if (!haveRedis) console.warn(`Skipped: Redis attempt-counter tests need Redis at ${testRedisUrl} (set REDIS_URL).`);
const clients: Redis[] = [];
afterAll(() => clients.forEach((client) => client.disconnect()));
afterEach(() => {
  vi.useRealTimers();
});

/** The answers to `count` guesses in a row: null while allowed, else the seconds to wait. */
async function guesses(counter: AttemptCounter, key: string, count: number): Promise<Array<number | null>> {
  const answers = [];
  for (let guess = 0; guess < count; guess += 1) answers.push(await takePoint(counter, key));
  return answers;
}

function contract(name: string, make: () => AttemptCounter) {
  describe(name, () => {
    it('allows five guesses, then tells the client to wait for the rest of the window', async () => {
      const answers = await guesses(make(), newShareId(), ATTEMPTS_PER_WINDOW + 1);
      expect(answers.slice(0, ATTEMPTS_PER_WINDOW)).toEqual(Array(ATTEMPTS_PER_WINDOW).fill(null));
      const wait = answers.at(-1) ?? 0;
      expect(wait).toBeGreaterThan(ATTEMPT_WINDOW_S - 60);
      expect(wait).toBeLessThanOrEqual(ATTEMPT_WINDOW_S);
    });

    it('concurrent guesses are all counted', async () => {
      const counter = make();
      const key = newShareId();
      const answers = await Promise.all(Array.from({ length: 10 }, () => takePoint(counter, key)));
      expect(answers.filter((answer) => answer === null)).toHaveLength(ATTEMPTS_PER_WINDOW);
    });

    it('a right password clears the count at once', async () => {
      const counter = make();
      const key = newShareId();
      await guesses(counter, key, ATTEMPTS_PER_WINDOW + 1);
      await counter.delete(key);
      expect(await guesses(counter, key, ATTEMPTS_PER_WINDOW)).toEqual(Array(ATTEMPTS_PER_WINDOW).fill(null));
    });
  });
}

contract('in memory', () => createAttemptCounter(undefined));

describe('in memory, over time', () => {
  it('a new window starts once the old one ended', async () => {
    vi.useFakeTimers();
    const counter = createAttemptCounter(undefined);
    const key = newShareId();
    expect((await guesses(counter, key, ATTEMPTS_PER_WINDOW + 1)).at(-1)).not.toBeNull();
    vi.advanceTimersByTime(ATTEMPT_WINDOW_S * 1000);
    expect(await takePoint(counter, key)).toBeNull();
  });
});

describe.skipIf(!haveRedis)('in Redis', () => {
  const prefix = `jotter-test:${newShareId()}:attempts`;
  const client = () => {
    const redis = new Redis(testRedisUrl);
    clients.push(redis);
    return redis;
  };
  contract('shared through Redis', () => createAttemptCounter(client(), prefix));

  it('two app instances draw from one budget per note and client', async () => {
    const [first, second] = [createAttemptCounter(client(), prefix), createAttemptCounter(client(), prefix)];
    const key = newShareId();
    const answers = [];
    for (let guess = 0; guess <= ATTEMPTS_PER_WINDOW; guess += 1) answers.push(await takePoint(guess % 2 ? first : second, key));
    expect(answers.map((answer) => answer === null)).toEqual([...Array(ATTEMPTS_PER_WINDOW).fill(true), false]);
  });
});

describe('with Redis unreachable', () => {
  it('refuses to count rather than guessing on without the shared count', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    clients.push(dead);
    await expect(takePoint(createAttemptCounter(dead), newShareId())).rejects.toThrow();
  });
});
