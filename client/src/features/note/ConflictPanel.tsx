// Shown when the server refused a change because the note was edited elsewhere (409) and the two edits could
// not merge by themselves (docs/design.md §6.4). Nothing is overwritten before the user chooses. Where the
// base is known, only the stretches both sides changed are shown, everything else being merged already, and
// "Keep mine / Take theirs / Keep both" decide those stretches; "Save mine as a new note" keeps the two versions
// apart instead. Without a base, both whole versions are shown and the choice is between them.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '../../components/Button.tsx';
import { toast } from '../../components/toast.ts';
import { resolveConflict } from '../../data/local/commands.ts';
import type { HunkChoice, HunkChoices, ConflictRegion } from '../../data/local/on-demand/merge-resolve.ts';
import type { LocalNote } from '../../data/local/types.ts';
import { AttentionPanel } from './AttentionPanel.tsx';
import { ConflictRegions } from './ConflictRegions.tsx';
import { VersionsSideBySide } from './VersionsSideBySide.tsx';
import { settleOnPage } from './conflict-actions.ts';
import { CopyPasswordModal } from './CopyPasswordModal.tsx';
import type { EditorControl } from './editor-control.ts';
import { NoteContent } from './reader/NoteContent.tsx';
import { useBothLabels } from './use-both-labels.ts';
import { inRouter, notePath, withKey } from '../../platform/paths.ts';
import { useFormatDate } from '../../platform/use-format-date.ts';

/**
 * Whole versions: the note as a whole. Regions: the overlapping stretches, the rest merged (one choice for all, or
 * the writer's pick for each). Copy: two notes.
 */
type Choice = { of: 'whole'; keep: 'mine' | 'theirs' } | { of: 'regions'; keep: HunkChoices } | { of: 'copy' };

function WholeVersion({ html }: { html: string }) {
  return (
    <div className="max-h-72 overflow-auto rounded-md border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <NoteContent html={html} />
    </div>
  );
}

export interface ConflictPanelProps {
  note: LocalNote;
  editor: EditorControl;
  regions: ConflictRegion[] | null;
}

export function ConflictPanel({ note, editor, regions }: ConflictPanelProps) {
  const { t } = useLingui();
  const format = useFormatDate();
  const labels = useBothLabels();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);
  // Picks belong to the regions they were made on: a new conflict state starts with none.
  const [picked, setPicked] = useState<{ on: ConflictRegion[] | null; picks: (HunkChoice | undefined)[] }>({ on: regions, picks: [] });
  const picks = picked.on === regions ? picked.picks : [];
  const pick = (index: number, choice: HunkChoice) => {
    const next = [...picks];
    next[index] = choice;
    setPicked({ on: regions, picks: next });
  };
  const theirs = note.conflict;
  if (!theirs) return null;
  const theirTime = format(theirs.updated_at);

  async function copy(password: string | undefined) {
    const copied = await resolveConflict(note.shareId, 'both', password === undefined ? {} : { password });
    setAskingPassword(false);
    if (!copied) return;
    toast({
      title: t`Kept both versions`,
      description: t`Your version is now a separate note; the other one stays at the old link.`,
      variant: 'success',
    });
    navigate(inRouter(withKey(notePath(copied.shareId), copied.key)));
  }

  async function settle(keep: HunkChoices) {
    const outcome = await settleOnPage(note.shareId, editor, keep, labels);
    if (outcome.kind === 'merged') toast({ title: t`Merged: your choice was kept where both versions changed the same words`, variant: 'success' });
  }

  async function choose(choice: Choice, copyPassword?: string) {
    // The copy of a protected note is protected too: its password comes first.
    if (choice.of === 'copy' && note.hasPassword && copyPassword === undefined) {
      setAskingPassword(true);
      return;
    }
    setBusy(true);
    try {
      if (choice.of === 'copy') {
        await copy(copyPassword);
      } else if (choice.of === 'regions') {
        await settle(choice.keep);
      } else {
        await resolveConflict(note.shareId, choice.keep);
        toast({ title: choice.keep === 'mine' ? t`Your version will be saved` : t`Took the other version`, variant: 'success' });
      }
    } catch (error) {
      console.error('Resolving the conflict failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const of = regions ? 'regions' : 'whole';
  const allPicked = regions !== null && regions.length > 1 && regions.every((_region, index) => picks[index] !== undefined);
  return (
    <AttentionPanel
      title={<Trans>This note was changed somewhere else</Trans>}
      explanation={
        regions ? (
          <Trans>Changes that did not overlap are already merged. Where both versions changed the same words, choose what to keep.</Trans>
        ) : (
          <Trans>Your changes were not saved over the other version. Choose what to keep.</Trans>
        )
      }
    >
      {regions ? (
        <ConflictRegions regions={regions} theirTime={theirTime} picks={picks} onPick={pick} />
      ) : (
        <VersionsSideBySide className="mt-4" mine={<WholeVersion html={note.content} />} theirs={<WholeVersion html={theirs.content} />} theirTime={theirTime} />
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {regions && regions.length > 1 && (
          <Button variant={allPicked ? 'primary' : 'secondary'} disabled={busy || !allPicked} onClick={() => void choose({ of: 'regions', keep: picks.filter((p) => p !== undefined) })}>
            <Trans>Keep what I chose</Trans>
          </Button>
        )}
        <Button variant={allPicked ? 'secondary' : 'primary'} disabled={busy} onClick={() => void choose({ of, keep: 'mine' })}>
          <Trans>Keep mine</Trans>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void choose({ of, keep: 'theirs' })}>
          <Trans>Take theirs</Trans>
        </Button>
        {regions && (
          <Button variant="secondary" disabled={busy} onClick={() => void choose({ of: 'regions', keep: 'both' })}>
            <Trans>Keep both</Trans>
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => void choose({ of: 'copy' })}>
          {regions ? <Trans>Save mine as a new note</Trans> : <Trans>Keep both</Trans>}
        </Button>
      </div>
      <CopyPasswordModal
        open={askingPassword}
        onOpenChange={setAskingPassword}
        busy={busy}
        onSubmit={(password) => void choose({ of: 'copy' }, password)}
      />
    </AttentionPanel>
  );
}
