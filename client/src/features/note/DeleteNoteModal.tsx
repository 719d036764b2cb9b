// Confirms deleting a note: its link stops working for everyone, and this browser forgets it.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.ts';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { deleteNote } from '../../data/local/commands.ts';

export interface DeleteNoteModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shareId: string;
  title: string;
}

export function DeleteNoteModal({ open, onOpenChange, shareId, title }: DeleteNoteModalProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const href = useLocalizedHref();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await deleteNote(shareId);
      toast({ title: t`Note deleted`, variant: 'success' });
      onOpenChange(false);
      navigate(href('/'));
    } catch (error) {
      console.error('Delete failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Delete “${title}”?`}
      description={t`The link will stop working for everyone. This cannot be undone.`}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
          <Trans>Delete note</Trans>
        </Button>
      </div>
    </Modal>
  );
}
