// A copy of a password-protected note ("keep both", "keep as a new note") must not be published open to
// everyone, and the old password is not known in this browser: the user chooses one for the copy first.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { NewPasswordField } from './NewPasswordField.tsx';

export interface CopyPasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onSubmit: (password: string) => void;
}

function CopyPasswordForm({ busy, onSubmit }: Pick<CopyPasswordModalProps, 'busy' | 'onSubmit'>) {
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && password !== '') onSubmit(password);
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <NewPasswordField label={<Trans>Password for the copy</Trans>} value={password} onChange={setPassword} />
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
