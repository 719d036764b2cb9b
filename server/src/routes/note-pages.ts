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
import { AlreadyReadError, LinkReplacedError, LinkTurnedOffError, NoteDisabledError, NoteNotFoundError, PasswordRequiredError } from '../errors.ts';
import { clientKey } from '../services/access/client-key.ts';
import { readById, revealById } from '../services/notes/note-links.ts';
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
  viewOnce: ['note.ssr.viewOnce', 'This note can be read once. After that, this link stops working.'],
  reveal: ['note.ssr.reveal', 'Show the note — it can be read once'],
  turnedOff: ['note.ssr.turnedOff', 'This link was turned off.'],
  alreadyRead: ['note.ssr.alreadyRead', 'This note was already read.'],
  replaced: ['note.ssr.replaced', 'This link was replaced.'],
} as const;

type Unreadable = Exclude<InitialNoteStatus, 'ok'>;
const HTTP_STATUS: Record<InitialNoteStatus, number> = {
  ok: 200,
  'password-required': 200,
  'not-found': 404,
  disabled: 410,
  'view-once': 200,
  'turned-off': 410,
  'already-read': 410,
  replaced: 410,
};

/** The one button of a view-once page (a form without action posts to the page's own address, fragment kept). */
const REVEAL_FORM_CLASS = 'note-ssr-reveal';

/** A protected, missing or disabled note would otherwise be a blank page on first paint and without JavaScript. */
function noticeHtml(status: Unreadable, t: Translate): string {
  const line = (key: keyof typeof NOTICES): string => {
    const [id, english] = NOTICES[key];
    return `<p class="note-ssr-notice">${escapeHtml(t(id, undefined, english))}</p>`;
  };
  const [revealId, revealEnglish] = NOTICES.reveal;
  const bodies: Record<Unreadable, () => string> = {
    'not-found': () => line('missing'),
    disabled: () => line('disabled'),
    'password-required': () => `${line('protected')}<noscript>${line('needsJavaScript')}</noscript>`,
    // No word of the note (title, text, preview): what a link preview fetches is this, and it spends nothing.
    'view-once': () =>
      `${line('viewOnce')}<form method="post" class="${REVEAL_FORM_CLASS}"><button type="submit" class="mt-4 rounded-md bg-green-700 px-4 py-2 font-medium text-white">${escapeHtml(t(revealId, undefined, revealEnglish))}</button></form>`,
    'turned-off': () => line('turnedOff'),
    'already-read': () => line('alreadyRead'),
    replaced: () => line('replaced'),
  };
  return `<div class="note-ssr">${bodies[status]()}</div>`;
}

/** The password-session cookie the client keeps per note (client/src/data/probe/password-sessions.ts). */
export const sessionCookieName = (shareId: string): string => `ns_${shareId}`;

function withoutContent({ content: _content, ...rest }: SharedNote): Omit<SharedNote, 'content'> {
  return rest;
}

type Loaded = { status: 'ok'; note: SharedNote } | { status: Unreadable };

/** The page a refusal paints; anything else is not the page's to answer. */
function unreadableFor(error: unknown): { status: Unreadable } {
  if (error instanceof NoteNotFoundError) return { status: 'not-found' };
  if (error instanceof NoteDisabledError) return { status: 'disabled' };
  if (error instanceof LinkTurnedOffError) return { status: 'turned-off' };
  if (error instanceof AlreadyReadError) return { status: 'already-read' };
  if (error instanceof LinkReplacedError) return { status: 'replaced' };
  if (error instanceof PasswordRequiredError) return { status: 'password-required' };
  throw error;
}

/** A GET (or HEAD) of the page: never a reveal, so a view-once link or note stays unspent whoever fetches it. */
async function loadForPage(ctx: NoteContext, request: FastifyRequest, id: string): Promise<Loaded> {
  try {
    const result = await readById(ctx, id, { session: request.cookies[sessionCookieName(id)] }, clientKey(request.ip));
    return result.status === 'ok' ? { status: 'ok', note: result.note } : { status: result.status };
  } catch (error) {
    return unreadableFor(error);
  }
}

/** The page's reveal form posted (without JavaScript; the app reveals with the API): spends the view-once link or note. */
async function revealForPage(ctx: NoteContext, request: FastifyRequest, id: string): Promise<Loaded> {
  try {
    return { status: 'ok', note: await revealById(ctx, id, request.cookies[sessionCookieName(id)], clientKey(request.ip)) };
  } catch (error) {
    return unreadableFor(error);
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
}): Record<'note' | 'print' | 'reveal', IdPageHandler> {
  const handler = (key: 'note' | 'print', load: typeof loadForPage = loadForPage): IdPageHandler => async (request, reply) => {
    const { id } = request.params;
    if (!isShareId(id)) return deps.sendNotFoundPage(request, reply);
    const loaded = await load(deps.ctx, request, id);
    const revealed = load === revealForPage;
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
        // A revealed note is for this answer only; a view-once page is never kept either (its next answer may differ).
        noStore: note?.has_password || revealed || status === 'view-once',
        title: head?.title,
        description: head?.description,
        ogType: note ? 'article' : 'website',
        bodyHtml: body,
        // The content is in the body already; the client reads it from there (NOTE_CONTENT_SELECTOR).
        data: { note: { shareId: id, status, ...(note ? { note: withoutContent(note) } : {}) } },
      });
    };
    if (!note || note.has_password || revealed || note.view_once) {
      return sendHtml(reply, { status: httpStatus, noStore: (note?.has_password ?? false) || revealed || status === 'view-once', html: page() });
    }
    const etag = `W/"${deps.buildId}.${key}.${locale}.${noteStateTag(note)}"`;
    if (notModified(request, etag)) return sendHtml(reply, { status: 304, noStore: false, etag, encoded: true });
    // Without PUBLIC_ORIGIN the canonical link follows the request's origin, so that is part of the key. Kept as
    // bytes, and compressed once per encoding: encoding a page of tens of KB for the socket on every request
    // showed in the profile, and compressing it would cost more still.
    const answer = await renderedEncoded(deps.rendered, `page|${id}|${etag}|${publicOrigin(request, undefined)}`, page, request.headers['accept-encoding']);
    return sendHtml(reply, { status: 200, noStore: false, html: answer, etag, encoded: true });
  };
  return { note: handler('note'), print: handler('print'), reveal: handler('note', revealForPage) };
}
