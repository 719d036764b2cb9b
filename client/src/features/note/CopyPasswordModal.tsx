// "Keep both" on a password-protected note: the copy must not be published open to everyone, and the old
// password is not known in this browser, so the user chooses one for the copy before it is published.
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX_LENGTH } from '../../../../shared/limits.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { INPUT_CLASSES, LABEL_CLASSES } from './field-classes.ts';

export interface CopyPasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onSubmit: (password: string) => void;
}

function CopyPasswordForm({ busy, onSubmit }: Pick<CopyPasswordModalProps, 'busy' | 'onSubmit'>) {
  const inputId = useId();
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && password !== '') onSubmit(password);
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <label htmlFor={inputId} className={LABEL_CLASSES}>
        <Trans>Password for the copy</Trans>
      </label>
      <input
        id={inputId}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        maxLength={PASSWORD_MAX_LENGTH}
        autoFocus
        className={INPUT_CLASSES}
      />
      <div className="mt-2 flex justify-end">
        <Button type="submit" disabled={busy || password === ''}>
          <Trans>Publish the protected copy</Trans>
        </Button>
      </div>
    </form>
  );
}

export function CopyPasswordModal({ open, onOpenChange, busy, onSubmit }: CopyPasswordModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Protect your copy`}
      description={t`This note has a password, so your version becomes a separate note with a password too. Readers will need it to open the copy.`}
    >
      {open && <CopyPasswordForm busy={busy} onSubmit={onSubmit} />}
    </Modal>
  );
}
