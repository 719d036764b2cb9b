// The dialogs the user menu opens: account settings, and signing out — which warns first when changes on
// this device have not reached the server ("2 changes are not saved yet") and never drops them: notes with
// unsent changes stay on the device and keep syncing through their edit ids.
import { useEffect, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useLocalizedHref } from '../../app/navigation.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.ts';
import { forgetAccountNotes, unsentChanges } from '../../data/account-notes.ts';
import { AccountSettings } from './AccountSettings.tsx';
import { signOut } from './auth-api.ts';
import { markSignedOut } from './session-store.ts';
import type { AccountDialog } from './UserMenu.tsx';

function useSignOut(): () => Promise<void> {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const href = useLocalizedHref();
  return async () => {
    try {
      await signOut();
    } catch {
      toast({ title: t`Could not sign out. Check your connection and try again.`, variant: 'error' });
      return;
    }
    await forgetAccountNotes();
    markSignedOut();
    toast({ title: t`Signed Out`, variant: 'success' });
    navigate(href('/'));
  };
}

function SignOutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const signOutNow = useSignOut();
  const [unsent, setUnsent] = useState<number | null>(null);

  useEffect(() => {
    void unsentChanges().then(async (count) => {
      if (count === 0) {
        onClose();
        await signOutNow();
      } else {
        setUnsent(count);
      }
    });
    // Runs once per opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (unsent === null) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Sign out?`}
      description={<Plural value={unsent} one="# change is not saved yet." other="# changes are not saved yet." />}
    >
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <Trans>The notes with these changes stay on this device and are saved when you are back online.</Trans>
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Stay signed in</Trans>
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            onClose();
            void signOutNow();
          }}
        >
          <Trans>Sign out anyway</Trans>
        </Button>
      </div>
    </Modal>
  );
}

export default function AccountDialogs({ dialog, onClose }: { dialog: Exclude<AccountDialog, null>; onClose: () => void }) {
  return dialog === 'sign-out' ? <SignOutDialog onClose={onClose} /> : <AccountSettings onClose={onClose} />;
}
