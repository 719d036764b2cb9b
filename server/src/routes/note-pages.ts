// /n/{id} and /n/{id}/print rendered on the server (DESIGN §5): the note's title, description and sanitized
// content are in the HTML, readable without JavaScript; protected (without a session cookie), expired or
// missing notes carry no content. The client takes over from the embedded initial data.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedNote } from '../../../shared/api.ts';
import { isShareId } from '../../../shared/ids.ts';
import type { InitialNoteStatus } from '../../../shared/initial-data.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { PageKey } from '../../../shared/page-keys.ts';
import { plainTextPreview } from '../../../shared/title.ts';
import { HttpError } from '../errors.ts';
import { readNote } from '../services/note-access.ts';
import type { NoteContext } from '../services/note-context.ts';
import { cookieLocale } from '../services/page-context.ts';
import type { Translate } from '../services/page-i18n.ts';
import { escapeHtml } from '../services/page-render.ts';
import type { SendPage } from './pages.ts';

const DESCRIPTION_LENGTH = 160;

/** Messages of client/src/features/note/server-note-notices.ts (id, English for an unbuilt checkout). */
const NOTICES = {
  protected: ['note.ssr.protected', 'This note is protected by a password.'],
  needsJavaScript: ['note.ssr.needsJavaScript', 'Turn on JavaScript in your browser to enter the password.'],
  missing: ['note.ssr.missing', 'This note does not exist or has expired.'],
} as const;

/** A protected or missing note would otherwise be a blank page on first paint and without JavaScript. */
function noticeHtml(status: 'password-required' | 'not-found', t: Translate): string {
  const line = (key: keyof typeof NOTICES): string => {
    const [id, english] = NOTICES[key];
    const text = t(id);
    return `<p class="note-ssr-notice">${escapeHtml(text === id ? english : text)}</p>`;
  };
  const body = status === 'not-found' ? line('missing') : `${line('protected')}<noscript>${line('needsJavaScript')}</noscript>`;
  return `<div class="note-ssr">${body}</div>`;
}

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
  deps: {
    ctx: NoteContext;
    sendPage: SendPage;
    sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
    translate: (locale: Locale) => Translate;
  },
): void {
  const handler = (key: PageKey, suffix: string) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const { id } = request.params;
    if (!isShareId(id)) return deps.sendNotFoundPage(request, reply);
    const loaded = await loadForPage(deps.ctx, request, id);
    const status: InitialNoteStatus = loaded.status;
    const note = loaded.status === 'ok' ? loaded.note : undefined;
    const locale = cookieLocale(request);
    return deps.sendPage(request, reply, {
      key,
      locale,
      path: `/n/${id}${suffix}`,
      localized: false,
      noindex: true,
      noStore: note?.has_password,
      status: status === 'not-found' ? 404 : 200,
      title: note?.title,
      description: note ? plainTextPreview(note.content, DESCRIPTION_LENGTH) : undefined,
      ogType: note ? 'article' : 'website',
      bodyHtml:
        loaded.status === 'ok'
          ? `<article class="note-ssr"><h1>${escapeHtml(loaded.note.title)}</h1><div class="ql-editor">${loaded.note.content}</div></article>`
          : noticeHtml(loaded.status, deps.translate(locale)),
      // The content is in the body already; the client reads it from there (NOTE_CONTENT_SELECTOR).
      data: { note: { shareId: id, status, ...(note ? { note: withoutContent(note) } : {}) } },
    });
  };
  app.get('/n/:id', handler('note', ''));
  app.get('/n/:id/print', handler('print', '/print'));
}
