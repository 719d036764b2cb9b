// Fills the app shell for one page: <html lang>, head tags (title, description, canonical, hreflang, og),
// readable body HTML and the initial-data JSON. The shell is split once, so rendering is string joins.
import type { EmbeddedInitialData } from '../../../shared/initial-data.ts';
import { INITIAL_DATA_ELEMENT_ID } from '../../../shared/initial-data.ts';

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
  bodyHtml: string;
  data: EmbeddedInitialData;
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

const LANG_ATTR = /<html lang="[^"]*"/;

/** Splits the shell at its placeholders once; the returned function renders a page. */
export function compileShell(html: string): (page: RenderedPage) => string {
  const [beforeHead = '', afterHead = ''] = html.split('<!--app-head-->');
  const [middle = '', afterBody = ''] = afterHead.split('<!--app-body-->');
  const [beforeData = '', end = ''] = afterBody.split('<!--app-data-->');
  return (page) =>
    beforeHead.replace(LANG_ATTR, `<html lang="${escapeHtml(page.lang)}"`) +
    headTags(page.head) +
    middle +
    page.bodyHtml +
    beforeData +
    `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${scriptSafeJson(page.data)}</script>` +
    end;
}
