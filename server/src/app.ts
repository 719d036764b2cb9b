// Builds the Fastify instance from validated config: store, counters, plugins and routes. Tests call
// buildApp directly (inject or a real socket); main.ts adds listening and graceful shutdown.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_BODY_BYTES } from '../../shared/limits.ts';
import type { Config } from './config.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createMetrics, registerMetrics, timedStore } from './plugins/metrics.ts';
import { answerClientError, frameworkErrorHandler, refuseWhileClosing } from './plugins/protocol-errors.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { createUrlLogging } from './plugins/logged-url.ts';
import { connectRedis } from './plugins/redis.ts';
import { rateLimitsFor, registerRateLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createAccounts } from './auth/auth.ts';
import { accountNotesRoutes } from './routes/account-notes.ts';
import { authRoutes } from './routes/auth.ts';
import { healthRoutes } from './routes/health.ts';
import { noteHistoryRoutes } from './routes/note-history.ts';
import { notesRoutes } from './routes/notes.ts';
import { openApiRoute, registerOpenApi } from './routes/openapi.ts';
import { scriptApiRoutes } from './routes/script-api.ts';
import { pagesRoutes } from './routes/pages.ts';
import { reportsRoutes } from './routes/reports.ts';
import { liveRoutes } from './routes/live.ts';
import { createLiveHub, type LiveHubOptions } from './services/live/live-hub.ts';
import { createAttemptCounter } from './services/access/attempt-counter.ts';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, ENCODINGS } from './plugins/content-encoding.ts';
import type { NoteContext } from './services/notes/note-context.ts';
import { loadShell } from './pages/page-shell.ts';
import { schedulePurge } from './services/notes/purge.ts';
import { createPasswordQueue, type PasswordQueueOptions } from './services/access/password-queue.ts';
import { createSanitizer } from './services/sanitize/sanitize-pool.ts';
import { createRenderedAnswers } from './routes/rendered-answers.ts';
import { createSessionSigner } from './services/access/sessions.ts';
import { createNoteStore } from './storage/index.ts';
import type { NoteStore } from './storage/note-store.ts';
import { readCacheFor } from './storage/cached-store.ts';


export interface BuildOptions {
  /** Use this store instead of the one config chooses (tests; wrap it in readCacheFor to cache). The app closes it on close. */
  store?: NoteStore;
  /** Clock override so tests can cross expiry boundaries. */
  now?: () => Date;
  /** false silences the log; a stream receives it instead of stdout (tests read what would be written). */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Run the periodic purge of expired notes (on by default). */
  purge?: boolean;
  /** Socket timeouts (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /** Bounds of the password-hashing queue (tests shrink them). */
  passwordQueue?: Partial<PasswordQueueOptions>;
  /** Live-stream timings and limits (tests shorten them). */
  live?: Partial<Omit<LiveHubOptions, 'now' | 'log' | 'redis'>>;
}

