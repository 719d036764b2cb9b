// How what was written before the editor existed (the home page's stand-in) becomes note HTML, and what
// counts as an empty note. Pure: the journal, the home page and the editor all compose the same way, so the
// text saved before Quill is built is exactly the text Quill then shows.
import { htmlToPlainText } from '../../../../shared/text/title.ts';

/** True when the note holds nothing a reader would see: no text and no image. */
export function isBlankHtml(html: string): boolean {
  return htmlToPlainText(html).trim() === '' && !/<img\b/i.test(html);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text as the editor's HTML: a paragraph per line, an empty line as an empty paragraph. */
export function plainTextToHtml(text: string): string {
  if (text === '') return '';
  return text
    .split('\n')
    .map((line) => `<p>${line === '' ? '<br>' : line.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c)}</p>`)
    .join('');
}

/**
 * What the stand-in holds: the text as the writer sees it, and — once something with formatting or an image was
 * pasted or dropped there — its HTML (null while it holds typed text only, which is then the whole of it).
 */
export interface Typed {
  text: string;
  html: string | null;
}

export const NOTHING_TYPED: Typed = { text: '', html: null };

/** True when nothing at all was written (not even white space). */
export const isNothingTyped = (typed: Typed): boolean => typed.text === '' && typed.html === null;

/** Plain typed text as the stand-in holds it. */
export const typedText = (text: string): Typed => ({ text, html: null });

/** True when the stand-in holds nothing a reader would see. */
export const isBlankTyped = (typed: Typed): boolean => (typed.html === null ? typed.text.trim() === '' : isBlankHtml(typed.html));

/** The stand-in's writing as note HTML. */
export const typedHtml = (typed: Typed): string => typed.html ?? plainTextToHtml(typed.text);

/**
 * The note `base` (HTML) with `typed` added after its last line: what was written before a stored draft was
 * known is added to it, never put in its place. A blank base is no base.
 */
export function appendTyped(base: string, typed: Typed): string {
  const added = typedHtml(typed);
  if (isBlankHtml(base)) return added;
  return base + added;
}

/** `appendTyped` for plain typed text. */
export const appendPlainText = (base: string, typed: string): string => appendTyped(base, typedText(typed));
