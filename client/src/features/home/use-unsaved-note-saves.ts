// The home page's saves of the unsaved note: every change (the stand-in's typing, Quill's text) through the editor's
// one autosave, each with its own way of being written. From the moment Publish is pressed the unsaved note is the
// published one: a change reported after that (the editor's chunk arriving and taking over the stand-in's text, a
// last key) must not save it back, or the note would come back as the unsaved note and be published a second time
// (at sign-in, into the account).
import { useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../components/toast.ts';
import { saveScratch, StoredTextChangedError } from '../../data/local/commands.ts';
import { SCRATCH_JOURNAL } from '../../data/probe/journal.ts';
import { useAutosave, type PendingSave } from '../../editor/useAutosave.ts';

export interface UnsavedNoteSaves {
  /** Saves `change` within the autosave delay, unless the note has been published away. */
  schedule: (change: PendingSave) => void;
  /** The newest text written on this page, read now; undefined before any. */
  newestHtml: () => string | undefined;
  /** Publish was pressed: nothing more is saved as the unsaved note. */
  publishAway: () => void;
  /** Publishing failed: the note is the unsaved one again, and its newest text (else `content`) is saved. */
  stayUnsaved: (content: string) => void;
}

export function useUnsavedNoteSaves(): UnsavedNoteSaves {
  const { t } = useLingui();
  const autosave = useAutosave({ key: SCRATCH_JOURNAL }, (error) => {
    // Another tab saved first: Quill merges that text in and saves the result (the stand-in hands its text to
    // Quill, which the stored text coming in has woken); until then the text is unsaved, and journaled on leaving.
    if (error instanceof StoredTextChangedError) return;
    console.error('Saving the note locally failed', error);
    toast({ title: t`Could not save on this device`, description: t`Your browser refused to store the note.`, variant: 'error' });
  });
  const newest = useRef<PendingSave | null>(null);
  const publishedAway = useRef(false);
  return useMemo(
    () => ({
      schedule(change) {
        newest.current = change;
        if (!publishedAway.current) autosave.schedule(change);
      },
      newestHtml: () => newest.current?.readHtml(),
      publishAway() {
        publishedAway.current = true;
        autosave.cancel();
      },
      stayUnsaved(content) {
        publishedAway.current = false;
        autosave.schedule(newest.current ?? { readHtml: () => content, save: (html) => saveScratch(html) });
      },
    }),
    [autosave],
  );
}
