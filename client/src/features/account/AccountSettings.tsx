// Account settings (docs/design.md §4.4): the name, the password (changing it signs out every other device),
// passkeys (PasskeySettings.tsx), other sessions, and deleting the account — which needs the password, removes every
// note of the account and lists them first (notes/DeletedNotesList.tsx).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.ts';
import { useNotesNotInAccount } from '../../data/account/account-hooks.ts';
import { forgetDeletedAccount } from '../../data/account/sign-out.ts';
import { AccountField } from './AccountField.tsx';
import { cleanDisplayName } from '../../../../shared/display-name.ts';
import { accountErrorCode, changePassword, deleteAccount, revokeOtherSessions, updateName } from './auth-api.ts';
import { nameProblem, newPasswordProblem, requiredProblem } from './field-rules.ts';
import { PasskeySettings } from './PasskeySettings.tsx';
import { DeletedNotesList } from './notes/DeletedNotesList.tsx';
import { markSignedOut, refreshSession, useSession } from './session-store.ts';
import { useFieldMessages } from './use-field-messages.ts';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h3 className="mb-3 text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Runs an account call with the toast that reports it; false when it was refused. */
function useAccountAction(): (action: () => Promise<unknown>, success: string) => Promise<boolean> {
  const messages = useFieldMessages();
  return async (action, success) => {
    try {
      await action();
      toast({ title: success, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: messages.refusal(accountErrorCode(error)), variant: 'error' });
      return false;
    }
  };
}

export function AccountSettings({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const messages = useFieldMessages();
  const run = useAccountAction();
  const session = useSession();
  const [, navigate] = useLocation();
  const href = useLocalizedHref();
  const [name, setName] = useState(session.status === 'signed-in' ? session.user.name : '');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [deletePassword, setDeletePassword] = useState('');
  const [tried, setTried] = useState<'name' | 'password' | 'delete' | null>(null);
  const notInAccount = useNotesNotInAccount();

  const submitName = async (event: FormEvent) => {
    event.preventDefault();
    setTried('name');
    if (nameProblem(name)) return;
    if (await run(() => updateName(cleanDisplayName(name)), t`Name saved`)) await refreshSession();
  };
  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setTried('password');
    if (requiredProblem(current) || newPasswordProblem(next)) return;
    if (await run(() => changePassword(current, next), t`Password changed. Other devices were signed out.`)) {
      // The server ended every session and gave this device a new one, made by this form.
      await refreshSession({ madeHere: true });
      setCurrent('');
      setNext('');
      setTried(null);
    }
  };
  const submitDelete = async (event: FormEvent) => {
    event.preventDefault();
    setTried('delete');
    if (requiredProblem(deletePassword)) return;
    if (await run(() => deleteAccount(deletePassword), t`Your account and its notes were deleted`)) {
      await forgetDeletedAccount();
      markSignedOut();
      onClose();
      navigate(href('/'));
    }
  };
  const shownError = (form: typeof tried, problem: Parameters<typeof messages.field>[0]) => (tried === form ? messages.field(problem) : null);

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t`Account settings`}>
      <div className="space-y-6">
        <Section title={<Trans>Name</Trans>}>
          <form noValidate onSubmit={(event) => void submitName(event)} className="space-y-3">
            <AccountField label={<Trans>Name</Trans>} type="text" autoComplete="name" value={name} onChange={setName} error={shownError('name', nameProblem(name))} />
            <Button type="submit" size="sm">
              <Trans>Save name</Trans>
            </Button>
          </form>
        </Section>
        <Section title={<Trans>Password</Trans>}>
          <form noValidate onSubmit={(event) => void submitPassword(event)} className="space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>Changing the password signs you out on every other device.</Trans>
            </p>
            <AccountField label={<Trans>Current password</Trans>} type="password" autoComplete="current-password" value={current} onChange={setCurrent} error={shownError('password', requiredProblem(current))} />
            <AccountField label={<Trans>New password</Trans>} type="password" autoComplete="new-password" value={next} onChange={setNext} error={shownError('password', newPasswordProblem(next))} />
            <Button type="submit" size="sm">
              <Trans>Change password</Trans>
            </Button>
          </form>
        </Section>
        <Section title={<Trans>Passkeys</Trans>}>
          <PasskeySettings run={run} verified={session.status === 'signed-in' && session.user.emailVerified} />
        </Section>
        <Section title={<Trans>Sessions</Trans>}>
          <Button size="sm" variant="secondary" onClick={() => void run(revokeOtherSessions, t`Signed out on every other device`)}>
            <Trans>Sign out everywhere else</Trans>
          </Button>
        </Section>
        <Section title={<Trans>Delete account</Trans>}>
          <form noValidate onSubmit={(event) => void submitDelete(event)} className="space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Trans>This deletes your account and every note in it, for good. Type your password to confirm.</Trans>
            </p>
            <DeletedNotesList notInAccount={notInAccount ?? 0} />
            <AccountField label={<Trans>Password</Trans>} type="password" autoComplete="current-password" value={deletePassword} onChange={setDeletePassword} error={shownError('delete', requiredProblem(deletePassword))} />
            <Button type="submit" size="sm" variant="danger">
              <Trans>Delete account and notes</Trans>
            </Button>
          </form>
        </Section>
      </div>
    </Modal>
  );
}
