// The shape of the text statistics, the stats of an empty text and the limits they are measured against.
// Kept apart from the counting code so the tool pages can show them without loading it (the counting
// runs in a worker).
import type { StopWordLanguage } from '../stop-words.ts';
import type { KeywordCount } from './keywords.ts';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsInfo {
  encoding: SmsEncoding;
  /** Messages the text is sent as; 0 for an empty text. */
  segments: number;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
}

/** Septets (GSM-7) or UTF-16 units (UCS-2) of one message, and of each part of a longer one. */
export const SMS_LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
};

export const X_MAX_WEIGHTED_LENGTH = 280;

export interface TextStats {
  /** Words as a word processor counts them (each CJK ideograph or kana, each link, each number: one). */
  words: number;
  /** Grapheme clusters: what a person sees as one character ("👨‍👩‍👧‍👦", "é", "\r\n" are one each). */
  characters: number;
  /** Characters that are not white space. */
  charactersNoSpaces: number;
  /** Intl.Segmenter sentences that hold at least one word. */
  sentences: number;
  /** Non-blank lines (\r\n, \r and \n end a line). */
  paragraphs: number;
  /** At 238 words a minute, in whole seconds. */
  readingTimeSec: number;
  /** At 150 words a minute, in whole seconds. */
  speakingTimeSec: number;
  codePoints: number;
  utf16Units: number;
  utf8Bytes: number;
  /** X's weighted post length (limit 280): light Latin-range characters 1, others and emoji 2, URLs 23. */
  xWeightedLength: number;
  sms: SmsInfo;
  /** Up to 10 most frequent words, lower-cased, stop words of `language` left out; ties alphabetical. */
  topWords: KeywordCount[];
  /** The language whose stop words were left out of `topWords`: from the locale, else guessed from the text. */
  language: StopWordLanguage | null;
}

/** The stats of an empty text, for showing before anything has been counted. */
export const EMPTY_TEXT_STATS: TextStats = {
  words: 0,
  characters: 0,
  charactersNoSpaces: 0,
  sentences: 0,
  paragraphs: 0,
  readingTimeSec: 0,
  speakingTimeSec: 0,
  codePoints: 0,
  utf16Units: 0,
  utf8Bytes: 0,
  xWeightedLength: 0,
  sms: { encoding: 'GSM-7', segments: 0, units: 0 },
  topWords: [],
  language: null,
};
