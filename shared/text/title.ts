// Automatic note title (docs/design.md §9.2): block ends become line breaks, tags go, the first non-empty trimmed
// line wins, cut to 60 characters; "Untitled" when nothing is left. Pure so client and server agree.
import { AUTO_TITLE_LENGTH } from '../limits.ts';

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

/**
 * Characters that change how a title reads without being seen: bidi embeddings, overrides and isolates
 * (U+202A–202E, U+2066–2069), bidi marks (U+200E, U+200F, U+061C), zero-width space, word joiner and BOM.
 */
const INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u200b\u200e\u200f\u061c\u2060\ufeff]/g;
/**
 * Zero-width (non-)joiners (U+200C, U+200D) are part of how emoji sequences and Indic and Persian words are
 * written, so they stay between two such characters and go everywhere else (alone, at an edge, by a space).
 */
const STRAY_JOINER = /(?<![\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Component}])[\u200c\u200d]+|[\u200c\u200d]+(?![\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Component}])/gu;

/** A title without invisible characters that could hide or reorder what it says (titles are plain text). */
export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '').replace(STRAY_JOINER, '');
}

const UNFINISHED_TAG = /<[^>]*$/;
const FIRST_PREFIX = 2048;

/**
 * The note's first line with text (invisible characters removed, trimmed), or null when it has none. It is
 * looked for in a growing prefix of the markup (2 K, 8 K, …), trusting only a line that ends inside it, so a
 * long note costs about as much as its first lines and never more than a pass and a third over the whole.
 */
export function firstLine(html: string): string | null {
  for (let size = FIRST_PREFIX; ; size *= 4) {
    const whole = size >= html.length;
    const text = htmlToPlainText(whole ? html : html.slice(0, size).replace(UNFINISHED_TAG, ''));
    const visible = /\S/g;
    for (let found = visible.exec(text); found; found = visible.exec(text)) {
      // Everything before a line's first visible character is white space, so the line starts there.
      const newline = text.indexOf('\n', found.index);
      const carriageReturn = text.indexOf('\r', found.index);
      const end = newline < 0 ? carriageReturn : carriageReturn < 0 ? newline : Math.min(newline, carriageReturn);
      // In a cut prefix, a line without its end may go on past the cut: look further.
      if (end < 0 && !whole) break;
      const line = withoutInvisibles(text.slice(found.index, end < 0 ? undefined : end)).trim();
      if (line) return line;
      // Nothing but invisible characters: no title, try the next line.
      if (end < 0) break;
      visible.lastIndex = end;
    }
    if (whole) return null;
  }
}

/** How far below the cut a title may end and still have been cut there (trimming after the cut removes white space). */
const CUT_TRIM_REACH = 15;

/**
 * Whether `title`, taken from `content`, was cut: the note's first line is longer than a title may be. Most titles are
 * short, and only a long one costs a look at the note's text.
 */
export function titleWasCut(title: string, content: string): boolean {
  if (truncateGraphemes(title, AUTO_TITLE_LENGTH - CUT_TRIM_REACH) === title) return false;
  const line = firstLine(content);
  return line !== null && truncateGraphemes(line, AUTO_TITLE_LENGTH) !== line;
}

/** The title is the first line with text, cut to 60 characters; "Untitled" when there is none. */
export function deriveTitle(html: string): string {
  const line = firstLine(html);
  return line === null ? UNTITLED : truncateGraphemes(line, AUTO_TITLE_LENGTH).trimEnd();
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
