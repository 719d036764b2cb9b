// A note key (docs/design.md §10): 32 random bytes, carried by a link's fragment as canonical base64url (43
// characters). Making one is synchronous and tiny, so a command can make a key inside its IndexedDB transaction (a
// copy of an encrypted note is encrypted under a key of its own) without loading the encrypting code (note-crypto.ts).
import { NOTE_KEY_PATTERN } from '../../../../shared/envelope.ts';

const KEY_BYTES = 32;
const KEY_SHAPE = new RegExp(NOTE_KEY_PATTERN);

export function toBase64url(bytes: Uint8Array): string {
  // In slices: String.fromCharCode(...all) would overflow the stack on a 1 MB note.
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const isNoteKey = (key: string): boolean => KEY_SHAPE.test(key);

/** A new random note key, as the link's fragment carries it. */
export function newNoteKey(): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/**
 * An encrypted note that cannot be opened here: the link brought no key (`key-missing`), or one that does not open
 * it (any other failure). Nothing was stored.
 */
export class NoteKeyError extends Error {
  readonly missing: boolean;
  constructor(missing: boolean) {
    super(missing ? 'The link has no key for this encrypted note' : 'The key does not open this note');
    this.name = 'NoteKeyError';
    this.missing = missing;
  }
}
