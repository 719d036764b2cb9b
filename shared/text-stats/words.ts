// Splits text into the words a word processor counts. Intl.Segmenter does the language work (spaced
// scripts, Korean, Devanagari, contractions with ' or ’, numbers such as 10,000 and 3.14); on top of it:
// every CJK ideograph or kana is a word of its own, a link (URL or e-mail) is one word, words joined by a
// hyphen are one word, and emoji are not words.
import { isEmojiOnly } from './emoji.ts';
import { findLinks } from './links.ts';

export interface WordToken {
  text: string;
  /** URLs and e-mail addresses: counted as words, never keywords. */
  isLink: boolean;
}

// Han, hiragana and katakana, with the marks used only inside them (ー, 々); checked inside word-like
// segments only, so the ideographic punctuation those scripts share never reaches it.
const CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;
const CJK_PARTS = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]|[^\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+/gu;
const HYPHENS = new Set(['-', '\u2010', '\u2011']);
// Keycaps (1️⃣) and emoji presentation sequences are the only emoji the segmenter calls word-like.
const MAYBE_EMOJI = /[\uFE0F\u20E3]/u;

const segmenters = new Map<string, Intl.Segmenter>();

function wordSegmenter(locale: string | undefined): Intl.Segmenter {
  const key = locale ?? '';
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(key, segmenter);
  }
  return segmenter;
}

/** Every word of `text`, in order. `locale` must be a valid BCP 47 tag or undefined. */
export function wordTokens(text: string, locale?: string): WordToken[] {
  const tokens: WordToken[] = [];
  const segmenter = wordSegmenter(locale);
  let from = 0;
  for (const link of findLinks(text)) {
    if (link.start > from) segmentWords(text.slice(from, link.start), segmenter, tokens);
    tokens.push({ text: text.slice(link.start, link.end), isLink: true });
    from = link.end;
  }
  if (from < text.length) segmentWords(from === 0 ? text : text.slice(from), segmenter, tokens);
  return tokens;
}

function segmentWords(text: string, segmenter: Intl.Segmenter, tokens: WordToken[]): void {
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
    } else if (CJK.test(segment)) {
      flush();
      for (const [part] of segment.matchAll(CJK_PARTS)) tokens.push({ text: part, isLink: false });
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
