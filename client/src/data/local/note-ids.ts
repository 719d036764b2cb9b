// A new note's ids in the browser (docs/design.md §3): a random edit id and the share id derived from it by SHA-256
// (shared/ids.ts), so the link a note gets offline is one only its writer can create. WebCrypto hashes when the page
// has it; a page served over plain http from another machine (a self-hosted server on a LAN) has no `crypto.subtle`,
// and only there a small JavaScript SHA-256 is loaded. Async: call it before the IndexedDB transaction that stores
// the note (a transaction ends when it waits on anything but IndexedDB).
import { newEditId, shareIdForAsync } from '../../../../shared/ids.ts';

export interface NoteIds {
  shareId: string;
  editId: string;
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle as SubtleCrypto | undefined;
  if (subtle) return new Uint8Array(await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return (await import('@noble/hashes/sha2.js')).sha256(bytes);
}

/** The share id a note with this edit id has. */
export const shareIdOf = (editId: string): Promise<string> => shareIdForAsync(editId, sha256);

/** Ids for a note about to be published. */
export async function newNoteIds(): Promise<NoteIds> {
  const editId = newEditId();
  return { shareId: await shareIdOf(editId), editId };
}
