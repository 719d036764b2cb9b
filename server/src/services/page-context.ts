// Per-request facts page rendering needs: the public origin, the visitor's locale (path prefix, else the
// locale cookie, else English) and absolute URLs for canonical and hreflang links.
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  isLocale,
  localizedPath,
  type Locale,
} from '../../../shared/locales.ts';

export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

export function cookieLocale(request: FastifyRequest): Locale {
  const value = request.cookies[LOCALE_COOKIE];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** hreflang links for a localized page, plus x-default pointing at English. */
export function alternates(origin: string, path: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const locale of LOCALES) links[locale] = origin + localizedPath(locale, path);
  links['x-default'] = origin + path;
  return links;
}
