// The script API and the raw view (docs/design.md §4.8): POST /api/notes, PUT and DELETE /api/notes/{shareId} take
// a raw text body (Markdown, plain text or HTML; parsers scoped to this plugin, so the JSON API is untouched) and
// the edit id as a bearer; GET /n/{id}/raw answers a note as Markdown text. The rules are in
// services/notes/script-notes.ts; this file reads headers and shapes answers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isEditId, isShareId } from '../../../shared/ids.ts';
import { MAX_BODY_BYTES } from '../../../shared/limits.ts';
import { routePath } from '../../../shared/routes.ts';
import { DeleteNoteResponse, ShareIdParams, UpdateNoteResponse } from '../../../shared/wire/notes.ts';
import {
  SCRIPT_BODY_TYPES,
  ScriptCreateHeaders,
  ScriptNoteCreated,
  ScriptText,
  SESSION_HEADER,
  type ScriptBodyType,
} from '../../../shared/wire/script-api.ts';
import { mayHaveSession, type Accounts } from '../auth/auth.ts';
import { EditIdRequiredError, NoteNotFoundError, UnsupportedMediaTypeError } from '../errors.ts';
import { publicOrigin } from '../pages/page-context.ts';
import type { RateLimits } from '../plugins/rate-limits.ts';
import { clientKey } from '../services/access/client-key.ts';
import type { NoteContext } from '../services/notes/note-context.ts';
import { createFromScript, deleteFromScript, noteAsMarkdown, replaceFromScript, type ScriptText as ScriptBody } from '../services/notes/script-notes.ts';
import { answers } from './answers.ts';
import { requestHeaders } from './auth.ts';
import { sessionCookieName } from './note-pages.ts';

const BODY_TYPES = Object.keys(SCRIPT_BODY_TYPES) as ScriptBodyType[];
const BEARER = /^Bearer[ \t]+([^ \t]+)[ \t]*$/i;
/** Raw text is never a document: nothing loads in it, nothing frames it. */
const RAW_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The edit id of `Authorization: Bearer <edit_id>`; anything else (absent, a share id, malformed) is 401. */
function bearerEditId(request: FastifyRequest): string {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!isEditId(token)) throw new EditIdRequiredError();
  return token;
}

function scriptBody(request: FastifyRequest, text: string): ScriptBody {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase() as ScriptBodyType;
  const kind = SCRIPT_BODY_TYPES[type];
  if (kind === undefined) throw new UnsupportedMediaTypeError();
  return { kind, text };
}

/** Plain lines when the caller names text/plain and not JSON (`curl -H 'Accept: text/plain'`); JSON otherwise. */
const wantsPlainText = (request: FastifyRequest): boolean => {
  const accept = request.headers.accept ?? '';
  return /\btext\/plain\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
};

export const scriptApiRoutes: FastifyPluginAsyncTypebox<{
  ctx: NoteContext;
  limits: RateLimits;
  accounts: Accounts;
  configuredOrigin: string | undefined;
}> = async (app, { ctx, limits, accounts, configuredOrigin }) => {
  // Scoped to this plugin: the text types as strings, and every other type (JSON included) refused in the API's shape.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(BODY_TYPES, { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(new UnsupportedMediaTypeError(), undefined));

  const body = { content: Object.fromEntries(BODY_TYPES.map((type) => [type, { schema: ScriptText }])) };

  app.post(
    '/api/notes',
    {
      schema: {
        summary: 'Create a note from a text body',
        description: 'The body is the note: text/markdown, text/plain or text/html. Answers JSON, or the read and edit links on two lines with Accept: text/plain.',
        tags: ['scripts'],
        headers: ScriptCreateHeaders,
        body,
        response: answers({ 201: ScriptNoteCreated }),
      },
      config: { rateLimit: limits.create },
    },
    async (request, reply) => {
      const text = scriptBody(request, request.body as unknown as string);
      const ownerId = mayHaveSession(request.headers.cookie) ? ((await accounts.sessionUser(requestHeaders(request)))?.id ?? null) : null;
      const created = await createFromScript(ctx, text, request.headers['x-expire'], clientKey(request.ip), ownerId);
      const origin = publicOrigin(request, configuredOrigin);
      const answer = {
        share_id: created.share_id,
        edit_id: created.edit_id,
        read_url: origin + routePath('note', created.share_id),
        edit_url: origin + routePath('edit', created.edit_id),
        expires_at: created.expires_at,
        created_at: created.created_at,
      };
      reply.status(201).header('cache-control', 'no-store');
      if (wantsPlainText(request)) return (reply as FastifyReply).type('text/plain; charset=utf-8').send(`${answer.read_url}\n${answer.edit_url}\n`);
      return answer;
    },
  );

  app.put(
    '/api/notes/:shareId',
    {
      schema: {
        summary: "Replace a note's text",
        description:
          'Overwrites the text (the last writer wins) at the version stored now and bumps it; open editors take it in as any other change. Needs Authorization: Bearer <edit_id>.',
        tags: ['scripts'],
        params: ShareIdParams,
        body,
        security: [{ editId: [] }],
        response: answers({ 200: UpdateNoteResponse }),
      },
    },
    async (request) => {
      const editId = bearerEditId(request);
      return replaceFromScript(ctx, request.params.shareId, editId, scriptBody(request, request.body as unknown as string));
    },
  );

  app.delete(
    '/api/notes/:shareId',
    {
      schema: {
        summary: 'Delete a note',
        description: 'Needs Authorization: Bearer <edit_id>. The note and its history are gone; its links never work again.',
        tags: ['scripts'],
        params: ShareIdParams,
        security: [{ editId: [] }],
        response: answers({ 200: DeleteNoteResponse }),
      },
    },
    async (request) => {
      await deleteFromScript(ctx, request.params.shareId, bearerEditId(request));
      return { deleted: true as const };
    },
  );

  app.get(
    '/n/:id/raw',
    {
      schema: {
        summary: 'A note as Markdown text',
        description: `A protected note needs its password session: the page's cookie, or the ${SESSION_HEADER} header.`,
        tags: ['scripts'],
        params: Type.Object({ id: Type.String() }),
        headers: Type.Object({ [SESSION_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: answers({ 200: Type.String({ description: 'text/plain; charset=utf-8' }) }),
      },
      // The pattern's parameter is a share id: public, and what an operator acts on (plugins/logged-url.ts).
      config: { logUrl: (request) => `/n/${isShareId((request.params as { id?: unknown }).id) ? (request.params as { id: string }).id : ':id'}/raw` },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isShareId(id)) throw new NoteNotFoundError();
      const session = request.cookies[sessionCookieName(id)] ?? request.headers[SESSION_HEADER];
      const raw = await noteAsMarkdown(ctx, id, typeof session === 'string' ? session : undefined);
      reply.header('content-security-policy', RAW_CSP).header('x-content-type-options', 'nosniff');
      if (raw.protectedNote) reply.header('cache-control', 'no-store');
      else {
        // As the note's page: revalidated on every visit, a 304 while the note has not changed.
        const etag = `W/"raw.${raw.stateTag}"`;
        reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie').header('etag', etag);
        if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send(undefined as never);
      }
      return reply.type('text/plain; charset=utf-8').send(raw.markdown);
    },
  );
};
