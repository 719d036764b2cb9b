// Shown when the server refused a change because the note was edited elsewhere (409): both versions side
// by side, and the user decides — keep mine, take theirs, or keep both as two notes. Nothing is
// overwritten before that choice (docs/design.md §6.4).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '../../components/Button.tsx';
import { toast } from '../../components/toast.ts';
import { resolveConflict } from '../../data/local/commands.ts';
import type { LocalNote } from '../../data/local/types.ts';
import { AttentionPanel } from './AttentionPanel.tsx';
import { CopyPasswordModal } from './CopyPasswordModal.tsx';
import { NoteContent } from './NoteContent.tsx';
import { inRouter, notePath } from '../../platform/paths.ts';
import { useFormatDate } from '../../platform/use-format-date.ts';

type Choice = 'mine' | 'theirs' | 'both';

export function ConflictPanel({ note }: { note: LocalNote }) {
  const { t } = useLingui();
  const format = useFormatDate();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);
  const theirs = note.conflict;
  if (!theirs) return null;
  const theirTime = format(theirs.updated_at);

  async function choose(choice: Choice, copyPassword?: string) {
    // The copy of a protected note is protected too: its password comes first.
    if (choice === 'both' && note.hasPassword && copyPassword === undefined) {
      setAskingPassword(true);
      return;
    }
    setBusy(true);
    try {
      const newShareId = await resolveConflict(note.shareId, choice, copyPassword === undefined ? {} : { password: copyPassword });
      setAskingPassword(false);
      if (choice === 'both' && newShareId) {
        toast({
          title: t`Kept both versions`,
          description: t`Your version is now a separate note; the other one stays at the old link.`,
          variant: 'success',
        });
        navigate(inRouter(notePath(newShareId)));
      } else {
        toast({ title: choice === 'mine' ? t`Your version will be saved` : t`Took the other version`, variant: 'success' });
      }
    } catch (error) {
      console.error('Resolving the conflict failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AttentionPanel
      title={<Trans>This note was changed somewhere else</Trans>}
      explanation={<Trans>Your changes were not saved over the other version. Choose what to keep.</Trans>}
    >
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">
            <Trans>Your version</Trans>
          </h3>
          <div className="max-h-72 overflow-auto rounded-md border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
            <NoteContent html={note.content} />
          </div>
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">
            {theirTime ? <Trans>Other version ({theirTime})</Trans> : <Trans>Other version</Trans>}
          </h3>
          <div className="max-h-72 overflow-auto rounded-md border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
            <NoteContent html={theirs.content} />
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void choose('mine')}>
          <Trans>Keep mine</Trans>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void choose('theirs')}>
          <Trans>Take theirs</Trans>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void choose('both')}>
          <Trans>Keep both</Trans>
        </Button>
      </div>
      <CopyPasswordModal
        open={askingPassword}
        onOpenChange={setAskingPassword}
        busy={busy}
        onSubmit={(password) => void choose('both', password)}
      />
    </AttentionPanel>
  );
}
