// Interface languages and localized routing (docs/design.md §5.1): English unprefixed, the others under /<lang>.
// Used by the server (page rendering, sitemaps) and the client (router base, language switcher). Which pages
// are localized is the route table's call (routes.ts).
import { LOCALIZED_PAGES, LOCALIZED_PREFIXES } from './routes.ts';

export const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'locale';
/**
 * `?lang=de` on a page without a language prefix (/signin, the tools) shows it in that language even without
 * the cookie: a mailed link opened on another device lands in the language the mail was asked in.
 */
export const LOCALE_QUERY = 'lang';

/** Each language named in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  hi: 'हिन्दी',
};


export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path is prefixed with, or null for an unprefixed (English) path. */
export function localeFromPath(path: string): Locale | null {
  const first = path.split('/')[1] ?? '';
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : null;
}

/** The path without its locale prefix ("/de/about" → "/about", "/de" → "/"). */
export function stripLocale(path: string): string {
  const locale = localeFromPath(path);
  if (!locale) return path;
  const rest = path.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** Whether a path (without prefix) is one of the localized routes. */
export function isLocalizedRoute(path: string): boolean {
  return (
    LOCALIZED_PAGES.includes(path) ||
    LOCALIZED_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)
  );
}

/** An unprefixed page's path shown in `locale` (`?lang=`); English needs nothing. */
export function withLanguage(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `${path}${path.includes('?') ? '&' : '?'}${LOCALE_QUERY}=${locale}`;
}

/**
 * Where an unprefixed localized page (`/`, `/about`…) goes for someone who chose another language (the
 * `locale` cookie): that language's page; null when it stays. The server redirects so, and the offline shell
 * the service worker answers with follows the same rule, so the installed app's start page (`/`) opens in
 * the chosen language either way.
 */
export function chosenLanguagePage(path: string, chosen: Locale | null): string | null {
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (chosen === null || chosen === DEFAULT_LOCALE || !LOCALIZED_PAGES.includes(bare)) return null;
  return localizedPath(chosen, bare);
}

/** The path of `path` (unprefixed) in `locale`; English stays unprefixed. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
