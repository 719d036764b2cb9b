// Before this device's notes go into an account: a session this browser's own sign-in or sign-up
// form made syncs at once (AccountSync); one that appeared any other way — a link someone sent, a cookie set
// elsewhere — is asked about first, so nobody can collect a person's notes and their edit links by signing
// their browser into an account of their own. Until the person says yes, nothing is claimed.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.ts';
import AccountSync from './AccountSync.tsx';
import { signOut } from './auth-api.ts';
import { markSignedOut, useSession } from './session-store.ts';
import { isTrustedSession, trustSession } from './session-trust.ts';

export default function ClaimGate() {
  const { t } = useLingui();
  const session = useSession();
  const [dismissed, setDismissed] = useState(false);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  if (session.status !== 'signed-in') return null;
  if (confirmed === session.sessionId || isTrustedSession(session.sessionId)) return <AccountSync />;
  if (dismissed) return null;

  const { name, email } = session.user;
  const confirm = () => {
    trustSession(session.sessionId);
    setConfirmed(session.sessionId);
  };
  const refuse = async () => {
    try {
      await signOut();
    } catch {
      toast({ title: t`Could not sign out. Check your connection and try again.`, variant: 'error' });
      return;
    }
    markSignedOut();
    toast({ title: t`Signed Out`, variant: 'success' });
  };
  return (
    <Modal open onOpenChange={(open) => !open && setDismissed(true)} title={t`Is this your account?`}>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <Trans>
          This browser is signed in to the account of {name} ({email}), but not through this site’s sign-in form. The notes on
          this device and their edit links go into the account you are signed in to: add them only if it is yours.
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void refuse()}>
          <Trans>Not mine: sign out</Trans>
        </Button>
        <Button onClick={confirm}>
          <Trans>It is mine: add my notes</Trans>
        </Button>
      </div>
    </Modal>
  );
}
