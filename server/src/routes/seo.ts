// Crawler-facing routes (docs/design.md §5.1), from the route table (shared/routes.ts): a sitemap per language (its
// indexed pages: info pages, changelog and tools, never notes), robots.txt keeping the pages with a parameter
// (notes, edit links, share pages) out of indexes, and the old /word-counter address.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '../../../shared/locales.ts';
import { hasParam, pathPrefix, ROUTES, routePath } from '../../../shared/routes.ts';
import type { Config } from '../config.ts';
import { alternates, publicOrigin } from '../pages/page-context.ts';
import { escapeHtml } from '../pages/page-render.ts';

const INDEXED = ROUTES.filter((route) => route.indexed);

function sitemap(origin: string, locale: Locale): string {
  // The localized pages with their language versions first, then the pages with one address for every language.
  const urls = INDEXED.filter((route) => route.localized).map(({ path }) => {
    const links = Object.entries(alternates(origin, path))
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}"/>`)
      .join('');
    return `<url><loc>${escapeHtml(origin + localizedPath(locale, path))}</loc>${links}</url>`;
  });
  for (const { path } of INDEXED.filter((route) => !route.localized)) urls.push(`<url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    urls.join('') +
    '</urlset>\n'
  );
}

/** The pages with a parameter, by their fixed part (`/n/`, `/e/`, `/de/e/`…): notes stay out of indexes. */
const DISALLOWED = [
  ...new Set(
    LOCALES.flatMap((locale) =>
      ROUTES.filter(hasParam)
        .filter((route) => locale === DEFAULT_LOCALE || route.localized)
        .map((route) => localizedPath(locale, pathPrefix(route))),
    ),
  ),
];

export function registerSeoRoutes(app: FastifyInstance, config: Config): void {
  const origin = (request: FastifyRequest) => publicOrigin(request, config.publicOrigin);
  for (const locale of LOCALES) {
    app.get(localizedPath(locale, '/sitemap.xml'), (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(sitemap(origin(request), locale)),
    );
  }
  app.get('/robots.txt', (request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
    for (const locale of LOCALES) lines.push(`Sitemap: ${origin(request)}${localizedPath(locale, '/sitemap.xml')}`);
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
  app.get('/word-counter', (_request, reply) => reply.redirect(routePath('wordCounter'), 301));
}
