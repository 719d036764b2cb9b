// Keywords of a text: its most frequent words, lower-cased, without the stop words of its language.
// The language comes from the caller's locale or, when there is none, from which language's stop words
// the text uses most.
import { STOP_WORD_LANGUAGES, STOP_WORDS, isStopWordLanguage, type StopWordLanguage } from '../stop-words.ts';
import type { WordToken } from './words.ts';

export interface KeywordCount {
  word: string;
  count: number;
}

export const MAX_KEYWORDS = 10;
// Enough words to tell the languages apart; reading further only costs time on a megabyte.
const DETECTION_SAMPLE = 5000;
const HAS_LETTER = /\p{L}/u;
const CURLY_APOSTROPHE = /[’ʼ]/gu;

/** The stop-word language of a BCP 47 locale ("pt-BR" → "pt"), or null when there is no list for it. */
export function languageOfLocale(locale: string): StopWordLanguage | null {
  const language = locale.split(/[-_]/u)[0]?.toLowerCase() ?? '';
  return isStopWordLanguage(language) ? language : null;
}

/** The language whose stop words the text uses most (ties go to the earlier language), or null. */
export function detectLanguage(tokens: readonly WordToken[]): StopWordLanguage | null {
  const scores = new Map<StopWordLanguage, number>();
  let seen = 0;
  for (const token of tokens) {
    if (token.isLink) continue;
    const word = keywordKey(token.text, 'en');
    for (const language of STOP_WORD_LANGUAGES) {
      if (STOP_WORDS[language].has(word)) scores.set(language, (scores.get(language) ?? 0) + 1);
    }
    seen += 1;
    if (seen >= DETECTION_SAMPLE) break;
  }
  let best: StopWordLanguage | null = null;
  for (const language of STOP_WORD_LANGUAGES) {
    if ((scores.get(language) ?? 0) > (best ? (scores.get(best) ?? 0) : 0)) best = language;
  }
  return best;
}

/** How a word is compared and shown in the list: lower case, NFC, straight apostrophes. */
function keywordKey(word: string, locale: string): string {
  return word.toLocaleLowerCase(locale).normalize('NFC').replace(CURLY_APOSTROPHE, "'");
}

/**
 * The `MAX_KEYWORDS` most frequent words (links and numbers left out, and the stop words of `language`),
 * most frequent first, ties in alphabetical order of `locale`.
 */
export function topWords(
  tokens: readonly WordToken[],
  language: StopWordLanguage | null,
  locale: string,
): KeywordCount[] {
  const stopWords = language ? STOP_WORDS[language] : new Set<string>();
  const keys = new Map<string, string | null>();
  const counts = new Map<string, number>();
  for (const token of tokens) {
    if (token.isLink) continue;
    let key = keys.get(token.text);
    if (key === undefined) {
      const candidate = keywordKey(token.text, locale);
      key = HAS_LETTER.test(candidate) && !stopWords.has(candidate) ? candidate : null;
      keys.set(token.text, key);
    }
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return mostFrequent(counts, new Intl.Collator(locale));
}

/** The top entries kept in a short sorted list, so a text of 100 000 distinct words is never fully sorted. */
function mostFrequent(counts: ReadonlyMap<string, number>, collator: Intl.Collator): KeywordCount[] {
  const before = (a: KeywordCount, b: KeywordCount): boolean =>
    a.count !== b.count ? a.count > b.count : (collator.compare(a.word, b.word) || (a.word < b.word ? -1 : 1)) < 0;
  const top: KeywordCount[] = [];
  for (const [word, count] of counts) {
    const entry = { word, count };
    const last = top[top.length - 1];
    if (top.length === MAX_KEYWORDS && last && !before(entry, last)) continue;
    let at = top.length;
    for (let previous = top[at - 1]; previous && before(entry, previous); previous = top[at - 1]) at -= 1;
    top.splice(at, 0, entry);
    if (top.length > MAX_KEYWORDS) top.pop();
  }
  return top;
}
