// Note ids: the right shape, never repeated, and every character equally likely (no modulo bias), also when
// many ids are drawn from the same pool of random bytes; share ids derived from edit ids the same way.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isEditId, isShareId, newEditId, newShareId, shareIdFor, shareIdForAsync } from './ids.ts';

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

describe('share ids derived from edit ids', () => {
  const sha256 = (bytes: Uint8Array): Uint8Array => createHash('sha256').update(bytes).digest();

  it('are a share id, the same for the same edit id and different for others', () => {
    const editId = newEditId();
    const shareId = shareIdFor(editId, sha256);
    expect(isShareId(shareId)).toBe(true);
    expect(shareIdFor(editId, sha256)).toBe(shareId);
    expect(shareIdFor(newEditId(), sha256)).not.toBe(shareId);
  });

  it('are the digest’s bytes below 248, mod 62, in order (a fixed example)', () => {
    const editId = 'a'.repeat(32);
    const expected = [...sha256(new TextEncoder().encode(editId))]
      .filter((byte) => byte < 248)
      .slice(0, 12)
      .map((byte) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'[byte % 62])
      .join('');
    expect(shareIdFor(editId, sha256)).toBe(expected);
  });

  it('go on with the digest’s own SHA-256 when a digest has fewer than 12 usable bytes', () => {
    // A stand-in hash whose first digest is nearly all bytes of 248 and above: the second one supplies the rest.
    const digests = [new Uint8Array(32).fill(250).fill(1, 0, 5), new Uint8Array(32).fill(2)];
    const calls: Uint8Array[] = [];
    const shareId = shareIdFor('b'.repeat(32), (bytes) => {
      calls.push(bytes);
      return digests[calls.length - 1]!;
    });
    expect(shareId).toBe('11111' + '2222222');
    expect(calls[1]).toBe(digests[0]);
  });

  it('the asynchronous form agrees', async () => {
    const editId = newEditId();
    expect(await shareIdForAsync(editId, async (bytes) => sha256(bytes))).toBe(shareIdFor(editId, sha256));
  });

  it('use every character about equally often', () => {
    const counts = new Map<string, number>();
    const draws = 50_000;
    for (let n = 0; n < draws; n += 1) for (const char of shareIdFor(newEditId(), sha256)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    const expected = (draws * 12) / 62;
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(110);
  });
});
