// Liveness for load balancers: 200 while the store answers, 503 when it does not.
import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse } from '../../../shared/api.ts';
import { sendError } from '../plugins/error-handler.ts';
import type { NoteStore } from '../storage/note-store.ts';

export const healthRoutes: FastifyPluginAsync<{ store: NoteStore }> = async (app, { store }) => {
  app.get('/api/health', async (_request, reply) => {
    const ok = await store.ping().catch(() => false);
    if (!ok) return sendError(reply, 503, 'store-unavailable', 'The note store is not answering');
    return { ok: true, store: store.kind } satisfies HealthResponse;
  });
};
