// The notes API (docs/design.md §4.2). Routes validate and translate HTTP; the note services hold the rules.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { mayHaveSession, type Accounts } from '../auth/auth.ts';
import type { RateLimits } from '../plugins/rate-limits.ts';
import { PasswordRequiredError } from '../errors.ts';
import { withOwnership } from '../services/notes/account-notes.ts';
import { clientKey } from '../services/access/client-key.ts';
import type { NoteContext } from '../services/notes/note-context.ts';
import { noteStateTag, renderedEncoded, type RenderedAnswers } from './rendered-answers.ts';
import { sendEncoded } from './encoded-answer.ts';
import { readNote, unlockNote } from '../services/notes/note-access.ts';
import { deleteNote, renameNote, resolveEditLink, setExpiry, setPassword } from '../services/notes/note-settings.ts';
import { createNote, updateNote } from '../services/notes/note-writes.ts';
import {
  CreateNoteRequest,
  CreateNoteResponse,
  DeleteNoteResponse,
  EditIdParams,
  EditLinkNote,
  ExpireNoteRequest,
  ExpireNoteResponse,
  PasswordNoteRequest,
  PasswordNoteResponse,
  RenameNoteRequest,
  RenameNoteResponse,
  SharedNote,
  ShareIdParams,
  ShareNoteRequest,
  UpdateNoteRequest,
  UpdateNoteResponse,
  VerifyPasswordRequest,
  VerifyPasswordResponse,
} from '../../../shared/wire/notes.ts';
import { answers } from './answers.ts';
import { requestHeaders } from './auth.ts';

export const notesRoutes: FastifyPluginAsyncTypebox<{
  ctx: NoteContext;
  limits: RateLimits;
  rendered: RenderedAnswers;
  accounts: Accounts;
}> = async (app, { ctx, limits, rendered, accounts }) => {
  /** The signed-in reader's id; requests without a session cookie skip the lookup. */
  const viewerId = async (request: FastifyRequest): Promise<string | null> =>
    mayHaveSession(request.headers.cookie) ? ((await accounts.sessionUser(requestHeaders(request)))?.id ?? null) : null;

  app.post('/api/notes/create', { schema: { body: CreateNoteRequest, response: answers({ 200: CreateNoteResponse, 201: CreateNoteResponse }) }, config: { rateLimit: limits.create } }, async (request, reply) => {
    const { replayed, body } = await createNote(ctx, request.body, clientKey(request.ip), await viewerId(request));
    return reply.status(replayed ? 200 : 201).send(body);
  });

  app.post('/api/notes/:shareId/update', { schema: { params: ShareIdParams, body: UpdateNoteRequest, response: answers({ 200: UpdateNoteResponse }) } }, async (request) =>
    updateNote(ctx, request.params.shareId, request.body),
  );

  app.post('/api/notes/share/:shareId', { schema: { params: ShareIdParams, body: ShareNoteRequest, response: answers({ 200: SharedNote }) } }, async (request, reply) => {
    const result = await readNote(ctx, request.params.shareId, request.body ?? {});
    if (result.status === 'password-required') throw new PasswordRequiredError();
    // Who owns the note is per reader (is_owned) and can be renamed: only unowned notes share one answer.
    if (result.note.has_password || result.ownerId !== null) {
      return withOwnership(result.note, result.ownerId, {
        displayName: (userId) => accounts.displayName(userId),
        viewerId: () => viewerId(request),
      });
    }
    const note = result.note;
    // Every reader of an unprotected, unowned note gets the same bytes: serialise (and compress) them once per
    // note state. fast-json-stringify (this route's 200 schema) returns a string.
    const answer = await renderedEncoded(
      rendered,
      `share|${request.params.shareId}|${noteStateTag(note)}`,
      () => reply.serialize(note) as string,
      request.headers['accept-encoding'],
    );
    return sendEncoded(reply.type('application/json; charset=utf-8'), answer);
  });

  app.post('/api/notes/edit/:editId', { schema: { params: EditIdParams, response: answers({ 200: EditLinkNote }) } }, async (request) =>
    resolveEditLink(ctx, request.params.editId),
  );

  app.post('/api/notes/:editId/delete', { schema: { params: EditIdParams, response: answers({ 200: DeleteNoteResponse }) } }, async (request) => {
    await deleteNote(ctx, request.params.editId);
    return { deleted: true as const };
  });

  app.post('/api/notes/:editId/expire', { schema: { params: EditIdParams, body: ExpireNoteRequest, response: answers({ 200: ExpireNoteResponse }) } }, async (request) =>
    setExpiry(ctx, request.params.editId, request.body.expire),
  );

  app.post('/api/notes/:editId/password', { schema: { params: EditIdParams, body: PasswordNoteRequest, response: answers({ 200: PasswordNoteResponse }) } }, async (request) =>
    setPassword(ctx, request.params.editId, request.body.password, clientKey(request.ip)),
  );

  app.post('/api/notes/:editId/rename', { schema: { params: EditIdParams, body: RenameNoteRequest, response: answers({ 200: RenameNoteResponse }) } }, async (request) =>
    renameNote(ctx, request.params.editId, request.body),
  );

  app.post(
    '/api/notes/verify-password',
    { schema: { body: VerifyPasswordRequest, response: answers({ 200: VerifyPasswordResponse }) }, config: { rateLimit: limits.verifyPassword } },
    async (request) => ({ session: await unlockNote(ctx, request.body.id, request.body.password, clientKey(request.ip)) }),
  );
};
