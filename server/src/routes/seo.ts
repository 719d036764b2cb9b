// Crawler-facing routes (docs/design.md §5.1): a sitemap per language (info pages, changelog and tools, never notes),
// robots.txt keeping notes out of indexes, and the old /word-counter address.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALES, LOCALIZED_PAGES, localizedPath, type Locale } from '../../../shared/locales.ts';
import type { Config } from '../config.ts';
import { alternates, publicOrigin } from '../services/page-context.ts';
import { escapeHtml } from '../services/page-render.ts';

/** Pages with one address for every language (docs/design.md §5.1: not localized). */
const UNLOCALIZED = ['/changelog', '/tools/word-counter', '/tools/character-counter'];

function sitemap(origin: string, locale: Locale): string {
  const urls = LOCALIZED_PAGES.map((path) => {
    const links = Object.entries(alternates(origin, path))
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}"/>`)
      .join('');
    return `<url><loc>${escapeHtml(origin + localizedPath(locale, path))}</loc>${links}</url>`;
  });
  for (const path of UNLOCALIZED) urls.push(`<url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    urls.join('') +
    '</urlset>\n'
  );
}

export function registerSeoRoutes(app: FastifyInstance, config: Config): void {
  const origin = (request: FastifyRequest) => publicOrigin(request, config.publicOrigin);
  for (const locale of LOCALES) {
    app.get(localizedPath(locale, '/sitemap.xml'), (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(sitemap(origin(request), locale)),
    );
  }
  app.get('/robots.txt', (request, reply) => {
    const lines = ['User-agent: *', 'Disallow: /n/', 'Disallow: /e/', 'Disallow: /share/'];
    for (const locale of LOCALES) {
      if (locale !== 'en') lines.push(`Disallow: /${locale}/e/`, `Disallow: /${locale}/share/`);
    }
    for (const locale of LOCALES) lines.push(`Sitemap: ${origin(request)}${localizedPath(locale, '/sitemap.xml')}`);
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
  app.get('/word-counter', (_request, reply) => reply.redirect('/tools/word-counter', 301));
}
