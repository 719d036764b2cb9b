// Starts the app (loaded by main.tsx once the page is painted): reads what the server embedded, activates
// the page's language, loads the current page's chunk (main.tsx has run it already) and hydrates the page
// the server sent, painted at build time; then, when idle, page-view analytics if configured. The offline shell
// and the dev server send an empty #root: then the app renders from scratch.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { followChosenLanguage, getInitialData } from './platform/initial-data.ts';
import { App } from './app/App.tsx';
import { activateInitialLocale } from './platform/i18n.ts';
import { captureServerSlot } from './platform/page-slot.tsx';
import { preloadPage } from './app/routes.tsx';
import { currentRoute } from './app/Shell.tsx';
import { whenIdle } from './platform/when-idle.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const painted = container.firstElementChild !== null;
if (!painted) followChosenLanguage();
captureServerSlot(container);
const route = currentRoute(location.pathname);
await Promise.all([
  activateInitialLocale(getInitialData().locale),
  // A failed chunk shows the error page after render; it must not keep the app from starting.
  preloadPage(route).catch(() => undefined),
]);
// Starting react-dom (this module's imports) was this task's work: hydration begins in the next one.
await new Promise((resolve) => setTimeout(resolve));

let markHydrated: () => void = () => undefined;
/** Settles once React has taken over the page: its first commit is done and its effects have run. */
export const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});
function HydrationSignal() {
  useEffect(() => markHydrated(), []);
  return null;
}

// StrictMode's double renders and effects find unsafe code in development; production renders once.
const app = import.meta.env.DEV ? (
  <StrictMode>
    <App />
    <HydrationSignal />
  </StrictMode>
) : (
  <>
    <App />
    <HydrationSignal />
  </>
);
if (painted) {
  // Hydrating as a transition lets React yield every few milliseconds instead of holding the main thread
  // for the whole page.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}

// Analytics only when the operator configured it, and its code only then (it is not in any page's budget).
const analytics = getInitialData().site?.analytics;
if (analytics) {
  whenIdle(() => {
    void import('./analytics/tracker.ts').then(({ trackPageViews }) => trackPageViews(analytics), () => undefined);
  }, 2000);
}
