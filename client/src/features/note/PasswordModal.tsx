// Set, change or remove a note's password. The change is local at once and queued for the server; old
// password sessions stop working there when it lands.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.ts';
import { setNotePassword } from '../../data/local/commands.ts';
import { NewPasswordField } from './NewPasswordField.tsx';

export interface PasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shareId: string;
  hasPassword: boolean;
}

function PasswordForm({ shareId, hasPassword, onDone }: { shareId: string; hasPassword: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function apply(next: string | null) {
    setBusy(true);
    try {
      await setNotePassword(shareId, next);
      toast({ title: next === null ? t`Password removed` : t`Password set`, variant: 'success' });
      onDone();
    } catch (error) {
      console.error('Password change failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && password !== '') void apply(password);
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <NewPasswordField
        label={hasPassword ? <Trans>New password</Trans> : <Trans>Password</Trans>}
        value={password}
        onChange={setPassword}
      />
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {hasPassword && (
          <Button type="button" variant="danger" disabled={busy} onClick={() => void apply(null)}>
            <Trans>Remove password</Trans>
          </Button>
        )}
        <Button type="submit" disabled={busy || password === ''}>
          {hasPassword ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
        </Button>
      </div>
    </form>
  );
}

export function PasswordModal({ open, onOpenChange, shareId, hasPassword }: PasswordModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={hasPassword ? t`Change password` : t`Protect with a password`}
      description={t`Readers will need the password to open the note. You can still edit it from this browser.`}
    >
      {open && <PasswordForm shareId={shareId} hasPassword={hasPassword} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
