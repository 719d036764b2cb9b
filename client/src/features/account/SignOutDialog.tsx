// Signing out: the dialog says first that the notes leave this device — also those written here
// before signing in, which are the account's now, and those opened from links, which are not — what becomes of the
// unsaved note (published into the account, or kept here as the draft), and, when changes have not reached the
// server, how many, what becomes of them and which cannot be saved at all, with their text to export first. Signing
// out works offline: the notes leave the view at once and unsent changes follow when the device is online
// (data/account/sign-out.ts, data/account/hand-over.ts).
import { useEffect, useMemo, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { Button } from '../../components/Button.tsx';
import { buttonClasses } from '../../../../shared/button-classes.ts';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.ts';
import { signOutHere, signOutPlan, type SignOutPlan } from '../../data/account/sign-out.ts';
import { drainOutbox } from '../../data/sync/sync-engine.ts';
import { markSignedOut, useSession } from './session-store.ts';
import { EXPORT_FILE_NAME, exportText } from './unsent-export.ts';
import { DraftNotice } from './notes/DraftNotice.tsx';
import { LinkNotesNotice } from './notes/LinkNotesNotice.tsx';

function useSignOut(): () => Promise<void> {
  const { t } = useLingui();
  const session = useSession();
  const [, navigate] = useLocation();
  const href = useLocalizedHref();
  return async () => {
    if (session.status !== 'signed-in') return;
    try {
      await signOutHere({ userId: session.user.id, sessionId: session.sessionId });
    } catch (error) {
      console.error('Signing out on this device failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
      return;
    }
    markSignedOut();
    toast({ title: t`Signed Out`, variant: 'success' });
    navigate(href('/'));
    // Tells the server now when online (unsent changes first); otherwise the next drain does.
    drainOutbox().catch((error: unknown) => console.error('Outbox drain failed', error));
  };
}

/** A link downloading the text behind the unsent changes; the file lives as long as the dialog. */
function ExportLink({ plan }: { plan: SignOutPlan }) {
  const url = useMemo(() => URL.createObjectURL(new Blob([exportText(plan.texts)], { type: 'text/plain;charset=utf-8' })), [plan]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <a href={url} download={EXPORT_FILE_NAME} className={buttonClasses('secondary', 'sm', 'mt-3')}>
      <Trans>Export the text</Trans>
    </a>
  );
}

function UnsentChanges({ plan }: { plan: SignOutPlan }) {
  const { unsent, undeliverable } = plan;
  return (
    <div className="mt-4 space-y-2 text-sm text-slate-700 dark:text-slate-200">
      <p className="font-medium">
        <Plural value={unsent} one="# change is not saved yet." other="# changes are not saved yet." />
      </p>
      {undeliverable > 0 && (
        <p>
          <Plural
            value={undeliverable}
            one="# change cannot be saved and is lost when you sign out."
            other="# changes cannot be saved and are lost when you sign out."
          />
        </p>
      )}
      <p>
        <Trans>
          Changes that can still be saved are sent as soon as this device is online, then removed from it. If a change cannot be
          saved then, because the note was changed or deleted elsewhere, it is lost: export the text first to keep a copy.
        </Trans>
      </p>
      <ExportLink plan={plan} />
    </div>
  );
}

export function SignOutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const signOutNow = useSignOut();
  const [plan, setPlan] = useState<SignOutPlan | null>(null);

  useEffect(() => {
    let live = true;
    signOutPlan().then(
      (next) => live && setPlan(next),
      (error: unknown) => console.error('Reading unsent changes failed', error),
    );
    return () => {
      live = false;
    };
  }, []);

  if (plan === null) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Sign out?`}
      description={
        <Trans>
          Your notes leave this device, also those written here before you signed in: they are in your account now. Sign in again
          to see them.
        </Trans>
      }
    >
      {plan.draft && <DraftNotice fate={plan.draft} className="mt-3" />}
      <LinkNotesNotice count={plan.notInAccount} />
      {plan.unsent > 0 && <UnsentChanges plan={plan} />}
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
          {plan.unsent > 0 ? <Trans>Sign out anyway</Trans> : <Trans>Sign out</Trans>}
        </Button>
      </div>
    </Modal>
  );
}
