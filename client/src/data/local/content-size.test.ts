import { describe, expect, it } from 'vitest';
import { MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';
import { contentBytes, fitsOnServer } from './content-size.ts';

describe('the size the server counts', () => {
  it('is the UTF-8 length for every script, emoji included', () => {
    for (const text of ['<p>plain</p>', 'größe', 'नमस्ते दुनिया', '日本語', '👨‍👩‍👧‍👦 family', '']) {
      expect(contentBytes(text)).toBe(new TextEncoder().encode(text).length);
    }
  });

  it('counts a lone surrogate as the replacement character the server stores', () => {
    expect(contentBytes('a\uD800b')).toBe(5);
    expect(contentBytes('\uDC00')).toBe(3);
  });

  it('draws the line exactly at 1 MiB', () => {
    expect(fitsOnServer('x'.repeat(MAX_CONTENT_BYTES))).toBe(true);
    expect(fitsOnServer('x'.repeat(MAX_CONTENT_BYTES - 1) + 'é')).toBe(false);
  });
});
