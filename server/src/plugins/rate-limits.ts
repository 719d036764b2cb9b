// Per-client request budgets (docs/design.md §4.6), with @fastify/rate-limit. Counters live in Redis when configured
// so every app instance draws from one budget; otherwise in memory. Route files get their budgets from
// rateLimitsFor(config.rateLimitScale). A client is the same key as for wrong passwords (services/access/client-key.ts):
// an IPv4 address or an IPv6 /64, without the plugin's default key generator's IPv6 expression on every request.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimitedError } from '../errors.ts';
import { clientKey } from '../services/access/client-key.ts';

const BASE_LIMITS = {
  general: { max: 600, timeWindow: 60_000 },
  create: { max: 60, timeWindow: 60_000 },
  verifyPassword: { max: 30, timeWindow: 60_000 },
  reports: { max: 10, timeWindow: 60_000 },
  notFound: { max: 60, timeWindow: 60_000 },
  // A note's history (list, read a version, restore), besides the general budget: reading a version decodes up to
  // ~3.4 MB (history-limits.ts) and a restore writes a whole version, where most calls touch one small row. The
  // History panel lists a page and opens the versions someone clicks: 60 a minute leaves room for that, and caps
  // one client at ~60 such decodes a minute (updates keep the general 600).
  history: { max: 60, timeWindow: 60_000 },
  // A live note's caret uploads (docs/design.md §11.4), instead of the general budget: an editor's page sends up to five
  // a second while others are there, besides its saves; the hub also holds each connection to ten a second.
  presence: { max: 1200, timeWindow: 60_000 },
  // Static files (hashed chunks, fonts, icons, manifest, sw.js): a first visit fetches ~70 of them (the page's,
  // then the service worker's precache), and a school or an office shows many visitors behind one address. They
  // draw from this budget only, never from `general`, which keeps guarding pages and the API.
  staticFiles: { max: 6000, timeWindow: 60_000 },
} as const;
export type RateLimitName = keyof typeof BASE_LIMITS;
export type RateLimits = Record<RateLimitName, { max: number; timeWindow: number }>;

export function rateLimitsFor(scale: number): RateLimits {
  const scaled = Object.entries(BASE_LIMITS).map(([name, limit]) => [name, { ...limit, max: Math.ceil(limit.max * scale) }]);
  return Object.fromEntries(scaled) as RateLimits;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by limitAsStaticFiles: the route draws from the static-file budget, not the general one. */
    staticFile?: true;
  }
}

const rateLimited = (ttlMs: number) => new RateLimitedError(Math.ceil(ttlMs / 1000));

export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    ...limits.general,
    keyGenerator: (request) => clientKey(request.ip),
    allowList: (request) => request.routeOptions.config.staticFile === true,
    redis,
    nameSpace: 'jotter:rate:',
    // A Redis hiccup must not take the notepad down; budgets resume when it is back.
    skipOnError: true,
    // No x-ratelimit-* headers on answers within budget: nobody reads them (a refusal carries Retry-After), and
    // building three headers on every answer showed in the bench profile.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
  });
}

/**
 * Every route added to `app` (an encapsulated plugin's instance) draws from `limit` as well as from the general
 * budget, one counter per client for all of them (a note's history). Checked by hand, as limitAsStaticFiles.
 */
export function limitAlsoBy(app: FastifyInstance, name: RateLimitName, limit: RateLimits[RateLimitName]): void {
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:${clientKey(request.ip)}` });
  app.addHook('onRequest', async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttl);
  });
}

/**
 * Every route added to `app` (an encapsulated plugin's instance) serves static files: it skips the general
 * budget (registerRateLimits' allowList) and draws from `limit`, one counter per client for all of them. Checked
 * by hand (createRateLimit), so it does not depend on the order in which the plugin's own hooks run.
 */
export function limitAsStaticFiles(app: FastifyInstance, limit: RateLimits['staticFiles']): void {
  const check = app.createRateLimit({
    ...limit,
    allowList: [],
    // In Redis every limiter made outside a route (this one, the 404 handler's) gets the same key prefix: its own
    // key, or a first visit's files would spend the budget for unknown paths.
    keyGenerator: (request) => `files:${clientKey(request.ip)}`,
  });
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, staticFile: true };
  });
  app.addHook('onRequest', async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttl);
  });
}
