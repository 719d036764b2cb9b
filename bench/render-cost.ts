// Prerendered pages against rendering per request (docs/design.md §8, docs/decisions.md "Pages"): how many pages
// per second one core paints with react-dom/server's renderToString, and how many the server's string
// joins of a prerendered page make, both in this process on the built prerender bundle (dist/ssr).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PrerenderEntry from '../client/src/prerender.tsx';
import { compileShell, paintedPages } from '../server/src/pages/page-render.ts';
import { APP_NAME_TOKEN, type PrerenderedPages } from '../shared/prerendered.ts';

const BUNDLE = resolve('dist/ssr/prerender.js');
const MEASURE_MS = 2_000;

function perSecond(work: () => unknown): number {
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < MEASURE_MS) {
    work();
    count += 1;
  }
  return (count * 1000) / (performance.now() - start);
}

export interface RenderCost {
  page: string;
  perRequest: number;
  prerendered: number;
}

/** Pages per second for the note page shell and the home page, each way; null without a build. */
export async function renderCost(): Promise<RenderCost[] | null> {
  if (!existsSync(BUNDLE)) return null;
  const { renderPage, renderPageToString } = (await import(pathToFileURL(BUNDLE).href)) as typeof PrerenderEntry;
  const results: RenderCost[] = [];
  for (const path of ['/n/bench', '/']) {
    const body = await renderPage(path, { locale: 'en', appName: APP_NAME_TOKEN });
    const pages: PrerenderedPages = { index: { en: { head: '', body } } };
    const painted = paintedPages(pages, 'Jotter')('index', 'en');
    const render = compileShell('<html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-body--></div><!--app-data--></body></html>');
    const head = { title: 'Bench', description: 'Bench', canonical: 'http://127.0.0.1/', appName: 'Jotter' };
    results.push({
      page: path,
      perRequest: perSecond(() => render({ lang: 'en', head, bodyHtml: '', data: { locale: 'en', appName: 'Jotter' }, prerendered: undefined }) + renderPageToString(path)),
      prerendered: perSecond(() => render({ lang: 'en', head, bodyHtml: '<p>note</p>', data: { locale: 'en', appName: 'Jotter' }, prerendered: painted })),
    });
  }
  return results;
}
