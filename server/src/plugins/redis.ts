// The optional Redis connection (REDIS_URL) behind the shared rate limits and password-attempt counters.
// Redis helps; it is never a dependency. While it is unreachable every command fails at once (no offline
// queue), and one that a half-dead server never answers fails after COMMAND_TIMEOUT_MS, so requests fail
// open within a fraction of a second instead of stalling. The outage and the recovery are logged once each.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type RedisState = 'up' | 'down';

export interface RedisLink {
  client: Redis;
  state(): RedisState;
  /** Resolves once connected, or after `ms` regardless: the app starts either way, failing open meanwhile. */
  settled(ms: number): Promise<void>;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 150;
const CONNECT_TIMEOUT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 2000;

export function connectRedis(url: string, log: FastifyBaseLogger): RedisLink {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Keeps trying in the background, never more than 2 s apart.
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let state: RedisState = 'down';
  let outageLogged = false;
  client.on('ready', () => {
    state = 'up';
    if (outageLogged) log.info('redis is back: shared rate limits and password counters apply again');
    outageLogged = false;
  });
  // ioredis reports every failed reconnect; one line per outage is what an operator needs.
  const lost = (reason: string) => {
    state = 'down';
    if (outageLogged) return;
    outageLogged = true;
    log.warn({ reason }, 'redis unavailable: rate limits are skipped and password checks paused until it is back');
  };
  client.on('error', (error: Error) => lost(error.message));
  client.on('close', () => {
    if (state === 'up') lost('connection closed');
  });

  return {
    client,
    state: () => state,
    settled(ms) {
      if (state === 'up') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        client.once('ready', done);
      });
    },
    async close() {
      client.removeAllListeners('close');
      await client.quit().catch(() => client.disconnect());
    },
  };
}
