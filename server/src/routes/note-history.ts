// A note's history (docs/design.md §4.2): list, read one version, restore. Only the edit id in the path opens them
// (never a share id, never a password session); they draw from the general budget, as updates do, and from the
// tighter history budget besides (docs/design.md §4.6).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EditIdParams } from '../../../shared/wire/notes.ts';
import {
  NoteVersionResponse,
  RestoreVersionRequest,
  RestoreVersionResponse,
  VersionParams,
  VersionsQuery,
  VersionsResponse,
} from '../../../shared/wire/versions.ts';
import { limitAlsoBy, type RateLimits } from '../plugins/rate-limits.ts';
import type { NoteContext } from '../services/notes/note-context.ts';
import { getNoteVersion, listNoteVersions, restoreNoteVersion } from '../services/notes/note-history.ts';
import { answers } from './answers.ts';

/** History carries a note's text under its edit link: no cache, shared or the browser's own, may keep it. */
const NO_STORE = 'private, no-store';

/** A number the schema's pattern already checked, or null when absent. */
const numberOrNull = (text: string | undefined): number | null => (text === undefined ? null : Number(text));

export const noteHistoryRoutes: FastifyPluginAsyncTypebox<{ ctx: NoteContext; limits: RateLimits }> = async (app, { ctx, limits }) => {
  limitAlsoBy(app, 'history', limits.history);

  app.get(
    '/api/notes/:editId/versions',
    { schema: { params: EditIdParams, querystring: VersionsQuery, response: answers({ 200: VersionsResponse }) } },
    async (request, reply) => {
      const page = await listNoteVersions(ctx, request.params.editId, {
        before: numberOrNull(request.query.before),
        limit: numberOrNull(request.query.limit),
      });
      return reply.header('cache-control', NO_STORE).send(page);
    },
  );

  app.get(
    '/api/notes/:editId/versions/:version',
    { schema: { params: VersionParams, response: answers({ 200: NoteVersionResponse }) } },
    async (request, reply) => {
      const version = await getNoteVersion(ctx, request.params.editId, Number(request.params.version));
      return reply.header('cache-control', NO_STORE).send(version);
    },
  );

  app.post(
    '/api/notes/:editId/restore',
    { schema: { params: EditIdParams, body: RestoreVersionRequest, response: answers({ 200: RestoreVersionResponse }) } },
    async (request) => restoreNoteVersion(ctx, request.params.editId, request.body),
  );
};
