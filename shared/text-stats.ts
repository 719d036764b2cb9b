// Text statistics behind the word and character counters (docs/design.md §7): one pure function, the same in the
// browser (run in a worker) and in Node. The counting rules live in shared/text-stats/*; this module
// decides the locale and language once and puts the numbers together.
import { characterCounts, encodedSizes, paragraphCount, sentenceCount } from './text-stats/counts.ts';
import { detectLanguage, languageOfLocale, topWords } from './text-stats/keywords.ts';
import { findLinks, type LinkSpan } from './text-stats/links.ts';
import { smsInfo } from './text-stats/sms.ts';
import type { TextStats } from './text-stats/types.ts';
import { wordTokens } from './text-stats/words.ts';
import { xWeightedLength } from './text-stats/x-length.ts';

export type { KeywordCount } from './text-stats/keywords.ts';
export { MAX_KEYWORDS } from './text-stats/keywords.ts';
export { X_URL_WEIGHT } from './text-stats/x-length.ts';
export type { SmsEncoding, SmsInfo, TextStats } from './text-stats/types.ts';
export { EMPTY_TEXT_STATS, SMS_LIMITS, X_MAX_WEIGHTED_LENGTH } from './text-stats/types.ts';

export const READING_WORDS_PER_MINUTE = 238;
export const SPEAKING_WORDS_PER_MINUTE = 150;

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const KEYCAP = /\u20E3/u;

/**
 * Counts `text` the way docs/design.md §7 describes. `locale` (a BCP 47 tag such as "de" or "pt-BR") picks the
 * stop-word language and the rules for lower-casing and alphabetical order; without it (or when it is not
 * a valid tag) the stop-word language is guessed from the text. Pure and deterministic: nothing depends on
 * the machine's default locale.
 */
export function analyzeText(text: string, locale?: string): TextStats {
  const tag = canonicalLocale(locale);
  // Segmentation rules hardly differ between languages; a fixed fallback keeps results machine-independent.
  const segmentLocale = tag ?? 'en';
  const links = findLinks(text);
  const tokens = wordTokens(text, segmentLocale, links);
  const language = tag ? languageOfLocale(tag) : detectLanguage(tokens);
  const words = tokens.length;
  return {
    words,
    ...characterCounts(text),
    sentences: sentenceCount(withoutLinks(text, links), segmentLocale, (sentence) => hasWord(sentence, segmentLocale)),
    paragraphs: paragraphCount(text),
    readingTimeSec: Math.round((words * 60) / READING_WORDS_PER_MINUTE),
    speakingTimeSec: Math.round((words * 60) / SPEAKING_WORDS_PER_MINUTE),
    ...encodedSizes(text),
    xWeightedLength: xWeightedLength(text),
    sms: smsInfo(text),
    topWords: topWords(tokens, language, tag ?? language ?? 'en'),
    language,
  };
}

/** A letter or digit always starts a word, except the digit of a keycap emoji (1️⃣). */
function hasWord(sentence: string, locale: string): boolean {
  return HAS_WORD_CHARACTER.test(sentence) && (!KEYCAP.test(sentence) || wordTokens(sentence, locale).length > 0);
}

/** The text with each link replaced by a plain word, so the "?" or "." inside a URL ends no sentence. */
function withoutLinks(text: string, links: readonly LinkSpan[]): string {
  if (links.length === 0) return text;
  let result = '';
  let from = 0;
  for (const link of links) {
    result += `${text.slice(from, link.start)}link`;
    from = link.end;
  }
  return result + text.slice(from);
}

function canonicalLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}
