// Note ids: the right shape, never repeated, and every character equally likely (no modulo bias), also when
// many ids are drawn from the same pool of random bytes.
import { describe, expect, it } from 'vitest';
import { isEditId, isShareId, newEditId, newShareId } from './ids.ts';

describe('note ids', () => {
  it('have their exact shapes and are never confused with each other', () => {
    for (let n = 0; n < 1000; n += 1) {
      const share = newShareId();
      const edit = newEditId();
      expect(isShareId(share) && !isEditId(share)).toBe(true);
      expect(isEditId(edit) && !isShareId(edit)).toBe(true);
    }
  });

  it('do not repeat over 100 000 draws', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 100_000; n += 1) seen.add(newShareId());
    expect(seen.size).toBe(100_000);
  });

  it('use every character about equally often', () => {
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let n = 0; n < draws; n += 1) for (const char of newEditId()) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    const expected = (draws * 32) / 62;
    // Chi-square with 61 degrees of freedom: above 110 happens by chance about once in 10 000 runs; `byte % 62`
    // without rejection (8 characters a quarter more likely than the rest) lands in the thousands.
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(110);
  });
});
