// Automatic note title (spec §5): block ends become line breaks, tags go, the first non-empty trimmed
// line wins, cut to 60 characters; "Untitled" when nothing is left. Pure so client and server agree.
import { AUTO_TITLE_LENGTH } from './limits.ts';

export const UNTITLED = 'Untitled';

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|div|ol|ul)>|<br\s*\/?>/gi;
const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Decodes the entities HTML serializers write for text (one pass, so `&amp;lt;` stays `&lt;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

export function htmlToPlainText(html: string): string {
  return decodeEntities(html.replace(BLOCK_END, '\n').replace(TAG, ''));
}

const UNFINISHED_TAG = /<[^>]*$/;
const FIRST_PREFIX = 2048;

/**
 * The title is the first line with text. It is looked for in a growing prefix of the markup (2 K, 8 K, …),
 * trusting only a line that ends inside it, so a long note costs about as much as its first lines and never
 * more than a pass and a third over the whole.
 */
export function deriveTitle(html: string): string {
  for (let size = FIRST_PREFIX; ; size *= 4) {
    const whole = size >= html.length;
    const text = htmlToPlainText(whole ? html : html.slice(0, size).replace(UNFINISHED_TAG, ''));
    // Everything before the first visible character is white space, so its line starts there.
    const first = text.search(/\S/);
    if (first >= 0) {
      const newline = text.indexOf('\n', first);
      const carriageReturn = text.indexOf('\r', first);
      const end = newline < 0 ? carriageReturn : carriageReturn < 0 ? newline : Math.min(newline, carriageReturn);
      // In a cut prefix, a line without its end may go on past the cut: look further.
      if (end >= 0 || whole) return truncateGraphemes(text.slice(first, end < 0 ? undefined : end).trimEnd(), AUTO_TITLE_LENGTH).trimEnd();
    }
    if (whole) return UNTITLED;
  }
}

const IMAGE = /<img\b[^>]*>/gi;
// Markup per visible character is rarely above this; beyond it, a long note's tail cannot reach the preview.
const MARKUP_PER_CHARACTER = 40;

/**
 * The first `max` characters of a note's text with white space collapsed: page descriptions (server) and
 * the new-note confirm preview (client). Images go first (a big inline image must not crowd the text out),
 * then only the start of the markup is read, so huge notes stay cheap.
 */
export function plainTextPreview(html: string, max: number): string {
  const head = html
    .replace(IMAGE, '')
    .slice(0, max * MARKUP_PER_CHARACTER)
    .replace(/<[^>]*$/, '');
  return truncateGraphemes(htmlToPlainText(head).replace(/\s+/g, ' ').trim(), max);
}

let graphemeSegmenter: Intl.Segmenter | undefined;
const SIMPLE_LATIN = /^[\x20-\x7e\xa0-\u024f]*$/;

/** The first `max` user-perceived characters, so an emoji or a Devanagari cluster is never cut in half. */
export function truncateGraphemes(text: string, max: number): string {
  // Every grapheme is at least one UTF-16 unit: short strings need no segmenting at all.
  if (text.length <= max) return text;
  // Fast path: printable ASCII and precomposed Latin letters are one grapheme per unit, and the character
  // after the cut is checked too, so a combining mark cannot be split from its letter.
  if (SIMPLE_LATIN.test(text.slice(0, max + 1))) return text.slice(0, max);
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let out = '';
  let count = 0;
  for (const { segment } of graphemeSegmenter.segment(text)) {
    if (count === max) break;
    out += segment;
    count += 1;
  }
  return out;
}
