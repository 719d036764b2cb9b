// The note a reader sees once its envelope is open (docs/design.md §10): the shared note's dates and flags with the
// decrypted title and content (cleaned and derived as data/local/plain-note.ts says; the content stays raw HTML that
// NoteContent sanitizes before it reaches the page).
import type { SharedNote } from '../../../../shared/api.ts';
import type { PlainNote } from '../../data/local/on-demand/note-crypto.ts';
import { readablePlain } from '../../data/local/on-demand/plain-note.ts';

export function decryptedNote(note: SharedNote, plain: PlainNote): SharedNote {
  return { ...note, ...readablePlain(plain) };
}
