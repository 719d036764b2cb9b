// Liveness for load balancers: 200 while the store answers, 503 when it does not. Redis is reported but does
// not decide: without it the app fails open. A full volume is reported too (storage: 'full') but stays 200:
// reads are still served, and taking the only SQLite instance out of a balancer would stop them as well. Never rate-limited, so a monitor polling it cannot lock itself out.
import type { FastifyPluginAsync } from 'fastify';
import { HealthResponse } from '../../../shared/wire/service.ts';
import { sendError } from '../plugins/error-handler.ts';
import { answers } from './answers.ts';
import type { RedisLink } from '../plugins/redis.ts';
import type { NoteStore } from '../storage/note-store.ts';

export const healthRoutes: FastifyPluginAsync<{ store: NoteStore; redis: RedisLink | undefined }> = async (app, { store, redis }) => {
  app.get('/api/health', { schema: { response: answers({ 200: HealthResponse }) }, config: { rateLimit: false } }, async (_request, reply) => {
    const ok = await store.ping().catch(() => false);
    if (!ok) return sendError(reply, 503, 'store-unavailable', 'The note store is not answering');
    const health: HealthResponse = { ok: true, store: store.kind };
    if (redis) health.redis = redis.state();
    if (store.space) health.storage = store.space.isFull() ? 'full' : 'ok';
    return health;
  });
};
