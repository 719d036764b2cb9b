// Per-request facts page rendering needs: the public origin, the visitor's locale (path prefix, else `?lang=`
// on unprefixed pages, else the locale cookie, else English) and absolute URLs for canonical and hreflang links.
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_QUERY,
  LOCALES,
  isLocale,
  localizedPath,
  type Locale,
} from '../../../shared/locales.ts';

/** What page rendering reads of a request (a Fastify request is one); nothing here knows HTTP beyond it. */
export interface PageRequest {
  protocol: string;
  host: string;
  cookies: Partial<Record<string, string>>;
  query: unknown;
}

export function publicOrigin(request: Pick<PageRequest, 'protocol' | 'host'>, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

export function cookieLocale(request: Pick<PageRequest, 'cookies'>): Locale {
  const value = request.cookies[LOCALE_COOKIE];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The language of a page without a prefix: `?lang=` when it names one, else the cookie's. */
export function unprefixedPageLocale(request: Pick<PageRequest, 'cookies' | 'query'>): Locale {
  const asked = (request.query as Partial<Record<string, unknown>> | undefined)?.[LOCALE_QUERY];
  return isLocale(asked) ? asked : cookieLocale(request);
}

/** hreflang links for a localized page, plus x-default pointing at English. */
export function alternates(origin: string, path: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const locale of LOCALES) links[locale] = origin + localizedPath(locale, path);
  links['x-default'] = origin + path;
  return links;
}
