// Abuse reports (docs/design.md §4.5): anyone may report a note they can see; stored for operators, answered 202.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoteNotFoundError } from '../errors.ts';
import type { RateLimits } from '../plugins/rate-limits.ts';
import type { NoteContext } from '../services/note-context.ts';
import { ReportRequest, ReportResponse } from '../../../shared/wire/service.ts';
import { answers } from './answers.ts';

export const reportsRoutes: FastifyPluginAsyncTypebox<{ ctx: NoteContext; limits: RateLimits }> = async (app, { ctx, limits }) => {
  app.post('/api/reports', { schema: { body: ReportRequest, response: answers({ 202: ReportResponse }) }, config: { rateLimit: limits.reports } }, async (request, reply) => {
    const { share_id: shareId, reason, details } = request.body;
    if (!(await ctx.store.findByShareId(shareId, ctx.now()))) throw new NoteNotFoundError();
    await ctx.store.insertReport({ shareId, reason, details: details?.trim() || null, createdAt: ctx.now() });
    return reply.status(202).send({ accepted: true as const });
  });
};
