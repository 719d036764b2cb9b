// The page of each route (see route-table.ts), every one a lazy chunk, with its document title. Localized
// pages render inside a wouter router whose base is the language prefix, so their links stay in language.
// Pages that depend on the request show the server's slot until hydrated (page-slot.tsx).
import type { ReactNode } from 'react';
import { Router, type AroundNavHandler, type HrefsFormatter } from 'wouter';
import { navigateOrReload } from './app-updates.ts';
import { lazyPage, type LazyPage } from '../components/lazy-page.tsx';
import { setPagePreloader } from '../platform/page-preload.ts';
import { isSlotRoute, SlotUntilHydrated } from '../platform/page-slot.tsx';
import { resolveLocalizedTarget } from '../platform/locale-routing.ts';
import { PageTitle } from './PageTitle.tsx';
import { pageKeyOf, type RouteMatch, type RouteName } from '../platform/route-table.ts';

type IdRoute = 'note' | 'print' | 'edit' | 'share';
type PlainRoute = Exclude<RouteName, IdRoute | 'notFound'>;

const ID_PAGES: Record<IdRoute, LazyPage<{ id: string }>> = {
  note: lazyPage(() => import('../features/note/NotePage.tsx')),
  print: lazyPage(() => import('../features/note/PrintPage.tsx')),
  edit: lazyPage(() => import('../features/note/EditLinkPage.tsx')),
  share: lazyPage(() => import('../features/share/SharePage.tsx')),
};

const PLAIN_PAGES: Record<PlainRoute, LazyPage<object>> = {
  home: lazyPage(() => import('../features/editor/HomePage.tsx')),
  about: lazyPage(() => import('../features/pages/AboutPage.tsx')),
  contact: lazyPage(() => import('../features/pages/ContactPage.tsx')),
  terms: lazyPage(() => import('../features/pages/TermsPage.tsx')),
  privacy: lazyPage(() => import('../features/pages/PrivacyPage.tsx')),
  abuse: lazyPage(() => import('../features/pages/AbusePage.tsx')),
  features: lazyPage(() => import('../features/pages/FeaturesPage.tsx')),
  signin: lazyPage(() => import('../features/account/SignInPage.tsx')),
  changelog: lazyPage(() => import('../features/pages/ChangelogPage.tsx')),
  wordCounter: lazyPage(() => import('../features/tools/WordCounterPage.tsx')),
  characterCounter: lazyPage(() => import('../features/tools/CharacterCounterPage.tsx')),
};

const ErrorPage = lazyPage<{ path: string }>(() => import('../features/pages/ErrorPage.tsx'));

function isIdRoute(name: RouteName): name is IdRoute {
  return name in ID_PAGES;
}

function pageOf(match: RouteMatch, path: string): ReactNode {
  const { name, id } = match;
  if (name === 'notFound') return <ErrorPage path={path} />;
  if (isIdRoute(name)) {
    const Page = ID_PAGES[name];
    return <Page id={id ?? ''} />;
  }
  const Page = PLAIN_PAGES[name];
  return <Page />;
}

/** Starts loading the chunk of the page at `path` (start.tsx awaits it before the first render). */
export function preloadPage(match: RouteMatch): Promise<unknown> {
  const { name } = match;
  if (name === 'notFound') return ErrorPage.preload();
  return isIdRoute(name) ? ID_PAGES[name].preload() : PLAIN_PAGES[name].preload();
}

// Features warm a page through platform/page-preload.ts: they cannot import this list, which imports them.
setPagePreloader((name) => preloadPage({ name, locale: null }));

// Inside a language prefix, links and navigations to routes that exist once (/n/…, /tools/…) drop the
// prefix instead of producing "/de/n/…".
const localizedHrefs: HrefsFormatter = (href) => resolveLocalizedTarget(href);
const localizedNav: AroundNavHandler = (navigate, to, options) =>
  navigateOrReload(navigate, resolveLocalizedTarget(to), options);

/** The page for a matched route; `path` is the full path (for the not-found message and remounts). */
export function RoutePage({ match, path }: { match: RouteMatch; path: string }) {
  const titleKey = pageKeyOf(match.name);
  const page = (
    <>
      {titleKey && <PageTitle page={titleKey} />}
      {isSlotRoute(match.name) ? <SlotUntilHydrated>{pageOf(match, path)}</SlotUntilHydrated> : pageOf(match, path)}
    </>
  );
  if (!match.locale) return page;
  return (
    <Router base={`/${match.locale}`} hrefs={localizedHrefs} aroundNav={localizedNav}>
      {page}
    </Router>
  );
}
