// Unlocks a password-protected note: the password buys a session from the server, kept in the note's
// cookie for 6 hours so a reload does not ask again, and the note is then loaded with it.
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SharedNote } from '../../../../../shared/api.ts';
import { PASSWORD_MAX_LENGTH } from '../../../../../shared/limits.ts';
import { Button } from '../../../components/Button.tsx';
import { setPasswordSession } from '../../../data/probe/password-sessions.ts';
import { fetchSharedNote, verifyPassword } from '../../../data/remote/remote.ts';
import { INPUT_CLASSES, LABEL_CLASSES } from '../../../components/common/field-classes.ts';
import { useErrorMessage } from './useErrorMessage.ts';

export interface PasswordPromptProps {
  shareId: string;
  onUnlocked: (note: SharedNote) => void;
}

export function PasswordPrompt({ shareId, onUnlocked }: PasswordPromptProps) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const inputId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '' || busy) return;
    setBusy(true);
    setError(null);
    try {
      const session = await verifyPassword(shareId, password);
      setPasswordSession(shareId, session);
      onUnlocked(await fetchSharedNote(shareId, { session }));
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-semibold">
        <Trans>This note is password protected</Trans>
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>Enter the password to read it.</Trans>
      </p>
      <form className="mt-6 flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId} className={LABEL_CLASSES}>
          <Trans>Password</Trans>
        </label>
        <input
          id={inputId}
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className={INPUT_CLASSES}
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy || password === ''}>
          {busy ? t`Unlocking…` : t`Unlock note`}
        </Button>
      </form>
    </div>
  );
}
