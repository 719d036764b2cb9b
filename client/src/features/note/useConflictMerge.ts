// A conflict this page can settle by itself (docs/design.md §6.4): while the note is open, a 409 whose two
// edits touch different words is merged on the editor's document model and sent, with a quiet toast (whose
// "Show history" opens History) and no panel. Only when both sides changed the same words (or the base is
// unknown) does the panel show, with the stretches they overlap in. A conflict met by the service worker with
// every tab closed waits, stored, until a page opens the note and gets here.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../components/toast.ts';
import type { ConflictRegion } from '../../data/local/on-demand/merge-resolve.ts';
import type { LocalNote } from '../../data/local/types.ts';
import { mergeOnPage } from './conflict-actions.ts';
import { isLiveTogether } from '../../data/local/live-state.ts';
import type { EditorControl } from './editor-control.ts';

export interface ConflictState {
  /** True once the conflict panel may show (no conflict, or this state could not be merged). */
  needsChoice: boolean;
  /** Where the two sides overlap, each with its paragraph; null when only the whole versions can be shown. */
  regions: ConflictRegion[] | null;
}

/** Tries the merge whenever the note is in conflict in a new state. */
export function useConflictMerge(note: LocalNote, editor: EditorControl, openHistory: () => void): ConflictState {
  const { t } = useLingui();
  const { shareId } = note;
  // A new server version or new local text is a new state worth another try.
  const state = note.conflict ? `${note.conflict.version}|${note.updatedAt}` : null;
  const [attempt, setAttempt] = useState(0);
  const [tried, setTried] = useState<{ state: string; asked: boolean; regions: ConflictRegion[] | null } | null>(null);
  // The note as rendered with `state`: what the panel compares, read when the effect runs.
  const latest = useRef(note);
  useEffect(() => {
    latest.current = note;
  });

  useEffect(() => {
    if (state === null) return;
    let current = true;
    let asked = false;
    let moved = false;
    let regions: ConflictRegion[] | null = null;
    const { base, content, version, conflict } = latest.current;
    const sides = { ...(base?.version === version ? { base: base.content } : {}), mine: content, theirs: conflict?.content ?? '' };
    const together = isLiveTogether(shareId);
    mergeOnPage(shareId, editor, sides)
      .then((outcome) => {
        // The note moved on while merging (typed into, or a newer answer): this state is tried again, not asked about.
        if (outcome.kind === 'none') moved = true;
        if (outcome.kind === 'conflict') {
          asked = true;
          regions = 'regions' in outcome ? outcome.regions : null;
        }
        // Merged with someone typing alongside: nothing to tell, their text simply appears (docs/design.md §11.8).
        if (outcome.kind !== 'merged' || together) return;
        toast({
          title: t`Merged with changes made elsewhere`,
          variant: 'info',
          action: { label: t`Show history`, altText: t`Open History from the note's actions`, run: openHistory },
        });
      })
      .catch((error: unknown) => console.error('Merging the conflict failed', error))
      .finally(() => {
        if (!current) return;
        if (moved) setAttempt((n) => n + 1);
        else setTried({ state, asked, regions });
      });
    return () => {
      current = false;
    };
  }, [state, attempt, shareId, editor, openHistory, t]);

  if (state === null || tried === null) return { needsChoice: false, regions: null };
  // Typing into a note whose panel shows (a new local state, the same server version) keeps the panel while the
  // new state is tried, instead of taking it away under the writer at every autosave.
  const stillAsking = tried.asked && tried.state.split('|')[0] === state.split('|')[0];
  // A state merged by itself is on its way out of the note: no panel for the moment until the note shows it gone.
  return (tried.asked && tried.state === state) || stillAsking ? { needsChoice: true, regions: tried.regions } : { needsChoice: false, regions: null };
}
