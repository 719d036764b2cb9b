// Every page route (DESIGN §5): the app shell with lang, localized title/description, canonical and
// hreflang; /n/{id} also carries the note itself so it reads without JavaScript; unknown paths get a 404 page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isShareId } from '../../../shared/ids.ts';
import { DEFAULT_LOCALE, LOCALES, chosenLanguagePage, localizedPath, type Locale, type LOCALIZED_PAGES } from '../../../shared/locales.ts';
import { documentTitle, seoDescriptionId, seoTitleId, type PageKey } from '../../../shared/page-keys.ts';
import type { Config } from '../config.ts';
import { sendError } from '../plugins/error-handler.ts';
import type { RateLimits } from '../plugins/rate-limits.ts';
import type { NoteContext } from '../services/note-context.ts';
import type { RenderedAnswers } from '../services/rendered-answers.ts';
import { alternates, cookieLocale, publicOrigin, unprefixedPageLocale } from '../services/page-context.ts';
import { loadTranslations } from '../services/translations.ts';
import { compileShell, escapeHtml, paintedPages } from '../services/page-render.ts';
import { shellBuildId, type PageShell } from '../services/page-shell.ts';
import { registerNotePages } from './note-pages.ts';
import { sendHtml, type RenderPage, type SendPage } from './page-answer.ts';
import { registerSeoRoutes } from './seo.ts';
import { registerStaticAssets } from './static-assets.ts';

const INFO_PAGES: Record<(typeof LOCALIZED_PAGES)[number], PageKey> = {
  '/': 'index',
  '/about': 'about',
  '/contact': 'contact',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/abuse': 'abuse',
  '/features': 'features',
};

const UNLOCALIZED_PAGES: Record<string, PageKey> = {
  '/signin': 'signin',
  '/changelog': 'changelog',
  '/tools/word-counter': 'wordCounter',
  '/tools/character-counter': 'characterCounter',
};

export async function pagesRoutes(
  app: FastifyInstance,
  { ctx, config, shell, limits, rendered }: { ctx: NoteContext; config: Config; shell: PageShell; limits: RateLimits; rendered: RenderedAnswers },
): Promise<void> {
  const translate = await loadTranslations();
  const render = compileShell(shell.html);
  const painted = paintedPages(shell.prerendered, config.appName);

  const renderPage: RenderPage = (request, page) => {
    const t = translate(page.locale);
    const origin = publicOrigin(request, config.publicOrigin);
    const pageTitle = page.title ?? t(seoTitleId(page.key));
    return render({
      lang: page.locale,
      bodyHtml: page.bodyHtml ?? '',
      prerendered: painted(page.key, page.locale),
      data: { locale: page.locale, appName: config.appName, site: config.site, ...page.data },
      head: {
        title: documentTitle(pageTitle, config.appName, page.key),
        description: page.description ?? t(seoDescriptionId(page.key)),
        canonical: origin + (page.localized ? localizedPath(page.locale, page.path) : page.path),
        alternates: page.localized ? alternates(origin, page.path) : undefined,
        noindex: page.noindex,
        ogType: page.ogType,
        appName: config.appName,
      },
    });
  };

  const sendPage: SendPage = (request, reply, page) =>
    sendHtml(reply, { status: page.status ?? 200, noStore: page.noStore ?? false, html: renderPage(request, page) });

  for (const locale of LOCALES) {
    for (const [path, key] of Object.entries(INFO_PAGES)) {
      app.get(localizedPath(locale, path), (request, reply) => {
        // An unprefixed visit from someone who chose another language goes to their language's page.
        const chosen = locale === DEFAULT_LOCALE ? chosenLanguagePage(path, cookieLocale(request)) : null;
        if (chosen !== null) return reply.header('vary', 'Cookie').redirect(chosen, 302);
        return sendPage(request, reply, { key, locale, path, localized: true });
      });
    }
    const prefix = localizedPath(locale, '');
    app.get(`${prefix}/e/:id`, (request, reply) =>
      sendPage(request, reply, { key: 'edit', locale, path: '/e/', localized: false, noindex: true }),
    );
    app.get<{ Params: { id: string } }>(`${prefix}/share/:id`, (request, reply) => {
      const { id } = request.params;
      if (!isShareId(id)) return sendNotFoundPage(request, reply);
      return sendPage(request, reply, { key: 'share', locale, path: `/share/${id}`, localized: false, noindex: true });
    });
  }

  for (const [path, key] of Object.entries(UNLOCALIZED_PAGES)) {
    app.get(path, (request, reply) => sendPage(request, reply, { key, locale: unprefixedPageLocale(request), path, localized: false }));
  }

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split('?')[0] ?? '/';
    const locale = cookieLocale(request);
    // The spec fixes this message; an unbuilt checkout has no catalogs and shows it in English.
    const heading = `${translate(locale)(seoTitleId('notFound'), undefined, 'Page Not Found')}: ${path}`;
    return sendPage(request, reply, {
      key: 'notFound',
      locale,
      // ErrorPage's frame (client/src/features/pages/ErrorPage.tsx), so hydrating it moves nothing.
      bodyHtml: `<section class="mx-auto max-w-xl px-4 py-20 text-center"><p class="text-5xl font-semibold text-green-700 dark:text-green-400" aria-hidden="true">404</p><h1 class="mt-4 text-2xl font-semibold break-words text-slate-900 dark:text-white">${escapeHtml(heading)}</h1></section>`,
      path,
      localized: false,
      status: 404,
      noindex: true,
      data: { notFoundPath: path },
    });
  };

  registerNotePages(app, { ctx, renderPage, sendNotFoundPage, translate, rendered, buildId: shellBuildId(shell, config.appName) });
  registerSeoRoutes(app, config);
  if (shell.built) await registerStaticAssets(app, shell.clientDir, limits.staticFiles);

  app.setNotFoundHandler({ preHandler: app.rateLimit(limits.notFound) }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return sendError(reply, 404, 'not-found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
    }
    return sendNotFoundPage(request, reply);
  });
}
