// The app shell: matches the path, keeps the UI language in step with localized routes, and shows the
// page in its layout — the default one (header, content, footer) or the print one.
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { getInitialData } from '../platform/initial-data.ts';
import { useDataLayerAccess } from './data-layer-access.ts';
import { activateLocale, i18n } from '../platform/i18n.ts';
import { DefaultLayout } from './DefaultLayout.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { matchRoute, routeLanguage, type RouteMatch } from '../platform/route-table.ts';
import { RoutePage } from './routes.tsx';

/** The route for a path; the path the server already answered 404 for stays "not found". */
export function currentRoute(path: string): RouteMatch {
  const match = matchRoute(path);
  return getInitialData().notFoundPath === path ? { name: 'notFound', locale: match.locale } : match;
}

export function Shell() {
  const [path] = useLocation();
  const match = currentRoute(path);
  const dataLayer = useDataLayerAccess(path);

  // A localized page is shown in its language (its prefix, or English); other pages keep the current one.
  const language = routeLanguage(match);
  useEffect(() => {
    if (language && language !== i18n.locale) void activateLocale(language);
  }, [language]);

  const content = (
    <RouteErrorBoundary key={path}>
      <Suspense fallback={<PageLoading />}>
        <RoutePage match={match} path={path} />
      </Suspense>
    </RouteErrorBoundary>
  );

  if (match.name === 'print') {
    return (
      <main id="main" className="min-h-dvh bg-white text-slate-900">
        {content}
      </main>
    );
  }
  return <DefaultLayout dataLayer={dataLayer}>{content}</DefaultLayout>;
}
