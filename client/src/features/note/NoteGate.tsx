// Decides what a note route shows, shared by the note page and the print page: the local copy for a
// browser that holds the edit id, else the note from the page or the server (an end-to-end encrypted one
// decrypted first, ReadableNote.tsx), the password prompt, a not-found or taken-down notice, or an error
// with a retry.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SharedNote } from '../../../../shared/api.ts';
import { Button } from '../../components/Button.tsx';
import { useSettledComposition } from '../../platform/composition.ts';
import { NoteMissing } from './NoteMissing.tsx';
import { PasswordPrompt } from './PasswordPrompt.tsx';
import { ReadableNote } from './ReadableNote.tsx';
import { useErrorMessage } from './useErrorMessage.ts';
import { useSharedNote } from './useSharedNote.ts';

export interface NoteGateProps {
  id: string;
  loading: ReactNode;
  renderNote: (note: SharedNote) => ReactNode;
  /** The editor's view; `fallback` is what to show while its chunk loads. */
  renderEditable: (fallback: ReactNode) => ReactNode;
}

export function NoteGate({ id, loading, renderNote, renderEditable }: NoteGateProps) {
  const { state, canEdit, unlock, retry } = useSharedNote(id);
  const errorMessage = useErrorMessage();
  // The editable view shows the note anew: not in the middle of a word its writer is composing in it.
  const editable = useSettledComposition(canEdit === true);

  const readable = (note: SharedNote) => <ReadableNote note={note} render={renderNote} />;

  if (editable) return renderEditable(state.kind === 'ready' ? readable(state.note) : loading);
  switch (state.kind) {
    case 'ready':
      return readable(state.note);
    case 'loading':
      return loading;
    // Until the probe has answered, a protected or missing note may still be this browser's own.
    case 'password':
      return canEdit !== false ? loading : <PasswordPrompt shareId={id} onUnlocked={unlock} />;
    case 'missing':
      return canEdit !== false ? loading : <NoteMissing />;
    case 'disabled':
      return canEdit !== false ? loading : <NoteMissing reason="disabled" />;
    case 'failed':
      return (
        <div className="mx-auto max-w-xl px-4 py-16 text-center">
          <p role="alert">{errorMessage(state.error)}</p>
          <Button className="mt-4" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
  }
}
