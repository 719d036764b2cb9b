// Every page route (docs/design.md §5), from the route table (shared/routes.ts): the app shell with lang, localized
// title/description, canonical and hreflang; /n/{id} also carries the note itself so it reads without
// JavaScript (note-pages.ts); unknown paths get a 404 page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isShareId } from '../../../shared/ids.ts';
import { DEFAULT_LOCALE, LOCALES, chosenLanguagePage, localizedPath, type Locale } from '../../../shared/locales.ts';
import { documentTitle, seoDescriptionId, seoTitleId } from '../../../shared/page-keys.ts';
import { hasParam, pathPrefix, ROUTES, routeOf, routePath, type ParamRouteKey } from '../../../shared/routes.ts';
import type { Config } from '../config.ts';
import { sendError } from '../plugins/error-handler.ts';
import type { RateLimits } from '../plugins/rate-limits.ts';
import type { NoteContext } from '../services/notes/note-context.ts';
import type { RenderedAnswers } from './rendered-answers.ts';
import { alternates, cookieLocale, publicOrigin, unprefixedPageLocale } from '../pages/page-context.ts';
import { loadTranslations } from '../lib/translations.ts';
import { compileShell, escapeHtml, paintedPages } from '../pages/page-render.ts';
import { shellBuildId, type PageShell } from '../pages/page-shell.ts';
import { notePageHandlers, type IdPageHandler } from './note-pages.ts';
import { sendHtml, type RenderPage, type SendPage } from './page-answer.ts';
import { registerSeoRoutes } from './seo.ts';
import { registerStaticAssets } from './static-assets.ts';

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

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split('?')[0] ?? '/';
    const locale = cookieLocale(request);
    // docs/design.md §5.2 fixes this message; an unbuilt checkout has no catalogs and shows it in English.
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

  // Pages with a parameter check it and fill the page from the request: each has its own handler.
  const notePages = notePageHandlers({ ctx, renderPage, sendNotFoundPage, translate, rendered, buildId: shellBuildId(shell, config.appName) });
  const withParam: Record<ParamRouteKey, (locale: Locale) => IdPageHandler> = {
    // The page's canonical path stops before the edit id: the secret never appears in a link of the page.
    edit: (locale) => (request, reply) =>
      sendPage(request, reply, { key: 'edit', locale, path: pathPrefix(routeOf('edit')), localized: false, noindex: true }),
    share: (locale) => (request, reply) => {
      const { id } = request.params;
      if (!isShareId(id)) return sendNotFoundPage(request, reply);
      return sendPage(request, reply, { key: 'share', locale, path: routePath('share', id), localized: false, noindex: true });
    },
    note: () => notePages.note,
    print: () => notePages.print,
  };

  // Every page of the route table (shared/routes.ts), in each of its languages.
  for (const route of ROUTES) {
    if (hasParam(route)) {
      for (const locale of route.localized ? LOCALES : [DEFAULT_LOCALE]) app.get(localizedPath(locale, route.path), withParam[route.key](locale));
    } else if (route.localized) {
      for (const locale of LOCALES) {
        app.get(localizedPath(locale, route.path), (request, reply) => {
          // An unprefixed visit from someone who chose another language goes to their language's page.
          const chosen = locale === DEFAULT_LOCALE ? chosenLanguagePage(route.path, cookieLocale(request)) : null;
          if (chosen !== null) return reply.header('vary', 'Cookie').redirect(chosen, 302);
          return sendPage(request, reply, { key: route.key, locale, path: route.path, localized: true });
        });
      }
    } else {
      app.get(route.path, (request, reply) =>
        sendPage(request, reply, { key: route.key, locale: unprefixedPageLocale(request), path: route.path, localized: false }),
      );
    }
  }

  registerSeoRoutes(app, config);
  if (shell.built) await registerStaticAssets(app, shell.clientDir, limits.staticFiles);

  app.setNotFoundHandler({ preHandler: app.rateLimit(limits.notFound) }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return sendError(reply, 404, 'not-found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
    }
    return sendNotFoundPage(request, reply);
  });
}
