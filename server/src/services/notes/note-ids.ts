// A note's ids on the server (docs/design.md §3): a random edit id and the share id derived from it, with node:crypto's
// SHA-256 (synchronous, on the request's own turn: hashing 32 bytes costs about a microsecond).
import { createHash } from 'node:crypto';
import { newEditId, shareIdFor } from '../../../../shared/ids.ts';

const sha256 = (bytes: Uint8Array): Uint8Array => createHash('sha256').update(bytes).digest();

/** The share id a note with this edit id has. */
export const shareIdOf = (editId: string): string => shareIdFor(editId, sha256);

/** Whether `shareId` is the one derived from `editId`: the only pair a create may propose. */
export const isDerivedPair = (shareId: string, editId: string): boolean => shareIdOf(editId) === shareId;

/** A new note's ids, for a create that proposed none. */
export function newNoteIds(): { shareId: string; editId: string } {
  const editId = newEditId();
  return { shareId: shareIdOf(editId), editId };
}
