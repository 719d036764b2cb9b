// Properties of analyzeText over random texts from a mixed alphabet (every script and trap the counters
// handle): whatever someone pastes, the numbers stay consistent. A seeded generator keeps failures
// reproducible; the seed of a failing text is in the test name.
import { describe, expect, it } from 'vitest';
import { analyzeText, type TextStats } from './text-stats.ts';

// Pieces rather than single code points, so links, emoji sequences, contractions and line endings occur.
const PIECES = [
  'a', 'Z', 'é', 'ß', 'ñ', 'ç', 'word', 'Straße', 'don\'t', 'it’s', 'well-known', '-', '—', '10,000', '3.14',
  '日', '本', 'か', 'カ', 'ー', '한국어', 'नमस्ते', 'है', '।', '👍🏽', '🇩🇪', '👨‍👩‍👧‍👦', '1️⃣', '😀', '\u0301',
  '\u200D', '\uFE0F', 'https://example.com/a?b=1', 'www.x.org', 'example.com', 'me@ex.com', '@', '.', ',', '!',
  '?', '¿', '"', '(', ')', '€', '[', ' ', ' ', ' ', '\t', '\n', '\r', '\r\n', '\u00A0', '\u3000',
];

/** mulberry32: a tiny, well-mixed 32-bit PRNG. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomText(next: () => number, maxPieces: number): string {
  let text = '';
  const length = Math.floor(next() * maxPieces);
  for (let i = 0; i < length; i += 1) text += PIECES[Math.floor(next() * PIECES.length)] ?? '';
  return text;
}

const SEEDS = Array.from({ length: 150 }, (_, i) => i + 1);

function counts(stats: TextStats): number[] {
  const { topWords, sms, language: _language, ...numbers } = stats;
  return [...Object.values(numbers), sms.segments, sms.units, ...topWords.map((entry) => entry.count)];
}

describe('analyzeText on random text', () => {
  it.each(SEEDS)('no count is ever negative or fractional (seed %i)', (seed) => {
    const stats = analyzeText(randomText(random(seed), 60));
    for (const value of counts(stats)) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
  });

  it.each(SEEDS)('sizes nest: no-space characters ≤ characters ≤ code points ≤ UTF-16 units (seed %i)', (seed) => {
    const stats = analyzeText(randomText(random(seed), 60));
    expect(stats.charactersNoSpaces).toBeLessThanOrEqual(stats.characters);
    expect(stats.characters).toBeLessThanOrEqual(stats.codePoints);
    expect(stats.codePoints).toBeLessThanOrEqual(stats.utf16Units);
    expect(stats.sentences).toBeLessThanOrEqual(stats.words);
    expect(stats.topWords.length).toBeLessThanOrEqual(10);
  });

  it.each(SEEDS)('joining two texts with a blank line adds their words and paragraphs (seed %i)', (seed) => {
    const next = random(seed);
    const first = randomText(next, 40);
    const second = randomText(next, 40);
    const a = analyzeText(first);
    const b = analyzeText(second);
    const joined = analyzeText(`${first}\n\n${second}`);
    expect(joined.words).toBe(a.words + b.words);
    expect(joined.paragraphs).toBe(a.paragraphs + b.paragraphs);
  });

  it.each(SEEDS)('the same text always gives the same stats (seed %i)', (seed) => {
    const text = randomText(random(seed), 60);
    const locale = seed % 2 === 0 ? undefined : 'fr';
    expect(analyzeText(text, locale)).toEqual(analyzeText(text, locale));
  });
});
