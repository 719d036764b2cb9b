// A save sent as a splice must rebuild exactly the text the writer has, whatever the two texts are (emoji, combining
// marks, repeated runs), and a hostile splice must be refused rather than part a surrogate pair or reach outside.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySplice, contentHash, diffSplice, spliceProblem } from './live-patch.ts';

// Texts made of pieces that trap naive diffs: pairs sharing a high surrogate, runs of one letter, markup.
const piece = fc.constantFrom('a', 'b', 'aa', ' ', '<p>', '</p>', 'é', 'e\u0301', '😀', '😁', '👍🏽', '🇩🇪', '日本', '\n', '&amp;');
const text = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));
const wellFormed = fc.oneof(text, fc.string({ unit: 'grapheme', maxLength: 60 }));
const anyUnits = fc.string({ unit: 'binary', maxLength: 40 });

const hasLoneSurrogate = (value: string): boolean => !value.isWellFormed();

describe('a splice between two texts', () => {
  it('rebuilds the second text from the first, exactly', () => {
    fc.assert(
      fc.property(wellFormed, wellFormed, (before, after) => {
        const splice = diffSplice(before, after);
        expect(spliceProblem(before, splice)).toBeNull();
        expect(applySplice(before, splice)).toBe(after);
      }),
      { numRuns: 2000 },
    );
  });

  it('never leaves half a pair in what it inserts, and never cuts the first text inside one', () => {
    fc.assert(
      fc.property(wellFormed, wellFormed, (before, after) => {
        const splice = diffSplice(before, after);
        expect(hasLoneSurrogate(splice.insert)).toBe(false);
        expect(hasLoneSurrogate(before.slice(0, splice.at))).toBe(false);
        expect(hasLoneSurrogate(before.slice(splice.at + splice.remove))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('rebuilds any UTF-16 text too, lone surrogates included, when applied without the checks', () => {
    fc.assert(
      fc.property(anyUnits, anyUnits, (before, after) => {
        const { at, remove, insert } = diffSplice(before, after);
        expect(before.slice(0, at) + insert + before.slice(at + remove)).toBe(after);
      }),
      { numRuns: 2000 },
    );
  });

  it('is as small as the changed stretch: a one-word edit in a long text carries the word, not the text', () => {
    const long = '<p>lorem ipsum dolor</p>'.repeat(5000);
    const edited = `${long.slice(0, 50_000)}word ${long.slice(50_000)}`;
    const splice = diffSplice(long, edited);
    expect(splice.remove).toBe(0);
    expect(splice.insert.length).toBeLessThanOrEqual(5 + 20);
    expect(applySplice(long, splice)).toBe(edited);
  });

  it('of equal texts removes and inserts nothing', () => {
    expect(diffSplice('same 😀', 'same 😀')).toEqual({ at: 7, remove: 0, insert: '' });
  });

  it('between emoji sharing their high surrogate replaces the whole emoji', () => {
    expect(diffSplice('x😀y', 'x😁y')).toEqual({ at: 1, remove: 2, insert: '😁' });
  });
});

describe('a hostile splice', () => {
  const sample = 'ab😀cd';
  it.each([
    [{ at: -1, remove: 0, insert: 'x' }, 'out-of-range'],
    [{ at: 0, remove: -1, insert: '' }, 'out-of-range'],
    [{ at: 7, remove: 0, insert: 'x' }, 'out-of-range'],
    [{ at: 5, remove: 3, insert: '' }, 'out-of-range'],
    [{ at: 1.5, remove: 0, insert: '' }, 'out-of-range'],
    [{ at: Number.MAX_SAFE_INTEGER, remove: Number.MAX_SAFE_INTEGER, insert: '' }, 'out-of-range'],
    [{ at: 3, remove: 0, insert: 'x' }, 'splits-pair'],
    [{ at: 2, remove: 1, insert: '' }, 'splits-pair'],
    [{ at: 0, remove: 0, insert: '\ude00' }, 'splits-pair'],
    [{ at: 0, remove: 0, insert: 'x\ud83d' }, 'splits-pair'],
  ])('%j is refused (%s) and applySplice throws', (splice, problem) => {
    expect(spliceProblem(sample, splice)).toBe(problem);
    expect(() => applySplice(sample, splice)).toThrow(RangeError);
  });

  it('at the very end of the text applies', () => {
    expect(applySplice(sample, { at: 6, remove: 0, insert: '!' })).toBe('ab😀cd!');
  });
});

describe('the content hash', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 bytes, as node:crypto computes it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 80 }), async (value) => {
        expect(await contentHash(value)).toBe(createHash('sha256').update(value, 'utf8').digest('hex'));
      }),
      { numRuns: 200 },
    );
  });

  it('of the empty text is the well-known digest', async () => {
    expect(await contentHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
