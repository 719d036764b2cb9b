// The plain counts of a text: characters as people see them (grapheme clusters), its size in code
// points, UTF-16 units and UTF-8 bytes, paragraphs (non-blank lines) and sentences.
import { utf8Size } from '../text/utf8.ts';
import { isSpaceCode } from './whitespace.ts';

const LINE_BREAK = /\r\n|\r|\n/u;
const NOT_SPACE = /\S/u;
const ONLY_SPACE = /^\s+$/u;

let graphemes: Intl.Segmenter | undefined;

/** Grapheme clusters, with and without the white space ones ("\r\n" is one character). */
export function characterCounts(text: string): { characters: number; charactersNoSpaces: number } {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let characters = 0;
  let spaces = 0;
  for (const { segment } of graphemes.segment(text)) {
    characters += 1;
    if (segment.length === 1 ? isSpaceCode(segment.charCodeAt(0)) : ONLY_SPACE.test(segment)) spaces += 1;
  }
  return { characters, charactersNoSpaces: characters - spaces };
}

/** Code points, UTF-16 units and UTF-8 bytes (a lone surrogate is sent as U+FFFD: 3 bytes). */
export function encodedSizes(text: string): { codePoints: number; utf16Units: number; utf8Bytes: number } {
  const { codePoints, bytes } = utf8Size(text);
  return { codePoints, utf16Units: text.length, utf8Bytes: bytes };
}

/** Lines with something other than white space on them; \r\n, \r and \n all end a line. */
export function paragraphCount(text: string): number {
  let paragraphs = 0;
  for (const line of text.split(LINE_BREAK)) if (NOT_SPACE.test(line)) paragraphs += 1;
  return paragraphs;
}

const sentenceSegmenters = new Map<string, Intl.Segmenter>();

/**
 * Sentences as Intl.Segmenter finds them, counting only those that hold a word: a line of emoji or
 * of dashes is not a sentence. `hasWord` decides, so sentences and the word count agree.
 */
export function sentenceCount(text: string, locale: string, hasWord: (sentence: string) => boolean): number {
  let segmenter = sentenceSegmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    sentenceSegmenters.set(locale, segmenter);
  }
  let sentences = 0;
  for (const { segment } of segmenter.segment(text)) if (hasWord(segment)) sentences += 1;
  return sentences;
}
