// /n/{id} and /n/{id}/print rendered on the server (docs/design.md §5.2): the note's title, description and sanitized
// content are in the HTML, readable without JavaScript; protected (without a session cookie), expired or
// missing notes carry no content; an end-to-end encrypted one carries its envelope and no words about it
// (encrypted-note-page.ts). The print view paints its controls around a readable note (print-view-page.ts). The client takes over from the embedded initial data.
// A readable unprotected note's page is kept rendered per (note version and expiry, locale, origin) and
// carries an ETag, so a revisit is a 304; protected notes are never kept or tagged. Kept pages go out brotli or
// gzip as the reader accepts (compressed once, kept beside the plain bytes); the rest @fastify/compress handles.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedNote } from '../../../shared/api.ts';
import { isShareId } from '../../../shared/ids.ts';
import { PAINTED_NOTE_BODY_CLASS, PAINTED_NOTE_CLASS, type InitialNoteStatus } from '../../../shared/initial-data.ts';
import type { Locale } from '../../../shared/locales.ts';
import { routePath } from '../../../shared/routes.ts';
import { plainTextPreview } from '../../../shared/text/title.ts';
import { NoteDisabledError, NoteNotFoundError } from '../errors.ts';
import { readNote } from '../services/notes/note-access.ts';
import type { NoteContext } from '../services/notes/note-context.ts';
import { cookieLocale, publicOrigin } from '../pages/page-context.ts';
import { noteStateTag, renderedEncoded, type RenderedAnswers } from './rendered-answers.ts';
import type { Translate } from '../lib/translations.ts';
import { escapeHtml } from '../pages/page-render.ts';
import { encryptedNoteBody, encryptedNoteHead } from './encrypted-note-page.ts';
import { printViewBody } from './print-view-page.ts';
import { sendHtml, type RenderPage } from './page-answer.ts';

const DESCRIPTION_LENGTH = 160;

/** Messages of client/src/features/note/server-note-notices.ts (id, English for an unbuilt checkout). */
const NOTICES = {
  protected: ['note.ssr.protected', 'This note is protected by a password.'],
  needsJavaScript: ['note.ssr.needsJavaScript', 'Turn on JavaScript in your browser to enter the password.'],
  missing: ['note.ssr.missing', 'This note does not exist or has expired.'],
  disabled: ['note.ssr.disabled', 'This note was taken down by the site operator.'],
} as const;

type Unreadable = 'password-required' | 'not-found' | 'disabled';
const HTTP_STATUS: Record<InitialNoteStatus, number> = { ok: 200, 'password-required': 200, 'not-found': 404, disabled: 410 };

/** A protected, missing or disabled note would otherwise be a blank page on first paint and without JavaScript. */
function noticeHtml(status: Unreadable, t: Translate): string {
  const line = (key: keyof typeof NOTICES): string => {
    const [id, english] = NOTICES[key];
    return `<p class="note-ssr-notice">${escapeHtml(t(id, undefined, english))}</p>`;
  };
  const body =
    status === 'not-found'
      ? line('missing')
      : status === 'disabled'
        ? line('disabled')
        : `${line('protected')}<noscript>${line('needsJavaScript')}</noscript>`;
  return `<div class="note-ssr">${body}</div>`;
}

/** The password-session cookie the client keeps per note (client/src/data/probe/password-sessions.ts). */
export const sessionCookieName = (shareId: string): string => `ns_${shareId}`;

function withoutContent({ content: _content, ...rest }: SharedNote): Omit<SharedNote, 'content'> {
  return rest;
}

async function loadForPage(
  ctx: NoteContext,
  request: FastifyRequest,
  shareId: string,
): Promise<{ status: 'ok'; note: SharedNote } | { status: Unreadable }> {
  try {
    const result = await readNote(ctx, shareId, { session: request.cookies[sessionCookieName(shareId)] });
    return result.status === 'ok' ? { status: 'ok', note: result.note } : { status: 'password-required' };
  } catch (error) {
    if (error instanceof NoteNotFoundError) return { status: 'not-found' };
    if (error instanceof NoteDisabledError) return { status: 'disabled' };
    throw error;
  }
}

/** Whether the request's If-None-Match names `etag` (a list, or `*`). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

export type IdPageHandler = (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/** The handlers of the note's routes in the route table (pages.ts registers them at the table's paths). */
export function notePageHandlers(deps: {
  ctx: NoteContext;
  renderPage: RenderPage;
  sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  translate: (locale: Locale) => Translate;
  rendered: RenderedAnswers;
  /** Changes with every build (page-shell.ts shellBuildId). */
  buildId: string;
}): Record<'note' | 'print', IdPageHandler> {
  const handler = (key: 'note' | 'print'): IdPageHandler => async (request, reply) => {
    const { id } = request.params;
    if (!isShareId(id)) return deps.sendNotFoundPage(request, reply);
    const loaded = await loadForPage(deps.ctx, request, id);
    const status: InitialNoteStatus = loaded.status;
    const note = loaded.status === 'ok' ? loaded.note : undefined;
    const locale = cookieLocale(request);
    const httpStatus = HTTP_STATUS[status];
    // Painted only when no rendered copy is kept: on a hit, previewing the text for the description alone had
    // been the largest cost of the handler in the profile.
    const page = (): string => {
      const t = deps.translate(locale);
      // An encrypted note's content is an envelope: it is never shown, previewed or counted (docs/design.md §10).
      const head = note?.encrypted
        ? encryptedNoteHead(t)
        : note
          ? { title: note.title, description: plainTextPreview(note.content, DESCRIPTION_LENGTH) }
          : undefined;
      const noteHtml = (shown: SharedNote): string =>
        shown.encrypted
          ? encryptedNoteBody(shown.content, t)
          : `<article class="${PAINTED_NOTE_CLASS}"><h1>${escapeHtml(shown.title)}</h1><div class="${PAINTED_NOTE_BODY_CLASS}">${shown.content}</div></article>`;
      const body =
        loaded.status !== 'ok'
          ? noticeHtml(loaded.status, t)
          : key === 'print'
            ? printViewBody(noteHtml(loaded.note), { shareId: id, encrypted: loaded.note.encrypted }, t)
            : noteHtml(loaded.note);
      return deps.renderPage(request, {
        key,
        locale,
        path: routePath(key, id),
        localized: false,
        noindex: true,
        noStore: note?.has_password,
        title: head?.title,
        description: head?.description,
        ogType: note ? 'article' : 'website',
        bodyHtml: body,
        // The content is in the body already; the client reads it from there (NOTE_CONTENT_SELECTOR).
        data: { note: { shareId: id, status, ...(note ? { note: withoutContent(note) } : {}) } },
      });
    };
    if (!note || note.has_password) {
      return sendHtml(reply, { status: httpStatus, noStore: note?.has_password ?? false, html: page() });
    }
    const etag = `W/"${deps.buildId}.${key}.${locale}.${noteStateTag(note)}"`;
    if (notModified(request, etag)) return sendHtml(reply, { status: 304, noStore: false, etag, encoded: true });
    // Without PUBLIC_ORIGIN the canonical link follows the request's origin, so that is part of the key. Kept as
    // bytes, and compressed once per encoding: encoding a page of tens of KB for the socket on every request
    // showed in the profile, and compressing it would cost more still.
    const answer = await renderedEncoded(deps.rendered, `page|${id}|${etag}|${publicOrigin(request, undefined)}`, page, request.headers['accept-encoding']);
    return sendHtml(reply, { status: 200, noStore: false, html: answer, etag, encoded: true });
  };
  return { note: handler('note'), print: handler('print') };
}
