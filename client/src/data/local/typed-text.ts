// How plain text typed before the editor existed (the home page's stand-in) becomes note HTML, and what
// counts as an empty note. Pure: the journal, the home page and the editor all compose the same way, so the
// text saved before Quill is built is exactly the text Quill then shows.
import { htmlToPlainText } from '../../../../shared/title.ts';

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
 * The note `base` (HTML) with `typed` (plain text) added after its last line: text typed before a stored
 * draft was known is added to it, never put in its place. A blank base is no base.
 */
export function appendPlainText(base: string, typed: string): string {
  const added = plainTextToHtml(typed);
  if (isBlankHtml(base)) return added;
  return base + added;
}
