// The UTF-8 size both sides agree on: what TextEncoder would produce, for every script and emoji, and for text
// a paste or a broken editor state can leave with lone surrogates.
import { describe, expect, it } from 'vitest';
import { utf8Size } from './utf8.ts';

describe('the UTF-8 size of a text', () => {
  it('is what an encoder produces, for every script and emoji', () => {
    for (const text of ['<p>plain</p>', 'größe', 'नमस्ते दुनिया', '日本語', '👨‍👩‍👧‍👦 family', '']) {
      expect(utf8Size(text)).toEqual({ codePoints: [...text].length, bytes: new TextEncoder().encode(text).length });
    }
  });

  it('counts a lone surrogate as the replacement character that is sent in its place', () => {
    for (const text of ['a\uD800b', '\uDC00', 'end\uD83D', '\uDE00\uD83D']) {
      expect(utf8Size(text)).toEqual({ codePoints: [...text].length, bytes: new TextEncoder().encode(text).length });
    }
  });

  it('agrees with an encoder on random text of any UTF-16 units', () => {
    for (let run = 0; run < 200; run += 1) {
      const units = Array.from({ length: 1 + Math.floor(Math.random() * 40) }, () => Math.floor(Math.random() * 0x10000));
      const text = String.fromCharCode(...units);
      expect(utf8Size(text).bytes).toBe(new TextEncoder().encode(text).length);
    }
  });
});
