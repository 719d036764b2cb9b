// The envelope check both sides run (docs/design.md §10): exactly `e2e1.<12-byte iv>.<ciphertext>` in canonical
// base64url, ciphertext from a GCM tag plus one byte up to MAX_ENVELOPE_BYTES; anything else is refused, never
// repaired. Envelopes here are made the way the browser makes them (WebCrypto AES-256-GCM), so a real one passes.
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalBase64urlBytes, envelopeProblem, isEnvelope, NOTE_KEY_PATTERN } from './envelope.ts';
import { MAX_ENVELOPE_BYTES } from './limits.ts';

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const bytes = (length: number, fill = 7): Uint8Array => new Uint8Array(length).fill(fill);
const envelopeOf = (iv: Uint8Array, ciphertext: Uint8Array): string => `e2e1.${b64url(iv)}.${b64url(ciphertext)}`;

async function encrypted(plaintext: string): Promise<{ envelope: string; key: string }> {
  const key = await webcrypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const ciphertext = new Uint8Array(await webcrypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext)));
  const raw = new Uint8Array(await webcrypto.subtle.exportKey('raw', key));
  return { envelope: envelopeOf(iv, ciphertext), key: b64url(raw) };
}

describe('an envelope the server may store', () => {
  it('a note encrypted as the browser does it passes, and so does its key', async () => {
    const { envelope, key } = await encrypted(JSON.stringify({ title: null, content: '<p>Secret plans</p>' }));
    expect(envelopeProblem(envelope)).toBeNull();
    expect(isEnvelope(envelope)).toBe(true);
    expect(new RegExp(NOTE_KEY_PATTERN).test(key)).toBe(true);
  });

  it('the smallest (tag plus one byte) and the largest ciphertext pass; one byte more is too large, not malformed', () => {
    expect(envelopeProblem(envelopeOf(bytes(12), bytes(17)))).toBeNull();
    expect(envelopeProblem(envelopeOf(bytes(12), bytes(MAX_ENVELOPE_BYTES)))).toBeNull();
    expect(envelopeProblem(envelopeOf(bytes(12), bytes(MAX_ENVELOPE_BYTES + 1)))).toBe('too-large');
  });
});

describe('hostile or broken envelopes are malformed', () => {
  const iv = b64url(bytes(12));
  const ciphertext = b64url(bytes(40));
  it.each([
    ['empty', ''],
    ['HTML in place of an envelope', '<script>alert(1)</script>'],
    ['a plaintext note', '<p>hello</p>'],
    ['another format version', `e2e2.${iv}.${ciphertext}`],
    ['the prefix in capitals', `E2E1.${iv}.${ciphertext}`],
    ['no ciphertext part', `e2e1.${iv}`],
    ['an empty ciphertext', `e2e1.${iv}.`],
    ['an empty iv', `e2e1..${ciphertext}`],
    ['a fourth part', `e2e1.${iv}.${ciphertext}.${ciphertext}`],
    ['padding', `e2e1.${iv}.${b64url(bytes(40))}==`],
    ['standard base64 characters', `e2e1.${iv}.${Buffer.from(bytes(40, 0xfb)).toString('base64').replace(/=+$/, '')}`],
    ['white space inside', `e2e1.${iv}. ${ciphertext}`],
    ['a trailing newline', `e2e1.${iv}.${ciphertext}\n`],
    ['a script smuggled after it', `e2e1.${iv}.${ciphertext}<script>`],
    ['an iv of 11 bytes', envelopeOf(bytes(11), bytes(40))],
    ['an iv of 13 bytes', envelopeOf(bytes(13), bytes(40))],
    ['a ciphertext of only the tag (16 bytes)', envelopeOf(bytes(12), bytes(16))],
    ['a ciphertext of one byte', envelopeOf(bytes(12), bytes(1))],
    ['a length no bytes encode (4n+1 characters)', `e2e1.${iv}.${b64url(bytes(42))}A`],
  ])('%s', (_name, text) => {
    expect(envelopeProblem(text)).toBe('malformed');
  });

  it('a non-canonical encoding (spare bits set) is refused, so one envelope has exactly one spelling', () => {
    // 40 bytes → 54 characters: the last one carries 2 spare bits. The next letter sets one; Buffer decodes it alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const canonical = b64url(bytes(40));
    const sloppy = canonical.slice(0, -1) + alphabet[alphabet.indexOf(canonical.at(-1)!) + 1]!;
    expect(Buffer.from(sloppy, 'base64url')).toEqual(Buffer.from(canonical, 'base64url'));
    expect(envelopeProblem(`e2e1.${iv}.${canonical}`)).toBeNull();
    expect(envelopeProblem(`e2e1.${iv}.${sloppy}`)).toBe('malformed');
    // 12 bytes of iv are 16 characters, no spare bits; a 13-byte iv has 4 spare bits.
    expect(canonicalBase64urlBytes(b64url(bytes(13)).slice(0, -1) + 'B')).toBeNull();
  });
});

describe('canonical base64url sizes', () => {
  it('every length decodes to the size Buffer agrees with, and re-encodes to itself', () => {
    for (let length = 0; length < 70; length += 1) {
      const text = b64url(webcrypto.getRandomValues(new Uint8Array(length)));
      expect(canonicalBase64urlBytes(text)).toBe(length);
      expect(b64url(Buffer.from(text, 'base64url'))).toBe(text);
    }
  });
});

describe('a note key in a report', () => {
  const key = new RegExp(NOTE_KEY_PATTERN);
  it('is exactly 43 canonical characters', () => {
    const good = b64url(bytes(32, 0));
    expect(good).toHaveLength(43);
    expect(key.test(good)).toBe(true);
    expect(key.test(good.slice(0, 42))).toBe(false);
    expect(key.test(`${good}A`)).toBe(false);
    expect(key.test(`${good.slice(0, 42)}B`)).toBe(false);
    expect(key.test(`${good.slice(0, 42)}=`)).toBe(false);
    expect(key.test(Buffer.from(bytes(32, 0xff)).toString('base64').replace(/=+$/, ''))).toBe(false);
  });
});
