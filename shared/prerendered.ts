// The prerendered pages file (written by scripts/prerender.ts at build time, read by the server at start):
// every page's app shell in every language, painted to HTML by React, plus the links that page needs early.
import type { Locale } from './locales.ts';
import type { PageKey } from './page-keys.ts';

/** Where the build writes it, relative to the client build directory (not a public URL). */
export const PRERENDERED_FILE = '.vite/prerendered.json';
/** Stands for the product name (APP_NAME is read at run time, after the build); the server replaces it. */
export const APP_NAME_TOKEN = '%%APP_NAME%%';
/**
 * Marks the <template> in a page's head that holds its modulepreload links. A template's content is inert:
 * nothing in it downloads while the page paints; main.tsx moves the links into the head after the first paint.
 */
export const APP_CHUNKS_ATTRIBUTE = 'data-app-chunks';
/**
 * Marks the modulepreload links of the chunks a page runs as it starts, dependencies first: main.tsx
 * evaluates them one per task (not the ones preloaded for later, such as Quill's).
 */
export const START_CHUNK_ATTRIBUTE = 'data-start';
/** The marker inside the page slot (client/src/platform/page-slot.tsx) where the server puts per-request HTML. */
export const SLOT_MARK = '<!--app-slot-->';

export interface PrerenderedPage {
  /** Tags for <head>: its stylesheets, and a template with the modulepreload of its chunks and catalog. */
  head: string;
  /** The HTML inside #root; a page slot holds SLOT_MARK. */
  body: string;
}

export type PrerenderedPages = Partial<Record<PageKey, Partial<Record<Locale, PrerenderedPage>>>>;
