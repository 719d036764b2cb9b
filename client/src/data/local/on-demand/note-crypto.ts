// End-to-end encryption of a note (docs/design.md §10): AES-256-GCM through WebCrypto, a fresh random 12-byte IV
// per encryption, the envelope `e2e1.<iv>.<ciphertext>` of shared/envelope.ts, under a key of note-key.ts. Pure: no
// DOM, no network, no database — the key goes nowhere from here, and the same module runs in Node (the browser tests
// make their envelopes with it) and in the service worker (the outbox seals there too). Never imported statically by
// a page: readers load it when they meet an encrypted note (features/note/ReadableNote.tsx), writers when they
// publish, send or read one (data/sync/seal.ts, encrypted-copy.ts).
import { ENVELOPE_IV_BYTES, ENVELOPE_PREFIX, envelopeProblem } from '../../../../../shared/envelope.ts';
import { fitsSealed } from '../content-size.ts';
import { isNoteKey, toBase64url } from '../note-key.ts';

export { newNoteKey } from '../note-key.ts';

/** What an envelope holds: a null title means the reader derives it from the content (§9.2). */
export interface PlainNote {
  title: string | null;
  content: string;
}

/**
 * Why a note could not be decrypted. `wrong-key`: GCM authentication failed — the key is not the note's, or the
 * envelope was changed by someone without the key (the two cannot be told apart, by design).
 * `not-envelope`: the text is not an envelope, or what it opened to is not a note.
 */
export type DecryptFailure = 'key-missing' | 'key-malformed' | 'wrong-key' | 'not-envelope';

export type Decrypted = { ok: true; note: PlainNote } | { ok: false; failure: DecryptFailure };

/** Only for text already checked to be canonical base64url (envelopeProblem, isNoteKey). */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

function importKey(key: string, use: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  // Not extractable: the key object cannot be read back out of WebCrypto.
  return crypto.subtle.importKey('raw', fromBase64url(key), 'AES-GCM', false, [use]);
}

/** The envelope of `note` under `key`; throws on a malformed key or a note too large for the server to store. */
export async function encryptNote(note: PlainNote, key: string): Promise<string> {
  if (!isNoteKey(key)) throw new TypeError('not a note key');
  // The server refuses such an envelope (413) and cannot say why; the writer is told before anything is sent.
  if (!fitsSealed(note)) throw new RangeError('note too large to encrypt');
  const plaintext = new TextEncoder().encode(JSON.stringify({ title: note.title, content: note.content }));
  // A fresh IV every time: GCM under one key with a repeated IV gives away both plaintexts.
  const iv = crypto.getRandomValues(new Uint8Array(ENVELOPE_IV_BYTES));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await importKey(key, 'encrypt'), plaintext);
  return `${ENVELOPE_PREFIX}.${toBase64url(iv)}.${toBase64url(new Uint8Array(ciphertext))}`;
}

function asPlainNote(value: unknown): PlainNote | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, content } = value as Record<string, unknown>;
  if (typeof content !== 'string' || (title !== null && typeof title !== 'string')) return null;
  return { title, content };
}

/** Opens an envelope with a key; every way it can fail is a value, never a throw. */
export async function decryptNote(envelope: string, key: string | null | undefined): Promise<Decrypted> {
  if (!key) return { ok: false, failure: 'key-missing' };
  if (!isNoteKey(key)) return { ok: false, failure: 'key-malformed' };
  // An envelope too large to store is still one: what the server sent is read as it is.
  if (envelopeProblem(envelope) === 'malformed') return { ok: false, failure: 'not-envelope' };
  const [, iv = '', ciphertext = ''] = envelope.split('.');
  let plaintext: ArrayBuffer;
  try {
    plaintext = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64url(iv) }, await importKey(key, 'decrypt'), fromBase64url(ciphertext));
  } catch {
    return { ok: false, failure: 'wrong-key' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch {
    return { ok: false, failure: 'not-envelope' };
  }
  const note = asPlainNote(parsed);
  return note ? { ok: true, note } : { ok: false, failure: 'not-envelope' };
}

/**
 * A digest of what `note` seals to (SHA-256, base64url): an op keeps the envelope it sent with this, so a retry of
 * the same text resends the same bytes (the server's replay check) and any other text is sealed afresh.
 */
export async function plainDigest(note: PlainNote): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify({ title: note.title, content: note.content }));
  return toBase64url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}
