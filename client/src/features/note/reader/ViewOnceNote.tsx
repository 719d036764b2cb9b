// A view-once link or note (docs/design.md §4.9): nothing of it is on the page until the reader presses the button,
// whose reveal (a POST) is the one call that shows it and spends it; link previews fetch the page and never press it.
// A password comes first when it has one; then the note is shown as any other (an encrypted one decrypted with the key
// in the address).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SharedNote } from '../../../../../shared/api.ts';
import { Button } from '../../../components/Button.tsx';
import { ApiFailure } from '../../../data/remote/api-client.ts';
import { getPasswordSession } from '../../../data/probe/password-sessions.ts';
import { revealSharedNote } from '../../../data/remote/remote.ts';
import { PasswordPrompt } from './PasswordPrompt.tsx';
import { SERVER_NOTE_NOTICES } from '../server-note-notices.ts';
import { useErrorMessage } from './useErrorMessage.ts';
import { refusedState, type SharedNoteState } from './useSharedNote.ts';

export function ViewOnceNote({ id, onRevealed, onRefused }: { id: string; onRevealed: (note: SharedNote) => void; onRefused: (state: SharedNoteState) => void }) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const reveal = (session?: string) => revealSharedNote(id, session ? { session } : {});

  async function press() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const session = getPasswordSession(id);
      onRevealed(await reveal(session));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiFailure && failure.code === 'password-required') return setNeedsPassword(true);
      const refused = refusedState(failure);
      if (refused) return onRefused(refused);
      setError(errorMessage(failure));
    }
  }

  if (needsPassword) return <PasswordPrompt shareId={id} onUnlocked={onRevealed} load={reveal} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-slate-700 dark:text-slate-200">{t(SERVER_NOTE_NOTICES.viewOnce)}</p>
      <Button className="mt-6" onClick={() => void press()} disabled={busy}>
        {t(SERVER_NOTE_NOTICES.reveal)}
      </Button>
      {error !== null && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
