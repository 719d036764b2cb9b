// Shown when the server no longer has the note (deleted on another device, or expired) but this browser has
// its text, maybe with changes never sent: the text is kept, and the user may keep it as a new note with a
// new link. The old link is never brought back.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '../../components/Button.tsx';
import { toast } from '../../components/toast.ts';
import { keepAsNewNote } from '../../data/local/commands.ts';
import { isGone } from '../../data/local/deleted-elsewhere.ts';
import type { LocalNote } from '../../data/local/types.ts';
import { AttentionPanel } from './AttentionPanel.tsx';
import { CopyPasswordModal } from './CopyPasswordModal.tsx';
import { inRouter, notePath, withKey } from '../../platform/paths.ts';

export function DeletedElsewherePanel({ note }: { note: LocalNote }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);
  if (note.syncStatus !== 'failed' || !isGone(note.lastError?.code)) return null;

  async function keep(password?: string) {
    setBusy(true);
    try {
      const copied = await keepAsNewNote(note.shareId, password === undefined ? {} : { password });
      setAskingPassword(false);
      toast({ title: t`Kept as a new note`, description: t`It has a new link; the old one stays deleted.`, variant: 'success' });
      navigate(inRouter(withKey(notePath(copied.shareId), copied.key)));
    } catch (error) {
      // A protected note whose password is not known here: its copy gets a new one first.
      if (error instanceof RangeError && password === undefined) {
        setAskingPassword(true);
      } else {
        console.error('Keeping the note as a new one failed', error);
        toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AttentionPanel
      title={<Trans>This note no longer exists on the server</Trans>}
      explanation={
        <Trans>
          It was deleted on another device or has expired. Your text is still here: keep it as a new note with a new link, or
          delete it here too.
        </Trans>
      }
    >
      <Button className="mt-4" disabled={busy} onClick={() => void keep()}>
        <Trans>Keep as a new note</Trans>
      </Button>
      <CopyPasswordModal
        open={askingPassword}
        onOpenChange={setAskingPassword}
        busy={busy}
        onSubmit={(password) => void keep(password)}
      />
    </AttentionPanel>
  );
}
