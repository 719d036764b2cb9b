// The length X (Twitter) charges for a post, as its open-source counter twitter-text (config v3) computes
// it: text in NFC; code points in the light ranges (everything below U+1100 — Latin, Greek, Cyrillic,
// Arabic, Devanagari… — and the general punctuation – — ‘ ’ “ ” ′) weigh 1, every other code point (CJK,
// Hangul, … and emoji) weighs 2; a whole emoji sequence (flag, skin tone, ZWJ family, keycap) weighs 2
// once; every URL weighs 23 whatever its length.
import { isEmojiOnly } from './emoji.ts';
import { findLinks } from './links.ts';

export const X_URL_WEIGHT = 23;

const LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
// Candidate emoji sequences: keycaps, flag pairs, pictographs with their modifiers, selectors, tags and
// ZWJ-joined parts. Whether a candidate really is one emoji is then asked of the RGI list.
const EMOJI_CANDIDATE =
  /[0-9#*]\uFE0F?\u20E3|\p{Regional_Indicator}{1,2}|\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F\u{E0020}-\u{E007F}]*(?:\u200D\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)*/gu;

/** X's weighted length of `text` (a post may have at most X_MAX_WEIGHTED_LENGTH). */
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
  let total = 0;
  let from = 0;
  for (const match of text.matchAll(EMOJI_CANDIDATE)) {
    const [candidate] = match;
    total += codePointWeight(text, from, match.index);
    total += isEmojiOnly(candidate) ? 2 : codePointWeight(candidate, 0, candidate.length);
    from = match.index + candidate.length;
  }
  return total + codePointWeight(text, from, text.length);
}

function codePointWeight(text: string, start: number, end: number): number {
  let total = 0;
  for (let i = start; i < end; i += 1) {
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
