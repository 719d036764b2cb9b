// The header's "New note" confirm (docs/design.md §9.1): when the unsaved note has text, a 140-character preview with
// "Discard and start new" or "Keep editing". The header's button is a plain link until pressed; this chunk
// (the dialog and the data layer) loads when the writer reaches for it, not with every page.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.ts';
import { clearScratch } from '../../data/local/commands.ts';
import { ensureJournalMerged } from '../../data/local/journal-merge.ts';
import { readScratch } from '../../data/local/queries.ts';
import { isBlankHtml } from '../../data/local/typed-text.ts';
import { previewText } from '../../editor/editor-html.ts';
import { flushPendingSaves } from '../../editor/pending-saves.ts';

/** The unsaved note's HTML, or null when there is nothing to lose by starting a new one. */
export async function readUnsavedNote(): Promise<string | null> {
  // What the editor on this page shows and has not stored yet (its autosave is waiting) is the note too.
  await flushPendingSaves();
  // Text the last page kept in the journal as it went away (its last keys) is part of the note: merged first,
  // or the question would show, and discarding would leave, an older text than the writer's.
  await ensureJournalMerged();
  const html = await readScratch();
  return isBlankHtml(html) ? null : html;
}

interface NewNoteConfirmProps {
  /** The unsaved note, as read when "New note" was pressed. */
  unsaved: string;
  /** Closes the confirm; `startNew`: go to the home editor (after discarding, or to keep editing there). */
  onClose: (startNew: boolean) => void;
}

export default function NewNoteConfirm({ unsaved, onClose }: NewNoteConfirmProps) {
  const { t } = useLingui();

  async function discard() {
    try {
      await clearScratch();
    } catch (error) {
      console.error('Clearing the unsaved note failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
      return;
    }
    onClose(true);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
      title={t`Start a new note?`}
      description={t`Your unsaved note will be discarded:`}
    >
      <blockquote className="rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
        {previewText(unsaved)}
      </blockquote>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onClose(true)}>
          <Trans>Keep editing</Trans>
        </Button>
        <Button variant="danger" onClick={() => void discard()}>
          <Trans>Discard and start new</Trans>
        </Button>
      </div>
    </Modal>
  );
}
