// Per-client request budgets (DESIGN §4). Counters live in Redis when configured so every app instance
// draws from one budget; otherwise in memory. Route files pick their budget from RATE_LIMITS.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../errors.ts';

export const RATE_LIMITS = {
  general: { max: 600, timeWindow: 60_000 },
  create: { max: 60, timeWindow: 60_000 },
  verifyPassword: { max: 30, timeWindow: 60_000 },
  reports: { max: 10, timeWindow: 60_000 },
  notFound: { max: 60, timeWindow: 60_000 },
} as const;

export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    ...RATE_LIMITS.general,
    redis,
    nameSpace: 'jotter:rate:',
    // A Redis hiccup must not take the notepad down; budgets resume when it is back.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'rate-limited', `Too many requests; retry in ${context.after}`, {
        retryAfter: Math.ceil(context.ttl / 1000),
      }),
  });
}
