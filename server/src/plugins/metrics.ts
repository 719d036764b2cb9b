// Prometheus metrics, with prom-client: requests and latency per route pattern (never the raw URL,
// which holds edit ids and would make a series per note), store latency per operation, the sanitizer's and
// the password queue's depth, rate-limit refusals, the read caches' hit ratio, Redis's state and a full
// volume. Off by default. Not public: GET /metrics on the app port only with METRICS_TOKEN (Bearer, compared
// in constant time), and/or a listener of its own on METRICS_PORT (docs/design.md §4.5).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ByteLru } from '../lib/byte-lru.ts';
import type { PasswordQueue } from '../services/access/password-queue.ts';
import type { Sanitizer } from '../services/sanitize/sanitize-pool.ts';
import { hasReadCacheStats } from '../storage/cached-store.ts';
import type { NoteStore } from '../storage/note-store.ts';
import type { RedisLink } from './redis.ts';

export interface MetricsSources {
  store: NoteStore;
  sanitizer: Sanitizer;
  passwords: PasswordQueue;
  rendered: ByteLru<unknown>;
  redis: RedisLink | undefined;
}

export interface MetricsOptions {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

const PREFIX = 'jotter_';
/** Seconds; reads answer in well under a millisecond, a create waits for an fsync, a large save for a worker. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** Constant time whatever the lengths: both sides are hashed to the same size first. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** The store with every asynchronous call timed per operation; everything else passes through. */
export function timedStore(store: NoteStore, latency: Histogram<'operation'>): NoteStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const started = performance.now();
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        const observe = () => latency.observe({ operation: property }, (performance.now() - started) / 1000);
        return result.finally(observe);
      };
    },
  });
}

function cacheSeries(registry: Registry, sources: MetricsSources): void {
  const caches = (): Array<{ cache: string; hits: number; misses: number }> => [
    { cache: 'rendered', hits: sources.rendered.hits, misses: sources.rendered.misses },
    ...(hasReadCacheStats(sources.store) ? [{ cache: 'notes', ...sources.store.stats() }] : []),
  ];
  new Counter({
    name: `${PREFIX}cache_lookups_total`,
    help: 'Read-cache lookups by cache (notes: stored notes; rendered: pages and share answers) and result.',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { cache, hits, misses } of caches()) {
        this.inc({ cache, result: 'hit' }, hits);
        this.inc({ cache, result: 'miss' }, misses);
      }
    },
  });
  new Gauge({
    name: `${PREFIX}cache_hit_ratio`,
    help: 'Share of read-cache lookups that found their entry since start.',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      for (const { cache, hits, misses } of caches()) this.set({ cache }, hits + misses === 0 ? 0 : hits / (hits + misses));
    },
  });
}

function queueSeries(registry: Registry, sources: MetricsSources): void {
  new Gauge({
    name: `${PREFIX}sanitizer_queue_depth`,
    help: 'Large notes waiting for a sanitizer worker.',
    registers: [registry],
    collect() {
      this.set(sources.sanitizer.queued());
    },
  });
  new Gauge({
    name: `${PREFIX}password_queue_depth`,
    help: 'Password hashes running and waiting.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { running, waiting } = sources.passwords.depth();
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
}

function stateSeries(registry: Registry, sources: MetricsSources): void {
  const { redis, store } = sources;
  if (redis) {
    new Gauge({
      name: `${PREFIX}redis_up`,
      help: '1 while Redis answers; 0 means rate limits are skipped and password checks paused.',
      registers: [registry],
      collect() {
        this.set(redis.state() === 'up' ? 1 : 0);
      },
    });
  }
  const space = store.space;
  if (space) {
    new Gauge({
      name: `${PREFIX}storage_full`,
      help: '1 while the data volume is full and writes are refused with 507 storage-full.',
      registers: [registry],
      collect() {
        this.set(space.isFull() ? 1 : 0);
      },
    });
  }
}

export interface Metrics {
  registry: Registry;
  /** Store latency per operation; wrap the store with timedStore before handing it out. */
  storeLatency: Histogram<'operation'>;
}

/** The registry with every series; one per app, so several apps in one process (tests) do not collide. */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const storeLatency = new Histogram({
    name: `${PREFIX}store_operation_duration_seconds`,
    help: 'Note store calls by operation.',
    labelNames: ['operation'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  cacheSeries(registry, sources);
  queueSeries(registry, sources);
  stateSeries(registry, sources);
  return { registry, storeLatency };
}

/** Request series from the hooks, GET /metrics behind the token, and the separate listener. */
export function registerMetrics(app: FastifyInstance, { registry }: Metrics, options: MetricsOptions): void {
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Answered requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused with 429 (a request budget or a password-attempt limit) by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern (/api/notes/:shareId/update), never the URL: ids are secrets and unbounded.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  const { token } = options;
  if (token) {
    app.get('/metrics', async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('A valid metrics token is required\n');
      }
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
    });
  }

  const { port } = options;
  if (port === undefined) return;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    // A collector that throws must cost one answer, not the process (an unhandled rejection ends Node).
    answerOnMetricsPort(request, response, registry, token).catch((error: unknown) => {
      app.log.error({ err: error }, 'metrics: collecting failed');
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Collecting the metrics failed\n');
    });
  });
  app.addHook('onListen', () => new Promise<void>((done, fail) => server.once('error', fail).listen(port, options.host, () => done())));
  app.addHook('onClose', () => new Promise<void>((done) => (server.listening ? server.close(() => done()) : done())));
}

async function answerOnMetricsPort(request: IncomingMessage, response: ServerResponse, registry: Registry, token: string | undefined): Promise<void> {
  const path = request.url?.split('?')[0];
  if (request.method !== 'GET' || path !== '/metrics') {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  if (token && !tokenMatches(request.headers.authorization, token)) {
    response.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' }).end('A valid metrics token is required\n');
    return;
  }
  response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(await registry.metrics());
}
