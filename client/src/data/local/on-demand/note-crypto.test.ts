// The browser's half of end-to-end encryption (docs/design.md §10): what it writes is an envelope the server accepts
// and the server's own test helper opens; what it reads fails as a value, naming why, for every hostile input.
import { describe, expect, it } from 'vitest';
import { envelopeProblem, NOTE_KEY_PATTERN } from '../../../../../shared/envelope.ts';
import { MAX_ENVELOPE_BYTES } from '../../../../../shared/limits.ts';
import { seal, unseal } from '../../../../../server/src/test-support/envelopes.ts';
import { decryptNote, encryptNote, newNoteKey } from './note-crypto.ts';

const NOTE = { title: 'Salary review', content: '<h1>Salary review</h1><p>Everyone gets a raise — ünïcödé, हिन्दी, 🎉</p>' };

/** The envelope with one character of a part replaced by another that keeps it canonical base64url. */
function flipped(envelope: string, part: 1 | 2, at = 0): string {
  const parts = envelope.split('.');
  const text = parts[part]!;
  const swap = text[at] === 'A' ? 'B' : 'A';
  parts[part] = text.slice(0, at) + swap + text.slice(at + 1);
  return parts.join('.');
}

describe('a new note key', () => {
  it('is 43 characters of canonical base64url (32 random bytes), different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, newNoteKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(new RegExp(NOTE_KEY_PATTERN));
  });
});

describe('encrypting a note', () => {
  it('makes an envelope the server accepts, which opens back to the same title and content', async () => {
    const key = newNoteKey();
    const envelope = await encryptNote(NOTE, key);
    expect(envelopeProblem(envelope)).toBeNull();
    expect(await decryptNote(envelope, key)).toEqual({ ok: true, note: NOTE });
  });

  it('speaks the wire format: the server’s own helper opens what the browser seals, and the other way round', async () => {
    const key = newNoteKey();
    expect(await unseal(await encryptNote(NOTE, key), key)).toEqual(NOTE);
    const sealed = await seal({ title: null, content: '<p>From the other side</p>' });
    expect(await decryptNote(sealed.envelope, sealed.key)).toEqual({ ok: true, note: { title: null, content: '<p>From the other side</p>' } });
  });

  it('uses a fresh IV every time, so the same note twice gives two different envelopes', async () => {
    const key = newNoteKey();
    const [first, second] = [await encryptNote(NOTE, key), await encryptNote(NOTE, key)];
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    expect(first).not.toBe(second);
  });

  it('never puts the text or the key in the envelope', async () => {
    const key = newNoteKey();
    const envelope = await encryptNote(NOTE, key);
    expect(envelope).not.toContain('Salary');
    expect(envelope).not.toContain(key);
  });

  it('refuses a malformed key and a note too large for the server, instead of sending something unreadable', async () => {
    await expect(encryptNote(NOTE, 'short')).rejects.toThrow(TypeError);
    const huge = { title: null, content: 'x'.repeat(MAX_ENVELOPE_BYTES) };
    await expect(encryptNote(huge, newNoteKey())).rejects.toThrow(RangeError);
  });
});

describe('decrypting a note someone hands us', () => {
  it('a link without its key is "key-missing", whatever the envelope', async () => {
    const envelope = await encryptNote(NOTE, newNoteKey());
    expect(await decryptNote(envelope, '')).toEqual({ ok: false, failure: 'key-missing' });
    expect(await decryptNote(envelope, null)).toEqual({ ok: false, failure: 'key-missing' });
    expect(await decryptNote(envelope, undefined)).toEqual({ ok: false, failure: 'key-missing' });
  });

  it('a key cut short, padded, with a foreign character or non-canonical spare bits is "key-malformed"', async () => {
    const key = newNoteKey();
    const envelope = await encryptNote(NOTE, key);
    for (const bad of [key.slice(0, 42), `${key}=`, `${key}A`, `${key.slice(0, 42)}+`, `${key.slice(0, 42)}B`, `${key.slice(0, 20)}%20${key.slice(23)}`]) {
      expect(await decryptNote(envelope, bad)).toEqual({ ok: false, failure: 'key-malformed' });
    }
  });

  it('another note’s key is "wrong-key"', async () => {
    const envelope = await encryptNote(NOTE, newNoteKey());
    expect(await decryptNote(envelope, newNoteKey())).toEqual({ ok: false, failure: 'wrong-key' });
  });

  it('a changed IV, a flipped ciphertext byte or a truncated tag fails authentication: "wrong-key", never altered text', async () => {
    const key = newNoteKey();
    const envelope = await encryptNote(NOTE, key);
    expect(await decryptNote(flipped(envelope, 1), key)).toEqual({ ok: false, failure: 'wrong-key' });
    expect(await decryptNote(flipped(envelope, 2, 10), key)).toEqual({ ok: false, failure: 'wrong-key' });
    const [prefix, iv, ciphertext] = envelope.split('.');
    const lessTag = Buffer.from(ciphertext!, 'base64url').subarray(0, -1).toString('base64url');
    const shortened = `${prefix}.${iv}.${lessTag}`;
    expect(await decryptNote(shortened, key)).toEqual({ ok: false, failure: 'wrong-key' });
  });

  it('text that is not an envelope is "not-envelope": empty, plain HTML, another version, a short IV', async () => {
    const key = newNoteKey();
    const envelope = await encryptNote(NOTE, key);
    const [, iv, ciphertext] = envelope.split('.');
    for (const bad of ['', '<p>hi</p>', `e2e2.${iv}.${ciphertext}`, `e2e1.${iv!.slice(4)}.${ciphertext}`, `${envelope}.`]) {
      expect(await decryptNote(bad, key)).toEqual({ ok: false, failure: 'not-envelope' });
    }
  });

  it('an authentic envelope that opens to something other than a note is "not-envelope", never shown', async () => {
    const key = newNoteKey();
    for (const plain of [null, 'text', 42, [], { title: 1, content: '<p>x</p>' }, { title: null }, { title: 'x', content: ['<p>'] }]) {
      const { envelope } = await seal(plain as never, key);
      expect(await decryptNote(envelope, key)).toEqual({ ok: false, failure: 'not-envelope' });
    }
  });
});
