// Fills the app shell for one page: <html lang>, head tags (title, description, canonical, hreflang, og),
// the page's prerendered app shell with its preload links, per-request body HTML in its slot, and the
// initial-data JSON. Shell and prerendered pages are split once, so rendering is string joins.
import type { EmbeddedInitialData } from '../../../shared/initial-data.ts';
import { INITIAL_DATA_ELEMENT_ID } from '../../../shared/initial-data.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { PageKey } from '../../../shared/page-keys.ts';
import { APP_NAME_TOKEN, SLOT_MARK, type PrerenderedPages } from '../../../shared/prerendered.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of this page's canonical address. */
  canonical: string;
  /** hreflang → absolute URL, for localized routes. */
  alternates?: Record<string, string>;
  ogType?: 'website' | 'article';
  noindex?: boolean;
  appName: string;
}

export interface RenderedPage {
  lang: string;
  head: PageHead;
  /** Per-request HTML (a note's content, the 404 heading): goes into the prerendered page's slot. */
  bodyHtml: string;
  data: EmbeddedInitialData;
  prerendered?: PaintedPage;
}

/** A prerendered page split at its slot, the product name filled in. */
export interface PaintedPage {
  head: string;
  beforeSlot: string;
  /** null: the page has no slot. */
  afterSlot: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside <script>: no "</script>", no HTML comment openers, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => SCRIPT_ESCAPES[char] ?? char);
}

function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(head.appName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    `<meta name="twitter:card" content="summary">`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const [lang, href] of Object.entries(head.alternates ?? {})) {
    tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`);
  }
  return tags.join('');
}

/**
 * The prerendered pages ready to send: product name filled in, split at the slot. A page without a slot
 * has nothing per request, so `bodyHtml` is not used for it.
 */
export function paintedPages(pages: PrerenderedPages, appName: string): (key: PageKey, locale: Locale) => PaintedPage | undefined {
  const name = escapeHtml(appName);
  const painted = new Map<string, PaintedPage>();
  for (const [key, byLocale] of Object.entries(pages)) {
    for (const [locale, page] of Object.entries(byLocale ?? {})) {
      const [beforeSlot = '', afterSlot] = page.body.replaceAll(APP_NAME_TOKEN, name).split(SLOT_MARK);
      painted.set(`${key}/${locale}`, { head: page.head, beforeSlot, afterSlot: afterSlot ?? null });
    }
  }
  return (key, locale) => painted.get(`${key}/${locale}`);
}

const LANG_ATTR = /<html lang="[^"]*"/;

function paintedBody(painted: PaintedPage, bodyHtml: string): string {
  return painted.afterSlot === null ? painted.beforeSlot : painted.beforeSlot + bodyHtml + painted.afterSlot;
}

/** Splits the shell at its placeholders once; the returned function renders a page. */
export function compileShell(html: string): (page: RenderedPage) => string {
  const [beforeHead = '', afterHead = ''] = html.split('<!--app-head-->');
  const [middle = '', afterBody = ''] = afterHead.split('<!--app-body-->');
  const [beforeData = '', end = ''] = afterBody.split('<!--app-data-->');
  return (page) =>
    beforeHead.replace(LANG_ATTR, `<html lang="${escapeHtml(page.lang)}"`) +
    headTags(page.head) +
    (page.prerendered ? page.prerendered.head + middle + paintedBody(page.prerendered, page.bodyHtml) : middle + page.bodyHtml) +
    beforeData +
    `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${scriptSafeJson(page.data)}</script>` +
    end;
}
