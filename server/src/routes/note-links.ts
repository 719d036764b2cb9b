// A note's links (docs/design.md §4.9): its editor lists, adds and turns off read links and replaces the edit link or
// the main read link, with the edit id in the path as every settings call; a reader reveals a view-once link or note
// with a POST (never a GET: link previews fetch with GET and HEAD, so they never spend it). Answers about links are
// never cached; the reveal draws from the password budget besides the general one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SharedNote } from '../../../shared/wire/notes.ts';
import { EditIdParams } from '../../../shared/wire/notes.ts';
import {
  AddLinkRequest,
  LinkParams,
  NoteLink,
  NoteLinksResponse,
  ReadIdParams,
  ReplaceEditLinkRequest,
  ReplaceEditLinkResponse,
  ReplaceReadLinkRequest,
  ReplaceReadLinkResponse,
  RevealRequest,
} from '../../../shared/wire/links.ts';
import type { RateLimits } from '../plugins/rate-limits.ts';
import { clientKey } from '../services/access/client-key.ts';
import type { NoteContext } from '../services/notes/note-context.ts';
import { addLink, listLinks, replaceEditLink, replaceReadLink, revealById, turnOffLink } from '../services/notes/note-links.ts';
import { answers } from './answers.ts';

const NO_STORE = 'private, no-store';

export const noteLinksRoutes: FastifyPluginAsyncTypebox<{ ctx: NoteContext; limits: RateLimits }> = async (app, { ctx, limits }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });

  app.get('/api/notes/:editId/links', { schema: { params: EditIdParams, response: answers({ 200: NoteLinksResponse }) } }, async (request) =>
    listLinks(ctx, request.params.editId),
  );

  app.post(
    '/api/notes/:editId/links',
    { schema: { params: EditIdParams, body: AddLinkRequest, response: answers({ 200: NoteLink, 201: NoteLink }) } },
    async (request, reply) => {
      const { created, link } = await addLink(ctx, request.params.editId, request.body, clientKey(request.ip));
      return reply.status(created ? 201 : 200).send(link);
    },
  );

  app.post('/api/notes/:editId/links/:linkId/turn-off', { schema: { params: LinkParams, response: answers({ 200: NoteLink }) } }, async (request) =>
    turnOffLink(ctx, request.params.editId, request.params.linkId),
  );

  app.post(
    '/api/notes/:editId/replace-edit-link',
    { schema: { params: EditIdParams, body: ReplaceEditLinkRequest, response: answers({ 200: ReplaceEditLinkResponse }) } },
    async (request) => replaceEditLink(ctx, request.params.editId, request.body?.edit_id),
  );

  app.post(
    '/api/notes/:editId/replace-read-link',
    { schema: { params: EditIdParams, body: ReplaceReadLinkRequest, response: answers({ 200: ReplaceReadLinkResponse }) } },
    async (request) => replaceReadLink(ctx, request.params.editId, request.body?.key),
  );

  app.post(
    '/api/notes/reveal/:id',
    { schema: { params: ReadIdParams, body: RevealRequest, response: answers({ 200: SharedNote }) }, config: { rateLimit: limits.verifyPassword } },
    async (request) => revealById(ctx, request.params.id, request.body?.session, clientKey(request.ip)),
  );
};
