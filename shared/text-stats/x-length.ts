// The length X (Twitter) charges for a post, as its open-source counter twitter-text (config v3) computes
// it: text in NFC; code points in the light ranges (Latin and most European scripts, general punctuation
// such as – — ‘ ’ “ ”) weigh 1, every other code point (CJK, Devanagari, emoji…) weighs 2; a whole emoji
// sequence (flag, skin tone, ZWJ family) weighs 2 once; every URL weighs 23 whatever its length.
import { isEmojiOnly } from './emoji.ts';
import { findLinks } from './links.ts';

export const X_MAX_WEIGHTED_LENGTH = 280;
export const X_URL_WEIGHT = 23;

const LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
const HAS_EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3]/u;

let graphemes: Intl.Segmenter | undefined;

/** X's weighted length of `text` (a post may have at most 280). */
export function xWeightedLength(text: string): number {
  const normalized = text.normalize('NFC');
  let total = 0;
  let from = 0;
  for (const link of findLinks(normalized)) {
    // twitter-text never links the domain of an e-mail address; the address is plain text.
    if (link.kind !== 'url') continue;
    total += weigh(normalized.slice(from, link.start)) + X_URL_WEIGHT;
    from = link.end;
  }
  return total + weigh(from === 0 ? normalized : normalized.slice(from));
}

function weigh(text: string): number {
  if (!HAS_EMOJI.test(text)) return codePointWeight(text);
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let total = 0;
  for (const { segment } of graphemes.segment(text)) {
    total += HAS_EMOJI.test(segment) && isEmojiOnly(segment) ? 2 : codePointWeight(segment);
  }
  return total;
}

function codePointWeight(text: string): number {
  let total = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.codePointAt(i) ?? 0;
    if (code > 0xffff) i += 1;
    total += isLight(code) ? 1 : 2;
  }
  return total;
}

function isLight(code: number): boolean {
  for (const [from, to] of LIGHT_RANGES) if (code >= from && code <= to) return true;
  return false;
}
