// A note as its reader can read it: a plaintext note as it is; an end-to-end encrypted one (docs/design.md §10) first
// opened in the browser with the key from the link. The decrypting code is a lazy chunk, loaded only when an
// encrypted note is met: the home page and every plaintext note download none of it.
import { Suspense, type ReactNode } from 'react';
import type { SharedNote } from '../../../../../shared/api.ts';
import { lazyPage } from '../../../components/lazy-page.tsx';
import { NoteDecrypting } from './NoteDecrypting.tsx';

const EncryptedNote = lazyPage(() => import('../EncryptedNote.tsx'));

export interface ReadableNoteProps {
  note: SharedNote;
  /** Shows a readable note: the one given, or the decrypted one. */
  render: (note: SharedNote) => ReactNode;
}

export function ReadableNote({ note, render }: ReadableNoteProps) {
  if (!note.encrypted) return render(note);
  return (
    <Suspense fallback={<NoteDecrypting />}>
      <EncryptedNote note={note} render={render} />
    </Suspense>
  );
}
