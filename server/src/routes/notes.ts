// The notes API (DESIGN §4). Routes validate and translate HTTP; the note services hold the rules.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RateLimits } from '../plugins/rate-limits.ts';
import { HttpError } from '../errors.ts';
import { clientKey } from '../services/client-key.ts';
import type { NoteContext } from '../services/note-context.ts';
import { readNote, unlockNote } from '../services/note-access.ts';
import { deleteNote, renameNote, resolveEditLink, setExpiry, setPassword } from '../services/note-settings.ts';
import { createNote, updateNote } from '../services/note-writes.ts';
import {
  CreateBody,
  EditIdParams,
  ExpireBody,
  PasswordBody,
  RenameBody,
  ShareBody,
  ShareIdParams,
  UpdateBody,
  VerifyPasswordBody,
} from './schemas.ts';

export const notesRoutes: FastifyPluginAsyncTypebox<{ ctx: NoteContext; limits: RateLimits }> = async (app, { ctx, limits }) => {
  app.post('/api/notes/create', { schema: { body: CreateBody }, config: { rateLimit: limits.create } }, async (request, reply) => {
    const { replayed, body } = await createNote(ctx, request.body, clientKey(request.ip));
    return reply.status(replayed ? 200 : 201).send(body);
  });

  app.post('/api/notes/:shareId/update', { schema: { params: ShareIdParams, body: UpdateBody } }, async (request) =>
    updateNote(ctx, request.params.shareId, request.body),
  );

  app.post('/api/notes/share/:shareId', { schema: { params: ShareIdParams, body: ShareBody } }, async (request) => {
    const result = await readNote(ctx, request.params.shareId, request.body ?? {});
    if (result.status === 'password-required') throw new HttpError(401, 'password-required', 'This note is protected by a password');
    return result.note;
  });

  app.post('/api/notes/edit/:editId', { schema: { params: EditIdParams } }, async (request) =>
    resolveEditLink(ctx, request.params.editId),
  );

  app.post('/api/notes/:editId/delete', { schema: { params: EditIdParams } }, async (request) => {
    await deleteNote(ctx, request.params.editId);
    return { deleted: true };
  });

  app.post('/api/notes/:editId/expire', { schema: { params: EditIdParams, body: ExpireBody } }, async (request) =>
    setExpiry(ctx, request.params.editId, request.body.expire),
  );

  app.post('/api/notes/:editId/password', { schema: { params: EditIdParams, body: PasswordBody } }, async (request) =>
    setPassword(ctx, request.params.editId, request.body.password, clientKey(request.ip)),
  );

  app.post('/api/notes/:editId/rename', { schema: { params: EditIdParams, body: RenameBody } }, async (request) =>
    renameNote(ctx, request.params.editId, request.body),
  );

  app.post(
    '/api/notes/verify-password',
    { schema: { body: VerifyPasswordBody }, config: { rateLimit: limits.verifyPassword } },
    async (request) => ({ session: await unlockNote(ctx, request.body.id, request.body.password, clientKey(request.ip)) }),
  );
};
