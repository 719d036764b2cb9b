// The page of each route, every one a lazy chunk, with its document title. The route table
// (shared/routes.ts) names each page's module; Vite finds them by the `*Page.tsx` name (routes.test.ts checks
// that the two agree). Localized pages render inside a wouter router whose base is the language prefix, so
// their links stay in language. Pages that depend on the request show the server's slot until hydrated
// (platform/page-slot.tsx).
import type { ComponentType } from 'react';
import { Router, type AroundNavHandler, type HrefsFormatter } from 'wouter';
import { speaksLater } from '../../../shared/catalog-split.ts';
import { NOT_FOUND, ROUTES } from '../../../shared/routes.ts';
import { lazyPage, type LazyPage } from '../components/lazy-page.tsx';
import { withLaterMessages } from '../platform/i18n.ts';
import { resolveLocalizedTarget } from '../platform/locale-routing.ts';
import { setPagePreloader } from '../platform/page-preload.ts';
import { isSlotRoute, SlotUntilHydrated } from '../platform/page-slot.tsx';
import { pageKeyOf, type RouteMatch, type RouteName } from '../platform/route-table.ts';
import { navigateOrReload } from './app-updates.ts';
import { PageTitle } from './PageTitle.tsx';

/**
 * A page's module: the page, and what it shows the writer who opens it next when that is another chunk (the
 * note page's editor view), which a feature warming the page for its writer loads too.
 */
interface PageModule {
  default: ComponentType<PageProps>;
  preloadWriterView?: () => Promise<unknown>;
}

/** What a page is given: the route's parameter (pages with `:id`) and the full path (the not-found page). */
interface PageProps {
  id: string;
  path: string;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern, not text anyone reads
const MODULES = import.meta.glob<PageModule>('../features/*/*Page.tsx');

const PAGES: Partial<Record<RouteName, LazyPage<PageProps>>> = Object.fromEntries(
  [...ROUTES, NOT_FOUND].map((page) => {
    const load = MODULES[`../${page.module}`];
    if (!load) throw new Error(`The route table names ${page.module}, which is not a *Page.tsx under features/`);
    return [page.key, lazyPage(speaksLater(page.module) ? withLaterMessages(load) : load)];
  }),
);

/** Starts loading the chunk of the page at `path` (start.tsx awaits it before the first render). */
export function preloadPage(match: RouteMatch): Promise<unknown> {
  return PAGES[match.name]?.preload() ?? Promise.resolve();
}

// Features warm a page through platform/page-preload.ts: they cannot import this list, which imports them.
setPagePreloader((name, { forWriter }) => {
  const page = preloadPage({ name, locale: null });
  if (!forWriter) return page;
  const module = ROUTES.find((route) => route.key === name)?.module;
  const load = module === undefined ? undefined : MODULES[`../${module}`];
  return Promise.all([page, load?.().then((loaded) => loaded.preloadWriterView?.())]);
});

// Inside a language prefix, links and navigations to routes that exist once (/n/…, /tools/…) drop the
// prefix instead of producing "/de/n/…".
const localizedHrefs: HrefsFormatter = (href) => resolveLocalizedTarget(href);
const localizedNav: AroundNavHandler = (navigate, to, options) =>
  navigateOrReload(navigate, resolveLocalizedTarget(to), options);

/** The page for a matched route; `path` is the full path (for the not-found message and remounts). */
export function RoutePage({ match, path }: { match: RouteMatch; path: string }) {
  const titleKey = pageKeyOf(match.name);
  const Page = PAGES[match.name];
  const content = Page && <Page id={match.id ?? ''} path={path} />;
  const page = (
    <>
      {titleKey && <PageTitle page={titleKey} />}
      {isSlotRoute(match.name) ? <SlotUntilHydrated>{content}</SlotUntilHydrated> : content}
    </>
  );
  if (!match.locale) return page;
  return (
    <Router base={`/${match.locale}`} hrefs={localizedHrefs} aroundNav={localizedNav}>
      {page}
    </Router>
  );
}
