// Per-client request budgets (DESIGN §4). Counters live in Redis when configured so every app instance
// draws from one budget; otherwise in memory. Route files get their budgets from rateLimitsFor(config.rateLimitScale).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../errors.ts';

const BASE_LIMITS = {
  general: { max: 600, timeWindow: 60_000 },
  create: { max: 60, timeWindow: 60_000 },
  verifyPassword: { max: 30, timeWindow: 60_000 },
  reports: { max: 10, timeWindow: 60_000 },
  notFound: { max: 60, timeWindow: 60_000 },
} as const;
export type RateLimitName = keyof typeof BASE_LIMITS;
export type RateLimits = Record<RateLimitName, { max: number; timeWindow: number }>;

export function rateLimitsFor(scale: number): RateLimits {
  const scaled = Object.entries(BASE_LIMITS).map(([name, limit]) => [name, { ...limit, max: Math.ceil(limit.max * scale) }]);
  return Object.fromEntries(scaled) as RateLimits;
}

export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    ...limits.general,
    redis,
    nameSpace: 'jotter:rate:',
    // A Redis hiccup must not take the notepad down; budgets resume when it is back.
    skipOnError: true,
    // No x-ratelimit-* headers on answers within budget: nobody reads them (a refusal carries Retry-After), and
    // building three headers on every answer showed in the bench profile.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'rate-limited', `Too many requests; retry in ${context.after}`, {
        retryAfter: Math.ceil(context.ttl / 1000),
      }),
  });
}
