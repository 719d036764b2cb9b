// The codec history is stored with: any chain of edits decodes back byte for byte — emoji and other surrogate pairs
// at the edges of a change included — and a stored record that does not fit is refused rather than misread.
import { describe, expect, it } from 'vitest';
import { decodeChain, decodeContent, encodeDelta, encodeKeyframe, encodeReplaced, isKeyframe, KEYFRAME_BYTES, KEYFRAME_EVERY, type EncodedContent } from './version-codec.ts';
import { seeded } from './contract-history.ts';

const PIECES = ['a', 'é', '漢', '🙂', '👩🏽‍💻', '<p>', '</p>', ' ', '&amp;', 'x'.repeat(300)];

function randomText(random: () => number, pieces: number): string {
  return Array.from({ length: pieces }, () => PIECES[Math.floor(random() * PIECES.length)]!).join('');
}

/** An edit at a random place between whole pieces: insert, delete or replace a few pieces. */
function edit(text: string, random: () => number): string {
  const parts = [...text];
  const at = Math.floor(random() * (parts.length + 1));
  const removed = random() < 0.5 ? Math.floor(random() * 4) : 0;
  parts.splice(at, removed, ...(random() < 0.7 ? [...randomText(random, 1 + Math.floor(random() * 3))] : []));
  return parts.join('');
}

describe('the history codec', () => {
  it('a long chain of random edits decodes every version exactly, through keyframes and deltas', () => {
    const random = seeded(7);
    const versions = [randomText(random, 200)];
    for (let i = 0; i < 3 * KEYFRAME_EVERY; i += 1) versions.push(edit(versions.at(-1)!, random));
    const current = versions.at(-1)!;
    // Stored newest first, as a store keeps them: each older version against the one after it.
    const stored: EncodedContent[] = [];
    let run = 0;
    for (let i = 0; i < versions.length - 1; i += 1) {
      const bytes = Buffer.byteLength(versions[i]!);
      const encoded = encodeReplaced(versions[i]!, versions[i + 1]!, i + 1, bytes, run);
      run = encoded.keyframe ? 0 : run + bytes;
      stored.unshift(encoded);
    }
    expect(stored.filter((entry) => entry.keyframe).length).toBe(Math.floor((versions.length - 1) / KEYFRAME_EVERY));
    for (let depth = 0; depth < stored.length; depth += 1) {
      const wanted = versions[versions.length - 2 - depth]!;
      expect(decodeChain(stored.slice(0, depth + 1), current) === wanted, `depth ${depth}`).toBe(true);
    }
  });

  it('a version is a keyframe at every multiple of KEYFRAME_EVERY, and when the deltas above it would hold too much', () => {
    expect(isKeyframe(KEYFRAME_EVERY, 10, 0)).toBe(true);
    expect(isKeyframe(3 * KEYFRAME_EVERY, 10, 0)).toBe(true);
    expect(isKeyframe(KEYFRAME_EVERY + 1, 10_000, 20 * 10_000)).toBe(false);
    // A 1 MiB note: one delta, then a keyframe; a 1.4 MB envelope: a keyframe after one delta at most.
    const mib = 1024 * 1024;
    expect(isKeyframe(1, mib, 0)).toBe(false);
    expect(isKeyframe(2, mib, mib)).toBe(false);
    expect(isKeyframe(3, mib, 2 * mib)).toBe(true);
    expect(isKeyframe(5, 1_400_000, 1_400_000)).toBe(true);
    expect(isKeyframe(7, KEYFRAME_BYTES + 1, 0)).toBe(true);
  });

  it('a change next to an emoji never splits it, even when the two sides share half of it', () => {
    // 🙂 (U+1F642) and 🙃 (U+1F643) share their high surrogate; 😀 and 🙂 share nothing but their neighbours.
    for (const [older, newer] of [['a🙂b', 'a🙃b'], ['🙂', '🙃'], ['x😀', 'x🙂'], ['🙂🙂', '🙂'], ['', '🙂'], ['🙂', '']]) {
      const encoded = encodeDelta(older!, newer!);
      expect(decodeContent(encoded, () => newer!)).toBe(older);
    }
  });

  it('an autosave costs a few bytes; a keyframe of ordinary text is deflated', () => {
    const random = seeded(11);
    const note = randomText(random, 2000);
    const typed = `${note.slice(0, 500)}word ${note.slice(500)}`;
    expect(encodeDelta(note, typed).body.byteLength).toBeLessThan(20);
    expect(encodeKeyframe(note).body.byteLength).toBeLessThan(Buffer.byteLength(note) / 2);
  });

  it('a record that does not fit the version above it, or of an unknown format, is refused', () => {
    const delta = encodeDelta('a long enough older text', 'a long enough newer text');
    expect(() => decodeContent(delta, () => 'short')).toThrow(/does not fit/);
    expect(() => decodeContent({ keyframe: true, body: Uint8Array.of(9, 1, 2) }, () => '')).toThrow(/unknown format/);
  });
});
