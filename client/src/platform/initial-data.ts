// What the server embedded in the page (shared/initial-data.ts), read once at start. Without it (the Vite
// dev server, or the offline shell from the service worker) the locale comes from the path, `?lang=` or the
// cookie.
import { ENCRYPTED_NOTE_ATTRIBUTE, ENCRYPTED_NOTE_SELECTOR, NOTE_CONTENT_SELECTOR, type EmbeddedInitialData, type InitialData } from '../../../shared/initial-data.ts';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_QUERY, chosenLanguagePage, isLocale, type Locale } from '../../../shared/locales.ts';
import { parseEmbedded } from '../before-start/embedded-data.ts';
import { matchRoute, routeLanguage } from './route-table.ts';

const DEFAULT_APP_NAME = 'Jotter';

let cached: InitialData | undefined;

function queryLocale(): Locale | null {
  const value = new URLSearchParams(location.search).get(LOCALE_QUERY);
  return isLocale(value) ? value : null;
}

function cookieLocale(): Locale | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  const value = match?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The embedded note with its content read back from the server-rendered body (before React replaces it): the
 * painted HTML, or for an end-to-end encrypted note the envelope its placeholder carries (docs/design.md §10).
 */
function withContent(note: EmbeddedInitialData['note']): InitialData['note'] {
  if (!note?.note) return note ? { shareId: note.shareId, status: note.status } : undefined;
  const content = note.note.encrypted
    ? (document.querySelector(ENCRYPTED_NOTE_SELECTOR)?.getAttribute(ENCRYPTED_NOTE_ATTRIBUTE) ?? '')
    : (document.querySelector(NOTE_CONTENT_SELECTOR)?.innerHTML ?? '');
  return { ...note, note: { ...note.note, content } };
}

/**
 * A page the server did not answer (the service worker's offline shell, the dev server) has had no redirect to
 * the chosen language's page: the page follows the server's rule itself before anything reads its address.
 */
export function followChosenLanguage(): void {
  const target = chosenLanguagePage(location.pathname, cookieLocale());
  if (target !== null) history.replaceState(history.state, '', target + location.search + location.hash);
}

/** Prerendering (no document): the data the rendered page stands for. */
export function provideInitialData(data: InitialData): void {
  cached = data;
}

export function getInitialData(): InitialData {
  if (cached) return cached;
  const embedded = parseEmbedded();
  const locale = isLocale(embedded?.locale)
    ? embedded.locale
    : (routeLanguage(matchRoute(location.pathname)) ?? queryLocale() ?? cookieLocale() ?? DEFAULT_LOCALE);
  cached = { ...embedded, note: withContent(embedded?.note), locale, appName: embedded?.appName || DEFAULT_APP_NAME };
  return cached;
}

/** The note the server rendered into this page, when it is the one asked for (so it is not fetched again). */
export function initialNote(shareId: string): InitialData['note'] {
  const note = getInitialData().note;
  return note?.shareId === shareId ? note : undefined;
}

/**
 * Whether `html` is exactly the note content the server painted into this page (sanitized there). Never for an
 * end-to-end encrypted note: the server saw only its envelope, so what it decrypts to is checked by nobody yet.
 */
export function isServerPaintedContent(html: string): boolean {
  const painted = getInitialData().note?.note;
  return painted !== undefined && !painted.encrypted && painted.content === html;
}
