// The envelope of an end-to-end encrypted note (docs/design.md §10): `e2e1.<iv>.<ciphertext>`, both parts base64url
// without padding. The server cannot read it, so it checks it strictly instead of sanitizing it; the client runs the
// same check before it sends one, so both sides refuse exactly the same strings. Pure and allocation-free: the check
// never decodes the (up to ~1.4 MB) text, it reasons about lengths and the last character only.
import { MAX_ENVELOPE_BYTES } from './limits.ts';

/** Format version 1: AES-256-GCM, 12-byte IV, the 16-byte tag at the end of the ciphertext. */
export const ENVELOPE_PREFIX = 'e2e1';
export const ENVELOPE_IV_BYTES = 12;
/** The GCM tag, at the end of the ciphertext. */
export const ENVELOPE_TAG_BYTES = 16;
/** The tag alone is a ciphertext of an empty plaintext; the JSON plaintext is never empty. */
export const ENVELOPE_MIN_CIPHERTEXT_BYTES = ENVELOPE_TAG_BYTES + 1;

/** The exact shape; canonical encoding and sizes are checked after it (a regex cannot count bytes cheaply). */
const SHAPE = /^e2e1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The decoded size of base64url text without padding, or null when it is not the one canonical encoding of any
 * bytes: a length of 4n+1 encodes no whole byte, and the bits the last character carries beyond the last byte must
 * be zero (otherwise several strings decode to the same bytes, and "compare envelopes byte for byte" breaks).
 */
export function canonicalBase64urlBytes(text: string): number | null {
  const rest = text.length % 4;
  if (rest === 1) return null;
  if (rest !== 0) {
    const last = ALPHABET.indexOf(text.charAt(text.length - 1));
    if (last < 0) return null;
    // 2 characters carry 12 bits for 1 byte (4 spare), 3 characters 18 bits for 2 bytes (2 spare).
    const spareBits = rest === 2 ? 4 : 2;
    if ((last & ((1 << spareBits) - 1)) !== 0) return null;
  }
  return Math.floor((text.length * 3) / 4);
}

export type EnvelopeProblem = 'malformed' | 'too-large';

/**
 * Why `text` is not an envelope the server may store, or null when it is one. `too-large` is a well-formed envelope
 * whose ciphertext is over MAX_ENVELOPE_BYTES (413, as oversized content); anything else wrong is `malformed` (400).
 */
export function envelopeProblem(text: string): EnvelopeProblem | null {
  const parts = SHAPE.exec(text);
  if (!parts) return 'malformed';
  const iv = canonicalBase64urlBytes(parts[1]!);
  const ciphertext = canonicalBase64urlBytes(parts[2]!);
  if (iv !== ENVELOPE_IV_BYTES || ciphertext === null || ciphertext < ENVELOPE_MIN_CIPHERTEXT_BYTES) return 'malformed';
  return ciphertext > MAX_ENVELOPE_BYTES ? 'too-large' : null;
}

export const isEnvelope = (text: string): boolean => envelopeProblem(text) === null;

/**
 * A note key as a report may carry it (32 bytes, base64url, 43 characters): the last character carries 2 spare bits,
 * which must be zero, so only every fourth letter of the alphabet may end it (the canonical encoding only).
 */
export const NOTE_KEY_PATTERN = '^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$';
