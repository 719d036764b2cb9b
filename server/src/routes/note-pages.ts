// /n/{id} and /n/{id}/print rendered on the server (DESIGN §5): the note's title, description and sanitized
// content are in the HTML, readable without JavaScript; protected (without a session cookie), expired or
// missing notes carry no content. The client takes over from the embedded initial data.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedNote } from '../../../shared/api.ts';
import { isShareId } from '../../../shared/ids.ts';
import type { InitialNoteStatus } from '../../../shared/initial-data.ts';
import type { PageKey } from '../../../shared/page-keys.ts';
import { plainTextPreview } from '../../../shared/title.ts';
import { HttpError } from '../errors.ts';
import { readNote } from '../services/note-access.ts';
import type { NoteContext } from '../services/note-context.ts';
import { cookieLocale } from '../services/page-context.ts';
import { escapeHtml } from '../services/page-render.ts';
import type { SendPage } from './pages.ts';

const DESCRIPTION_LENGTH = 160;

/** The password-session cookie the client keeps per note (client/src/data/password-sessions.ts). */
export const sessionCookieName = (shareId: string): string => `ns_${shareId}`;

function withoutContent({ content: _content, ...rest }: SharedNote): Omit<SharedNote, 'content'> {
  return rest;
}

async function loadForPage(ctx: NoteContext, request: FastifyRequest, shareId: string) {
  try {
    const result = await readNote(ctx, shareId, { session: request.cookies[sessionCookieName(shareId)] });
    return result.status === 'ok' ? { status: 'ok' as const, note: result.note } : { status: 'password-required' as const };
  } catch (error) {
    if (error instanceof HttpError && error.code === 'note-not-found') return { status: 'not-found' as const };
    throw error;
  }
}

export function registerNotePages(
  app: FastifyInstance,
  deps: { ctx: NoteContext; sendPage: SendPage; sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply },
): void {
  const handler = (key: PageKey, suffix: string) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const { id } = request.params;
    if (!isShareId(id)) return deps.sendNotFoundPage(request, reply);
    const loaded = await loadForPage(deps.ctx, request, id);
    const status: InitialNoteStatus = loaded.status;
    const note = loaded.status === 'ok' ? loaded.note : undefined;
    return deps.sendPage(request, reply, {
      key,
      locale: cookieLocale(request),
      path: `/n/${id}${suffix}`,
      localized: false,
      noindex: true,
      noStore: note?.has_password,
      status: status === 'not-found' ? 404 : 200,
      title: note?.title,
      description: note ? plainTextPreview(note.content, DESCRIPTION_LENGTH) : undefined,
      ogType: note ? 'article' : 'website',
      bodyHtml: note
        ? `<article class="note-ssr"><h1>${escapeHtml(note.title)}</h1><div class="ql-editor">${note.content}</div></article>`
        : '',
      // The content is in the body already; the client reads it from there (NOTE_CONTENT_SELECTOR).
      data: { note: { shareId: id, status, ...(note ? { note: withoutContent(note) } : {}) } },
    });
  };
  app.get('/n/:id', handler('note', ''));
  app.get('/n/:id/print', handler('print', '/print'));
}
