// Real Redis for the tests that need one: REDIS_URL, else the local default; tests skip loudly without it.
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export async function redisReachable(url: string = testRedisUrl): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
