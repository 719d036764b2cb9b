// The length the character counter's X meter shows must match what X itself charges (twitter-text v3).
import { describe, expect, it } from 'vitest';
import { xWeightedLength } from './x-length.ts';

describe('xWeightedLength', () => {
  it.each([
    ['280 Latin letters fill a post exactly', 'a'.repeat(280), 280],
    ['CJK characters weigh two', '日本語', 6],
    ['Hangul syllables weigh two', '한국', 4],
    ['Devanagari lies in the light range', 'नमस्ते', 6],
    ['typographic quotes and dashes weigh one', '“Hi” – ‘yo’ —', 13],
    ['an ellipsis character weighs two', '…', 2],
    ['a decomposed accent is counted after NFC', 'e\u0301', 1],
    ['a short URL costs 23', 'https://t.co', 23],
    ['a long URL costs 23 too', `https://example.com/${'x'.repeat(100)}`, 23],
    ['a bare domain is a URL', 'visit example.com', 29],
    ['an e-mail address is plain text', 'me@ex.com', 9],
    ['a file name is plain text', 'notes.py', 8],
    ['a skin-toned emoji weighs two', '👍🏽', 2],
    ['a flag weighs two', '🇩🇪', 2],
    ['a ZWJ family weighs two', '👨‍👩‍👧‍👦', 2],
    ['a keycap weighs two', '1️⃣', 2],
    ['a copyright sign without emoji style is a Latin-range character', '©', 1],
    ['nothing weighs nothing', '', 0],
  ])('%s', (_situation, text, expected) => {
    expect(xWeightedLength(text)).toBe(expected);
  });
});
