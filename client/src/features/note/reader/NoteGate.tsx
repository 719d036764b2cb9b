// Decides what a note route shows, shared by the note page and the print page: the local copy for a
// browser that holds the edit id, else the note from the page or the server (an end-to-end encrypted one
// decrypted first, ReadableNote.tsx), the password prompt, a not-found or taken-down notice, or an error
// with a retry.
import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SharedNote } from '../../../../../shared/api.ts';
import { Button } from '../../../components/Button.tsx';
import { useSettledComposition } from '../../../platform/composition.ts';
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
  /**
   * Loads the editor's view before it is shown, for a view that must not suspend on the way: a suspended view
   * shows its fallback, and then replaces it — the painted note its writer may be typing into, once more.
   */
  prepareEditable?: Preparation;
  /** A reader's note follows the changes saved elsewhere (the note page, not its print view). */
  live?: boolean;
}

/** A view's chunk: loaded already, or loading it. */
interface Preparation {
  isLoaded: () => boolean;
  preload: () => Promise<unknown>;
}

/** Whether `prepare` is done (at once without one, or when its chunk is there already), started once `wanted`. */
function usePrepared(wanted: boolean, prepare: Preparation | undefined): boolean {
  const [prepared, setPrepared] = useState(() => prepare === undefined || prepare.isLoaded());
  useEffect(() => {
    if (!wanted || prepared || !prepare) return;
    let live = true;
    const done = () => {
      if (live) setPrepared(true);
    };
    prepare.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, prepared, prepare]);
  return prepared;
}

export function NoteGate({ id, loading, renderNote, renderEditable, prepareEditable, live = false }: NoteGateProps) {
  const { state, canEdit, unlock, retry } = useSharedNote(id, live);
  const errorMessage = useErrorMessage();
  const prepared = usePrepared(canEdit === true, prepareEditable);
  // The editable view shows the note anew: not in the middle of a word its writer is composing in it.
  const editable = useSettledComposition(canEdit === true && prepared);

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
