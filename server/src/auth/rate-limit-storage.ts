// better-auth's rate-limit counters (sign-in guesses, sign-ups, password changes). With Redis every app
// instance draws from one budget; while Redis fails, and without it, counting falls back to this process's
// memory: a stricter-than-nothing limit is better than letting password guesses through unlimited.
import type { Redis } from 'ioredis';

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

const MEMORY_KEYS_LIMIT = 50_000;

export function createMemoryRateLimitStorage(now: () => number = Date.now): AuthRateLimitStorage {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(key, rule) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        // Forget finished windows before the map grows without bound under many client addresses.
        if (windows.size >= MEMORY_KEYS_LIMIT) for (const [k, v] of windows) if (v.resetAt <= at) windows.delete(k);
        entry = { count: 0, resetAt: at + rule.window * 1000 };
        windows.set(key, entry);
      }
      if (entry.count >= rule.max) return { allowed: false, retryAfter: Math.ceil((entry.resetAt - at) / 1000) };
      entry.count += 1;
      return { allowed: true, retryAfter: null };
    },
  };
}

/** INCR and the window's expiry in one round trip; the TTL says when a refused client may retry. */
export function createRedisRateLimitStorage(redis: Redis, fallback = createMemoryRateLimitStorage()): AuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const redisKey = `jotter:auth-rate:${key}`;
      try {
        const replies = await redis.multi().incr(redisKey).expire(redisKey, rule.window, 'NX').ttl(redisKey).exec();
        const count = Number(replies?.[0]?.[1]);
        const ttl = Number(replies?.[2]?.[1]);
        if (!Number.isFinite(count)) throw new Error('unexpected reply from Redis');
        if (count > rule.max) return { allowed: false, retryAfter: ttl > 0 ? ttl : rule.window };
        return { allowed: true, retryAfter: null };
      } catch {
        return fallback.consume(key, rule);
      }
    },
  };
}
