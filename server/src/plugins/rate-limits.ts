// Per-client request budgets (docs/design.md §4.6), counted with the server's one kind of counter (lib/counters.ts):
// in Redis when configured, so every app instance draws from one budget, otherwise in memory. While Redis fails
// the budgets are skipped (a Redis hiccup must not take the notepad down). Route files get their budgets from
// rateLimitsFor(config.rateLimitScale): a route's `config.rateLimit` names its own budget (false: none), every
// other route draws from the general one, and files and unknown paths hook their own in (limitAsStaticFiles,
// app.budgetHook). Each check is one counter increment in a hook of the route: no key generator, allow list or
// header work per request (the former plugin's showed in the read profiles).
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors.ts';
import { createCounter, takePoint } from '../lib/counters.ts';
import { clientKey } from '../services/client-key.ts';

const BASE_LIMITS = {
  general: { max: 600, timeWindow: 60_000 },
  create: { max: 60, timeWindow: 60_000 },
  verifyPassword: { max: 30, timeWindow: 60_000 },
  reports: { max: 10, timeWindow: 60_000 },
  notFound: { max: 60, timeWindow: 60_000 },
  // Static files (hashed chunks, fonts, icons, manifest, sw.js): a first visit fetches ~70 of them (the page's,
  // then the service worker's precache), and a school or an office shows many visitors behind one address. They
  // draw from this budget only, never from `general`, which keeps guarding pages and the API.
  staticFiles: { max: 6000, timeWindow: 60_000 },
} as const;
export type RateLimitName = keyof typeof BASE_LIMITS;
export interface Budget {
  max: number;
  /** Milliseconds from a client's first request until its count starts again. */
  timeWindow: number;
}
export type RateLimits = Record<RateLimitName, Budget>;

export function rateLimitsFor(scale: number): RateLimits {
  const scaled = Object.entries(BASE_LIMITS).map(([name, limit]) => [name, { ...limit, max: Math.ceil(limit.max * scale) }]);
  return Object.fromEntries(scaled) as RateLimits;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own budget instead of the general one; false: never limited (the health check). */
    rateLimit?: Budget | false;
    /** Set by limitAsStaticFiles: the route draws from the static-file budget, not the general one. */
    staticFile?: true;
  }
  interface FastifyInstance {
    /** An onRequest or preHandler hook drawing from `budget`, counted under `name` (handlers no route config reaches). */
    budgetHook(name: string, budget: Budget): onRequestHookHandler;
  }
}

const REDIS_PREFIX = 'jotter:rate:';

/** Counts the request against `counter`: resolves when within budget, rejects with 429 rate-limited when spent. */
async function draw(counter: RateLimiterAbstract, request: FastifyRequest): Promise<void> {
  let retryAfterS: number | null;
  try {
    retryAfterS = await takePoint(counter, clientKey(request.ip));
  } catch {
    // Redis unreachable or too slow: skipped until it is back (redis.ts logs the outage once).
    return;
  }
  if (retryAfterS !== null) throw new RateLimitedError(retryAfterS);
}

export function registerRateLimits(app: FastifyInstance, redis: Redis | undefined, limits: RateLimits): void {
  const counter = (name: string, { max, timeWindow }: Budget) =>
    createCounter(redis, { keyPrefix: `${REDIS_PREFIX}${name}`, points: max, duration: timeWindow / 1000 }, 'reject');
  const general = counter('general', limits.general);
  app.decorate('budgetHook', (name: string, budget: Budget): onRequestHookHandler => {
    const own = counter(name, budget);
    return (request) => draw(own, request);
  });
  // On the root instance before any route: every route, in every plugin, passes through here.
  app.addHook('onRoute', (route: RouteOptions) => {
    const budget = route.config?.rateLimit;
    if (budget === false) return;
    const own = budget ? counter(`${String(route.method)}${route.url}`, budget) : undefined;
    // Read at request time: limitAsStaticFiles marks its routes in an onRoute hook that runs after this one.
    const hook: onRequestHookHandler = own ? (request) => draw(own, request) : (request) => (route.config?.staticFile ? Promise.resolve() : draw(general, request));
    route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), hook];
  });
}

/**
 * Every route added to `app` (an encapsulated plugin's instance) serves static files: it skips the general
 * budget and draws from `limit`, one counter per client for all of them.
 */
export function limitAsStaticFiles(app: FastifyInstance, limit: RateLimits['staticFiles']): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, staticFile: true };
  });
  app.addHook('onRequest', app.budgetHook('files', limit));
}
