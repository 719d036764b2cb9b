// Text statistics behind the word and character counters (DESIGN §7): one pure function, the same in the
// browser (run in a worker) and in Node. The counting rules live in shared/text-stats/*; this module
// decides the locale and language once and puts the numbers together.
import { characterCounts, encodedSizes, paragraphCount, sentenceCount } from './text-stats/counts.ts';
import { detectLanguage, languageOfLocale, topWords } from './text-stats/keywords.ts';
import { smsInfo } from './text-stats/sms.ts';
import type { TextStats } from './text-stats/types.ts';
import { wordTokens } from './text-stats/words.ts';
import { xWeightedLength } from './text-stats/x-length.ts';

export type { KeywordCount } from './text-stats/keywords.ts';
export { MAX_KEYWORDS } from './text-stats/keywords.ts';
export type { SmsEncoding, SmsInfo } from './text-stats/sms.ts';
export { SMS_LIMITS } from './text-stats/sms.ts';
export { X_MAX_WEIGHTED_LENGTH, X_URL_WEIGHT } from './text-stats/x-length.ts';
export type { TextStats } from './text-stats/types.ts';
export { EMPTY_TEXT_STATS } from './text-stats/types.ts';

export const READING_WORDS_PER_MINUTE = 238;
export const SPEAKING_WORDS_PER_MINUTE = 150;

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const KEYCAP = /\u20E3/u;

/**
 * Counts `text` the way DESIGN §7 describes. `locale` (a BCP 47 tag such as "de" or "pt-BR") picks the
 * segmentation rules, the lower-casing and the stop-word language; without it (or when it is not a valid
 * tag) the stop-word language is guessed from the text. Pure and deterministic.
 */
export function analyzeText(text: string, locale?: string): TextStats {
  const tag = canonicalLocale(locale);
  const tokens = wordTokens(text, tag);
  const language = tag ? languageOfLocale(tag) : detectLanguage(tokens);
  const words = tokens.length;
  // A letter or digit always starts a word, except the digit of a keycap emoji (1️⃣).
  const hasWord = (sentence: string): boolean =>
    HAS_WORD_CHARACTER.test(sentence) && (!KEYCAP.test(sentence) || wordTokens(sentence, tag).length > 0);
  return {
    words,
    ...characterCounts(text),
    sentences: sentenceCount(text, tag, hasWord),
    paragraphs: paragraphCount(text),
    readingTimeSec: Math.round((words * 60) / READING_WORDS_PER_MINUTE),
    speakingTimeSec: Math.round((words * 60) / SPEAKING_WORDS_PER_MINUTE),
    ...encodedSizes(text),
    xWeightedLength: xWeightedLength(text),
    sms: smsInfo(text),
    topWords: topWords(tokens, language, tag ?? language ?? 'und'),
    language,
  };
}

function canonicalLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}