export interface ServerTimeouts {
  /** A connection in the middle of a request that sends nothing for this long is closed. */
  idleMs: number;
  /** Headers must be complete within this long (slowloris). */
  headersMs: number;
  /** The whole request, body included, must arrive within this long; then 408. */
  requestMs: number;
  /** A keep-alive connection is closed this long after its last answer: above the 60 s idle timeout of common
   * load balancers, so they never reuse a connection the server is closing. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = { idleMs: 15_000, headersMs: 15_000, requestMs: 60_000, keepAliveMs: 72_000 };

const REDIS_START_WAIT_MS = 1000;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const urlLogging = createUrlLogging();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens travel in paths and query strings: the log shows the route matched (plugins/logged-url.ts),
            // never the URL as sent, and never bodies, cookies or headers.
            serializers: { req: (request) => ({ method: request.method, url: urlLogging.urlOf(request) }) },
            ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
          },
    bodyLimit: MAX_BODY_BYTES,
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the headers and request limits on a timer (30 s by default): often enough to keep them exact.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs / 2) },
    trustProxy: config.trustProxy,
    // refuseWhileClosing answers those requests instead, in the API's shape and with the headers.
    return503OnClosing: false,
    // "/de/" and "/de" are the same page. Path segments far longer than any id still reach the routes, which
    // refuse them like any other wrong id (400 in the API, the not-found page for pages).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8192 },
    // A path with a broken escape (/api/notes/%zz/update) fails before any route or hook.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Before any route: the words of every route are what an unmatched path may show in the log.
  urlLogging.learnRoutes(app);
  // A client that half-closes once its request is sent still gets the answer, also one that waits on I/O (a
  // write's fsync, a password hash). Node's default ends the socket at the client's FIN, dropping any answer not
  // written by then; this (long-standing, if undocumented) switch ends it after the last answer instead.
  (app.server as typeof app.server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;

  const baseStore = options.store ?? readCacheFor(createNoteStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri, databaseUrl: config.databaseUrl }), config.readCacheBytes);
  await baseStore.init();
  // Once per change, not per refused request: a full disk refuses every write until someone frees space.
  baseStore.space?.onChange((full) => {
    if (full) app.log.error({ dataDir: config.dataDir }, 'storage is full: writes are refused with 507 storage-full until space is freed');
    else app.log.info('storage has room again: writes resumed');
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  // A healthy Redis is usually ready within milliseconds; waiting briefly lets budgets apply from the first request.
  await redis?.settled(REDIS_START_WAIT_MS);
  const sanitizer = createSanitizer();
  const passwords = createPasswordQueue(options.passwordQueue);
  // The read budget's other half (the first caches notes: storage/cached-store.ts).
  const rendered = createRenderedAnswers(Math.floor(config.readCacheBytes / 2));
  // Off by default: no hooks or timing on the request path unless an operator asked for metrics.
  const metricsOn = config.metricsPort !== undefined || config.metricsToken !== undefined;
  const metrics = metricsOn ? createMetrics({ store: baseStore, sanitizer, passwords, rendered, redis }) : undefined;
  const store = metrics ? timedStore(baseStore, metrics.storeLatency) : baseStore;
  const now = options.now ?? (() => new Date());
  const hub = createLiveHub({ ...options.live, now, log: app.log, ...(redis ? { redis: redis.client } : {}) });
  const ctx: NoteContext = {
    store,
    sessions: createSessionSigner(config.secret),
    attempts: createAttemptCounter(redis?.client),
    passwords,
    sanitizer,
    now,
    writes: hub,
  };
  const accounts = await createAccounts(config, { store, redis: redis?.client, log: app.log });
  const shell = await loadShell(config.clientDir, app.log);

  registerErrorHandler(app);
  registerJsonBody(app);
  // Before the routes, so its hook sees every one of them.
  if (metrics) registerMetrics(app, metrics, { token: config.metricsToken, port: config.metricsPort, host: config.host });
  registerSecurityHeaders(app, shell.scriptHashes, {
    https: config.publicOrigin?.startsWith('https:') ?? false,
    connectOrigins: config.site.analytics ? [config.site.analytics.url] : [],
  });
  refuseWhileClosing(app);
  const limits = rateLimitsFor(config.rateLimitScale);
  await registerRateLimits(app, redis?.client, limits);
  await app.register(cookie);
  // Every answer the routes below build, unless it comes compressed already: note pages and share reads from
  // the rendered-answers cache, built assets precompressed at build time (routes/static-assets.ts).
  await app.register(compress, { global: true, encodings: ENCODINGS, threshold: COMPRESS_THRESHOLD_BYTES, brotliOptions: BROTLI_OPTIONS });
  await registerOpenApi(app, { appName: config.appName });
  await app.register(healthRoutes, { store, redis });
  await app.register(authRoutes, { accounts, configuredOrigin: config.publicOrigin });
  await app.register(notesRoutes, { ctx, limits, rendered, accounts });
  await app.register(scriptApiRoutes, { ctx, limits, accounts, configuredOrigin: config.publicOrigin });
  await app.register(noteHistoryRoutes, { ctx, limits });
  await app.register(accountNotesRoutes, { ctx, accounts });
  await app.register(reportsRoutes, { ctx, limits });
  await app.register(liveRoutes, { ctx, hub, limits });
  // Before the server stops taking connections: the live streams end now (their clients resume elsewhere), or
  // closing would wait for them.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  await app.register(pagesRoutes, { ctx, config, shell, limits, rendered });
  await app.register(openApiRoute);

  const stopPurge = options.purge === false ? () => {} : schedulePurge(store, app.log);
  app.addHook('onClose', async () => {
    stopPurge();
    await ctx.sanitizer.close();
    await accounts.close();
    await store.close();
    await redis?.close();
  });
  return app;
}
