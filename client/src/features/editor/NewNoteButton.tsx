// The header's "New note" (spec §2): straight to the home editor when the unsaved note is empty; otherwise a
// confirm with a 140-character preview, "Discard and start new" or "Keep editing".
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.ts';
import { useLocalizedHref } from '../../app/navigation.ts';
import { clearScratch } from '../../data/commands.ts';
import { useScratch } from '../../data/hooks.ts';
import { isBlankHtml, previewText } from './editor-html.ts';

export default function NewNoteButton() {
  const { t } = useLingui();
  const scratch = useScratch();
  const [, navigate] = useLocation();
  const href = useLocalizedHref();
  const [open, setOpen] = useState(false);

  function start() {
    if (scratch === undefined || isBlankHtml(scratch)) navigate(href('/'));
    else setOpen(true);
  }

  async function discard() {
    try {
      await clearScratch();
    } catch (error) {
      console.error('Clearing the unsaved note failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
      return;
    }
    setOpen(false);
    navigate(href('/'));
  }

  function keepEditing() {
    setOpen(false);
    navigate(href('/'));
  }

  return (
    <>
      <Button size="sm" onClick={start}>
        <PlusIcon width={16} height={16} />
        {/* Icon only on narrow screens, so the header fits a 320 px wide screen. */}
        <span className="sr-only sm:not-sr-only">
          <Trans>New note</Trans>
        </span>
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t`Start a new note?`}
        description={t`Your unsaved note will be discarded:`}
      >
        <blockquote className="rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
          {previewText(scratch ?? '')}
        </blockquote>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={keepEditing}>
            <Trans>Keep editing</Trans>
          </Button>
          <Button variant="danger" onClick={() => void discard()}>
            <Trans>Discard and start new</Trans>
          </Button>
        </div>
      </Modal>
    </>
  );
}
