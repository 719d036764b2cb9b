// A conflict this page can settle by itself (docs/design.md §6.4): while the note is open, a 409 whose two
// edits touch different words is merged on the editor's document model and sent, with a quiet toast and no
// panel. Only when both sides changed the same words (or the base is unknown) does the panel show. A conflict
// met by the service worker with every tab closed waits, stored, until a page opens the note and gets here.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../components/toast.ts';
import type { LocalNote } from '../../data/local/types.ts';

/**
 * Tries the merge whenever the note is in conflict in a new state; true once the conflict panel may show
 * (no conflict, or this state could not be merged).
 * `flushTyping` saves what the writer has typed but not saved yet, so the merge sees it.
 */
export function useConflictMerge(note: LocalNote, flushTyping: () => Promise<void>): boolean {
  const { t } = useLingui();
  const { shareId } = note;
  // A new server version or new local text is a new state worth another try.
  const state = note.conflict ? `${note.conflict.version}|${note.updatedAt}` : null;
  const [tried, setTried] = useState<string | null>(null);

  useEffect(() => {
    if (state === null) return;
    let current = true;
    const done = () => {
      if (current) setTried(state);
    };
    void (async () => {
      // The model and the merge first (chunks to load: conflicts are rare, and every start of the home page
      // would pay for them), then the typing: keys pressed between the flush and the merge are not part of the
      // merge (the editor keeps them over the merged text), so that moment is kept short.
      const [{ mergeNoteHtml }, { mergeConflict }] = await Promise.all([import('../editor/html-delta.ts'), import('../../data/local/conflict-merge.ts')]);
      await flushTyping();
      if ((await mergeConflict(shareId, mergeNoteHtml)) === 'merged') {
        toast({ title: t`Merged with changes made elsewhere`, variant: 'info' });
      }
    })()
      .catch((error: unknown) => console.error('Merging the conflict failed', error))
      .finally(done);
    return () => {
      current = false;
    };
  }, [state, shareId, flushTyping, t]);

  return state === null || tried === state;
}
