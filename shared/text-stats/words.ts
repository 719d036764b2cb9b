// Splits text into the words a word processor counts. Intl.Segmenter does the language work (spaced
// scripts, Korean, Devanagari, contractions with ' or ’, numbers such as 10,000 and 3.14); on top of it:
// every CJK ideograph or kana is a word of its own, a link (URL or e-mail) is one word, words joined by a
// hyphen are one word, and emoji are not words.
import { isEmojiOnly } from './emoji.ts';
import { findLinks, type LinkSpan } from './links.ts';

export interface WordToken {
  text: string;
  /** URLs and e-mail addresses: counted as words, never keywords. */
  isLink: boolean;
}

// Letters of the Han, hiragana and katakana scripts (with ー and 々, and combining marks such as the
// dakuten). They never need the segmenter's dictionary, which would only group them for us to split again.
const IDEOGRAPH_RUN = /(?:(?=[\p{L}\p{M}\p{N}])[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}])+/gu;
const MARK = /^\p{M}$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const HYPHENS = new Set(['-', '\u2010', '\u2011']);
// Keycaps (1️⃣) and emoji presentation sequences are the only emoji the segmenter calls word-like.
const MAYBE_EMOJI = /[\uFE0F\u20E3]/u;

const segmenters = new Map<string, Intl.Segmenter>();

function wordSegmenter(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/**
 * Every word of `text`, in order. `locale` must be a valid BCP 47 tag; `links` are the text's links when
 * the caller has already looked for them.
 */
export function wordTokens(text: string, locale: string, links: readonly LinkSpan[] = findLinks(text)): WordToken[] {
  const tokens: WordToken[] = [];
  const segmenter = wordSegmenter(locale);
  let from = 0;
  for (const link of links) {
    if (link.start > from) plainWords(text.slice(from, link.start), segmenter, tokens);
    tokens.push({ text: text.slice(link.start, link.end), isLink: true });
    from = link.end;
  }
  if (from < text.length) plainWords(from === 0 ? text : text.slice(from), segmenter, tokens);
  return tokens;
}

function plainWords(text: string, segmenter: Intl.Segmenter, tokens: WordToken[]): void {
  let from = 0;
  for (const match of text.matchAll(IDEOGRAPH_RUN)) {
    if (match.index > from) segmentWords(text.slice(from, match.index), segmenter, tokens);
    splitIdeographs(match[0], tokens);
    from = match.index + match[0].length;
  }
  if (from < text.length) segmentWords(from === 0 ? text : text.slice(from), segmenter, tokens);
}

/** Each ideograph or kana is a word; a combining mark stays with the character before it (か + ゙). */
function splitIdeographs(run: string, tokens: WordToken[]): void {
  let previous: WordToken | undefined;
  for (const char of run) {
    if (previous && MARK.test(char)) {
      previous.text += char;
    } else {
      previous = { text: char, isLink: false };
      tokens.push(previous);
    }
  }
}

function segmentWords(text: string, segmenter: Intl.Segmenter, tokens: WordToken[]): void {
  // Between ideographs there is mostly punctuation; asking the segmenter about it costs more than this.
  if (!LETTER_OR_DIGIT.test(text)) return;
  // A word waiting to see whether a hyphen and another word follow it ("well-known").
  let pending = '';
  let hyphen = '';
  const flush = (): void => {
    if (pending) tokens.push({ text: pending, isLink: false });
    pending = '';
    hyphen = '';
  };
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) {
      if (pending && !hyphen && HYPHENS.has(segment)) hyphen = segment;
      else flush();
    } else if (MAYBE_EMOJI.test(segment) && isEmojiOnly(segment)) {
      flush();
    } else if (pending && hyphen) {
      pending += hyphen + segment;
      hyphen = '';
    } else {
      flush();
      pending = segment;
    }
  }
  flush();
}
