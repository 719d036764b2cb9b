// Rename a note (docs/design.md §9.1, §9.2): a title field and a submit button. An unchanged title just closes; a new
// one stops the automatic title. Success and failure are toasts (check icon / toastError).
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_TITLE_LENGTH } from '../../../../shared/limits.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.ts';
import { renameNote } from '../../data/local/commands.ts';
import { INPUT_CLASSES, LABEL_CLASSES } from '../../components/common/field-classes.ts';

export interface RenameModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shareId: string;
  currentTitle: string;
}

function RenameForm({ shareId, currentTitle, onDone }: { shareId: string; currentTitle: string; onDone: () => void }) {
  const { t } = useLingui();
  const inputId = useId();
  const [title, setTitle] = useState(currentTitle);
  const [busy, setBusy] = useState(false);
  const trimmed = title.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || trimmed === '') return;
    if (trimmed === currentTitle) {
      onDone();
      return;
    }
    setBusy(true);
    try {
      await renameNote(shareId, trimmed);
      toast({ title: t`Note renamed`, variant: 'success' });
      onDone();
    } catch (error) {
      console.error('Rename failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className={LABEL_CLASSES}>
        <Trans>Title</Trans>
      </label>
      <input
        id={inputId}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={MAX_TITLE_LENGTH}
        required
        autoFocus
        onFocus={(event) => event.target.select()}
        className={INPUT_CLASSES}
      />
      <div className="mt-2 flex justify-end">
        <Button type="submit" disabled={busy || trimmed === ''}>
          <Trans>Rename</Trans>
        </Button>
      </div>
    </form>
  );
}

export default function RenameModal({ open, onOpenChange, shareId, currentTitle }: RenameModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Rename note`}>
      {/* Mounted only while open, so each opening starts from the current title. */}
      {open && <RenameForm shareId={shareId} currentTitle={currentTitle} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
