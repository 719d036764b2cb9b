// End-to-end encrypted notes as the browser makes them (docs/design.md §10): a random AES-256-GCM key, the note's
// JSON plaintext sealed under a fresh IV, the envelope `e2e1.<iv>.<ciphertext>`, and the key as a link carries it.
// The server never sees plaintext or key; tests use them to prove neither ever shows up in what it stores or sends.
import { webcrypto } from 'node:crypto';

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

export interface SealedNote {
  envelope: string;
  /** base64url of the 32-byte key, as in `/n/{id}#{key}`. */
  key: string;
}

/** Seals `{title, content}` under `key` (a new one when absent), with a fresh IV every time. */
export async function seal(plain: { title: string | null; content: string }, key?: string): Promise<SealedNote> {
  const raw = key === undefined ? webcrypto.getRandomValues(new Uint8Array(32)) : new Uint8Array(Buffer.from(key, 'base64url'));
  const cryptoKey = await webcrypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await webcrypto.subtle.encrypt({ name: 'AES-GCM', iv }, cryptoKey, new TextEncoder().encode(JSON.stringify(plain)));
  return { envelope: `e2e1.${b64url(iv)}.${b64url(new Uint8Array(ciphertext))}`, key: b64url(raw) };
}

/** Opens an envelope with its key, as the reading browser does (throws when the key or the envelope is wrong). */
export async function unseal(envelope: string, key: string): Promise<{ title: string | null; content: string }> {
  const [, iv, ciphertext] = envelope.split('.');
  const cryptoKey = await webcrypto.subtle.importKey('raw', new Uint8Array(Buffer.from(key, 'base64url')), 'AES-GCM', false, ['decrypt']);
  const plain = await webcrypto.subtle.decrypt(
    { name: 'AES-GCM', iv: new Uint8Array(Buffer.from(iv ?? '', 'base64url')) },
    cryptoKey,
    new Uint8Array(Buffer.from(ciphertext ?? '', 'base64url')),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as { title: string | null; content: string };
}

/** A well-formed envelope of exactly `ciphertextBytes` of ciphertext (not decryptable: for size and shape tests). */
export const envelopeOfSize = (ciphertextBytes: number): string =>
  `e2e1.${b64url(new Uint8Array(12).fill(1))}.${b64url(new Uint8Array(ciphertextBytes).fill(2))}`;
