// Shown when the server refused a note's create because of its link: a share id that is not the one derived from its
// edit id (a create an older build queued offline, before ids were derived: docs/design.md §3), or one already taken.
// That link will never open the note, so the text (kept here) is offered a new note with a new, derived link, and the
// writer is told to share that one. Loaded, with its words (the `later` catalog), only when a note is in that state.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '../../../components/Button.tsx';
import { toast } from '../../../components/toast.ts';
import { keepAsNewNote } from '../../../data/local/commands.ts';
import type { LocalNote } from '../../../data/local/types.ts';
import { inRouter, notePath, withKey } from '../../../platform/paths.ts';
import { AttentionPanel } from '../AttentionPanel.tsx';
import { CopyPasswordModal } from '../CopyPasswordModal.tsx';

export default function RefusedLinkPanel({ note }: { note: LocalNote }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);

  async function keep(password?: string) {
    setBusy(true);
    try {
      const copied = await keepAsNewNote(note.shareId, password === undefined ? {} : { password });
      setAskingPassword(false);
      toast({ title: t`Kept as a new note`, description: t`It has a new link: share that one.`, variant: 'success' });
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
      title={<Trans>This note was not published</Trans>}
      explanation={
        <Trans>
          The server did not accept the link it was given, so nobody can open it. Your text is still here: keep it as a new
          note with a new link, and share that one.
        </Trans>
      }
    >
      <Button className="mt-4" disabled={busy} onClick={() => void keep()}>
        <Trans>Keep as a new note</Trans>
      </Button>
      <CopyPasswordModal open={askingPassword} onOpenChange={setAskingPassword} busy={busy} onSubmit={(password) => void keep(password)} />
    </AttentionPanel>
  );
}
