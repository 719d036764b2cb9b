// Build-time prerender entry (bundled by `vite build --ssr`, run by scripts/prerender.ts): the app as the
// browser's first render will show one page in one language, to HTML with react-dom/static. start.tsx
// hydrates it; request-specific parts stay in the page slot (platform/page-slot.tsx) for the server to fill.
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { InitialData } from '../../shared/initial-data.ts';
import { App } from './app/App.tsx';
import { activateInitialLocale } from './platform/i18n.ts';
import { preloadPage } from './app/routes.tsx';
import { currentRoute } from './app/Shell.tsx';
import { provideInitialData } from './platform/initial-data.ts';

/** The HTML inside #root for `path`, rendered with the page's initial data (its language above all). */
export async function renderPage(path: string, data: InitialData): Promise<string> {
  provideInitialData(data);
  await activateInitialLocale(data.locale);
  await preloadPage(currentRoute(path));
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App ssrPath={path} />, {
    onError: (error) => void errors.push(error),
    // React outlines large Suspense boundaries behind inline scripts; a prerendered page is sent whole.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0) throw new Error(`prerendering ${path} failed`, { cause: errors });
  const html = await new Response(prelude).text();
  // A part that suspended past the first pass comes with inline scripts: the CSP refuses them, and the
  // browser's first render (which never waits) would not match.
  if (/<script/i.test(html)) throw new Error(`prerendering ${path}: a part of the page suspended`);
  return html;
}

/**
 * The per-request alternative (react-dom/server on every request), for `npm run bench` to measure against
 * the prerendered pages. Call renderPage for the same page first: it loads the language and the chunk.
 */
export function renderPageToString(path: string): string {
  return renderToString(<App ssrPath={path} />);
}
