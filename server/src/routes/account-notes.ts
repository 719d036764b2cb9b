// The account's notes (docs/design.md §4.4): GET /api/notes/list, POST /api/notes/sync and POST /api/notes/contents,
// for a signed-in user only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Accounts } from '../auth/auth.ts';
import { SignInRequiredError } from '../errors.ts';
import { accountNoteContents, listAccountNotes, syncAccountNotes } from '../services/notes/account-notes.ts';
import type { NoteContext } from '../services/notes/note-context.ts';
import { AccountNoteList, NoteContentsRequest, NoteContentsResponse, SyncNotesRequest, SyncNotesResponse } from '../../../shared/wire/account.ts';
import { answers } from './answers.ts';
import { requestHeaders } from './auth.ts';

/** The signed-in user's id; refused without a session. */
export async function requireUser(accounts: Accounts, request: FastifyRequest): Promise<string> {
  const user = await accounts.sessionUser(requestHeaders(request));
  if (!user) throw new SignInRequiredError();
  return user.id;
}

export const accountNotesRoutes: FastifyPluginAsyncTypebox<{ ctx: NoteContext; accounts: Accounts }> = async (app, { ctx, accounts }) => {
  app.get('/api/notes/list', { schema: { response: answers({ 200: AccountNoteList }) } }, async (request, reply) => {
    const notes = await listAccountNotes(ctx, await requireUser(accounts, request));
    // The list is personal: no shared cache may keep it.
    return reply.header('cache-control', 'private, no-store').send(notes);
  });

  app.post('/api/notes/sync', { schema: { body: SyncNotesRequest, response: answers({ 200: SyncNotesResponse }) } }, async (request) =>
    syncAccountNotes(ctx, await requireUser(accounts, request), request.body.notes),
  );

  app.post('/api/notes/contents', { schema: { body: NoteContentsRequest, response: answers({ 200: NoteContentsResponse }) } }, async (request, reply) => {
    const contents = await accountNoteContents(ctx, await requireUser(accounts, request), request.body.ids);
    return reply.header('cache-control', 'private, no-store').send(contents);
  });
};
