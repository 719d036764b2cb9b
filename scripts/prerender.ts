// Build step after `vite build` and `vite build --ssr`: paints every page's app shell in every language
// with the prerender bundle (dist/ssr/prerender.js) and writes them, with each page's modulepreload and
// stylesheet links from the Vite manifest, to dist/client/.vite/prerendered.json for the server.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PrerenderEntry from '../client/src/prerender.tsx';
import { LOCALES, localizedPath, type Locale } from '../shared/locales.ts';
import { NOT_FOUND, ROUTES, routePath, type PageKey } from '../shared/routes.ts';
import { APP_CHUNKS_ATTRIBUTE, APP_NAME_TOKEN, PRERENDERED_FILE, SLOT_MARK, START_CHUNK_ATTRIBUTE, type PrerenderedPages } from '../shared/prerendered.ts';
import { APP_START, CATALOG_KEY, loadManifest, staticClosure, type Manifest } from './vite-manifest.ts';

type PrerenderModule = typeof PrerenderEntry;

const ROOT = resolve(import.meta.dirname, '..');
const CLIENT_DIR = join(ROOT, 'dist/client');
const SLOT_ELEMENT = '<div class="contents" data-page-slot=""></div>';
const EDITOR = 'src/editor/NoteEditor.tsx';

interface PageSpec {
  /** The route's module (its manifest key). */
  source: string;
  /** A path of the page without language prefix; ids are placeholders (the page slot is per request). */
  path: string;
  /** Served under a language prefix (/de/…); the others show the visitor's cookie language. */
  localized: boolean;
  /**
   * Quill appears on this page as soon as it starts: preload its chunk with it. Not the home page: a blank
   * note starts on a light stand-in and Quill loads when idle or when the writer reaches for it
   * (HomePage.tsx), so its download does not compete with the first paint.
   */
  editor: boolean;
}

// Every page of the route table (shared/routes.ts) and the not-found page; a module missing from the build
// fails the build.
const PAGES: ReadonlyArray<readonly [PageKey, PageSpec]> = [
  ...ROUTES.map((route) => {
    const spec = { source: `src/${route.module}`, path: routePath(route.key, 'id'), localized: route.localized, editor: 'editor' in route && route.editor };
    return [route.key, spec] as const;
  }),
  [NOT_FOUND.key, { source: `src/${NOT_FOUND.module}`, path: '/not-found', localized: false, editor: false }],
];

function catalogKey(manifest: Manifest, locale: Locale): string {
  const key = Object.keys(manifest).find((candidate) => CATALOG_KEY.exec(candidate)?.[1] === locale);
  if (!key) throw new Error(`prerender: no catalog chunk for ${locale} in the Vite manifest`);
  return key;
}

/**
 * The page's CSS; and, in an inert template that main.tsx unpacks after the first paint, modulepreload for
 * the app, the page's chunks and its catalog (what index.html does not preload already), dependencies first
 * and marked as run at start, then the editor's (and its CSS) where it comes soon. Downloads that start only
 * after the first paint cannot slow it down, on a phone's thin connection least of all
 * (docs/decisions.md, Pages, "Loading").
 */
function headLinks(manifest: Manifest, spec: PageSpec, locale: Locale): string {
  for (const source of [spec.source, ...(spec.editor ? [EDITOR] : [])]) {
    if (!manifest[source]) throw new Error(`prerender: ${source} is not in the Vite manifest`);
  }
  const entry = staticClosure(manifest, ['index.html']);
  // The app's start last: by the time it runs, the page and its catalog are evaluated.
  const page = staticClosure(manifest, [spec.source, catalogKey(manifest, locale), APP_START]);
  const editor = spec.editor ? staticClosure(manifest, [EDITOR]) : new Set<string>();
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const later: string[] = [];
  const seen = new Set<string>();
  for (const key of [...page, ...editor]) {
    if (entry.has(key) || seen.has(key)) continue;
    seen.add(key);
    const start = page.has(key) ? ` ${START_CHUNK_ATTRIBUTE}` : '';
    later.push(`<link rel="modulepreload" crossorigin${start} href="/${manifest[key]?.file}">`);
  }
  // The page's own styles paint its prerendered HTML; the editor's are only needed once Quill starts.
  const css = (keys: Set<string>) => new Set([...keys].flatMap((key) => manifest[key]?.css ?? []).filter((file) => !entryCss.has(file)));
  const pageCss = css(page);
  const now = [...pageCss].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  for (const file of css(editor)) if (!pageCss.has(file)) later.push(`<link rel="preload" as="style" crossorigin href="/${file}">`);
  return `${now.join('')}<template ${APP_CHUNKS_ATTRIBUTE}>${later.join('')}</template>`;
}

function withSlotMark(body: string, key: PageKey): string {
  const parts = body.split(SLOT_ELEMENT);
  if (parts.length > 2) throw new Error(`prerender: ${key} has more than one page slot`);
  return parts.join(SLOT_ELEMENT.replace('></div>', `>${SLOT_MARK}</div>`));
}

const { renderPage } = (await import(pathToFileURL(join(ROOT, 'dist/ssr/prerender.js')).href)) as PrerenderModule;
const manifest = loadManifest(CLIENT_DIR);
const pages: PrerenderedPages = {};
for (const [key, spec] of PAGES) {
  const byLocale: NonNullable<PrerenderedPages[PageKey]> = {};
  for (const locale of LOCALES) {
    const path = spec.localized ? localizedPath(locale, spec.path) : spec.path;
    const data = { locale, appName: APP_NAME_TOKEN, ...(key === 'notFound' ? { notFoundPath: path } : {}) };
    const body = await renderPage(path, data);
    byLocale[locale] = { head: headLinks(manifest, spec, locale), body: withSlotMark(body, key) };
  }
  pages[key] = byLocale;
}
writeFileSync(join(CLIENT_DIR, PRERENDERED_FILE), JSON.stringify(pages));
console.log(`prerendered ${Object.keys(pages).length} pages in ${LOCALES.length} languages`);
