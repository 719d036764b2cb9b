// The server's hash and the browser's (WebCrypto) must agree on every text, or every patch would be refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentHash } from '../../../shared/live-patch.ts';
import { contentHashNow } from './content-hash.ts';

describe('the server content hash', () => {
  it('equals the shared WebCrypto hash for any text, lone surrogates included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (text) => {
        expect(contentHashNow(text)).toBe(await contentHash(text));
      }),
      { numRuns: 300 },
    );
  });
});
