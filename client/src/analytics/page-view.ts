// What a page view event may contain and where one may be sent (docs/design.md §6.9, §3): never on localhost, on
// a hostname the operator did not list, or when the visitor opted out; note ids — share ids and, above all,
// secret edit ids — never leave the browser: every path segment that holds something id-shaped becomes a
// fixed placeholder, on every path (a mistyped /E/{id} or /e//{id} is a 404 that still carries the id), and
// the title of such a page (a note's own words) is replaced by that masked path.
import { LOCALES } from '../../../shared/locales.ts';
import type { AnalyticsConfig } from '../../../shared/site-config.ts';

/** Umami's own opt-out flag, so a visitor who set it for Umami elsewhere is respected here too. */
export const OPT_OUT_KEY = 'umami.disabled';
export const ID_PLACEHOLDER = ':id';

const prefixes = LOCALES.map((locale) => `/${locale}`).join('|');
/** /n/{id}, /n/{id}/print, /e/{id}, /share/{id}, with or without a language prefix. */
const ID_ROUTE = new RegExp(`^(?:${prefixes})?/(?:n|e|share)/[^/]+`);

const LOCAL_HOST = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1|0\.0\.0\.0)$/i;

export function mayTrack(hostname: string, config: AnalyticsConfig, optOut: string | null): boolean {
  if (optOut === '1' || LOCAL_HOST.test(hostname)) return false;
  return config.domains.includes(hostname.toLowerCase());
}

/**
 * Ids are 12 (share) or 32 (edit) letters and digits. No page path has a run of 12 of them, so a segment with
 * one is masked whole: an id with a typo or a stray character around it stays hidden too.
 */
const ID_SHAPED = /[0-9A-Za-z]{12,}/;

function maskedSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A broken escape: judge the segment as written.
  }
  return ID_SHAPED.test(decoded) ? ID_PLACEHOLDER : segment;
}

/** The path with every id-shaped segment replaced; query and fragment are dropped (they could carry anything). */
export function maskedPath(pathname: string): string {
  return pathname.split('/').map(maskedSegment).join('/');
}

export const isNotePath = (pathname: string): boolean => ID_ROUTE.test(pathname);

/** A referrer from this site is masked like a path; another site's is reduced to its origin. */
export function maskedReferrer(referrer: string, origin: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.origin === origin ? origin + maskedPath(url.pathname) : url.origin + '/';
  } catch {
    return '';
  }
}

export interface PageViewInput {
  hostname: string;
  origin: string;
  pathname: string;
  title: string;
  referrer: string;
  language: string;
  screen: { width: number; height: number };
}

/** The body Umami's /api/send expects for a page view. */
export function pageViewEvent(input: PageViewInput, websiteId: string) {
  const url = maskedPath(input.pathname);
  return {
    type: 'event' as const,
    payload: {
      hostname: input.hostname,
      language: input.language,
      screen: `${input.screen.width}x${input.screen.height}`,
      url,
      title: isNotePath(input.pathname) || url !== input.pathname ? url : input.title,
      referrer: maskedReferrer(input.referrer, input.origin),
      website: websiteId,
    },
  };
}
