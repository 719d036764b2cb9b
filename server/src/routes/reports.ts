// Abuse reports (docs/design.md §4.5): anyone may report a note they can see; stored for operators, answered 202.
// A report of an end-to-end encrypted note may carry its key, by the reporter's choice (docs/design.md §10).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvalidInputError, NoteNotFoundError } from '../errors.ts';
import type { RateLimits } from '../plugins/rate-limits.ts';
import type { NoteContext } from '../services/notes/note-context.ts';
import { ReportRequest, ReportResponse } from '../../../shared/wire/service.ts';
import { answers } from './answers.ts';

export const reportsRoutes: FastifyPluginAsyncTypebox<{ ctx: NoteContext; limits: RateLimits }> = async (app, { ctx, limits }) => {
  app.post('/api/reports', { schema: { body: ReportRequest, response: answers({ 202: ReportResponse }) }, config: { rateLimit: limits.reports } }, async (request, reply) => {
    const { share_id: shareId, reason, details, key } = request.body;
    const note = await ctx.store.findByShareId(shareId, ctx.now());
    if (!note) throw new NoteNotFoundError();
    // A key opens only an end-to-end encrypted note (docs/design.md §10); beside any other note it is a mistake.
    if (key !== undefined && !note.encrypted) throw new InvalidInputError('key is only for an end-to-end encrypted note');
    await ctx.store.insertReport({ shareId, reason, details: details?.trim() || null, createdAt: ctx.now(), key: key ?? null });
    return reply.status(202).send({ accepted: true as const });
  });
};
