// Server answers about an end-to-end encrypted note opened with its key into what this device keeps and shows
// (docs/design.md §10.5): the edit link's and the share answer, a 409's `current`, a version of its history. Merge,
// history and the local database work on the decrypted text only. Loaded (with the decrypting code) only when an
// encrypted note is met: callers import it dynamically.
import { decryptNote, type DecryptFailure } from './note-crypto.ts';
import { readablePlain, type ReadableText } from './plain-note.ts';

export type Opened<T> = { ok: true; note: T } | { ok: false; failure: DecryptFailure };

/** `note` (its content an envelope, its title '') with the title, text and renamed flag its envelope holds. */
export async function openWith<T extends { title: string; content: string }>(note: T, key: string | undefined): Promise<Opened<T & ReadableText>> {
  const result = await decryptNote(note.content, key);
  return result.ok ? { ok: true, note: { ...note, ...readablePlain(result.note) } } : result;
}
