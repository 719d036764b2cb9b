// The root: Lingui, the router (whose navigations may turn into a reload when a new build is due) and
// the toast area around the shell; starts colour-mode watching and the service worker once.
// The Toaster (Radix Toast) is a lazy chunk loaded with the first toast, to keep the entry small.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { hasToasted, subscribeToasts } from '../components/toast.ts';
import { navigateOrReload, registerServiceWorker } from './app-updates.ts';
import { watchColorMode } from '../platform/color-mode.ts';
import { i18n } from '../platform/i18n.ts';
import { Shell } from './Shell.tsx';

const Toaster = lazy(() => import('../components/Toaster.tsx').then(({ Toaster }) => ({ default: Toaster })));

/** `ssrPath`: the page's path when prerendering (no browser location then). */
export function App({ ssrPath }: { ssrPath?: string }) {
  useEffect(() => watchColorMode(), []);
  useEffect(() => registerServiceWorker(), []);
  const toasted = useSyncExternalStore(subscribeToasts, hasToasted, hasToasted);
  return (
    <I18nProvider i18n={i18n}>
      <Router aroundNav={navigateOrReload} ssrPath={ssrPath}>
        <Shell />
        {toasted && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </Router>
    </I18nProvider>
  );
}
