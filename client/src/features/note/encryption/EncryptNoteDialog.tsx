// "Encrypt end to end" for a published plaintext note (docs/design.md §10.5): a confirmation that says what changes —
// the server deletes the note's history, and the links given out so far stop showing the text (readers need the new
// link with its key) — then the conversion, queued like any edit (offline too). Loaded when first opened; its words
// are in the `later` catalog (shared/catalog-split.ts).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { toast } from '../../../components/toast.ts';
import { encryptEndToEnd } from '../../../data/local/on-demand/encrypted-notes.ts';
import { inRouter, notePath, withKey } from '../../../platform/paths.ts';

export interface EncryptNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shareId: string;
}

export default function EncryptNoteDialog({ open, onOpenChange, shareId }: EncryptNoteDialogProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const key = await encryptEndToEnd(shareId);
      onOpenChange(false);
      if (key === null) return;
      // The address becomes the note's new link, so copying it from there gives readers the key too.
      navigate(inRouter(withKey(notePath(shareId), key)), { replace: true });
      toast({ title: t`Note encrypted end to end`, description: t`Share its new link: the old one no longer shows the text.`, variant: 'success' });
    } catch (error) {
      console.error('Encrypting the note failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Encrypt this note end to end?`}>
      <div className="flex flex-col gap-3 text-sm text-slate-700 dark:text-slate-200">
        <p>
          <Trans>
            From now on its title and text leave this browser only encrypted, with a key that only the note’s links carry.
            The server can no longer read it.
          </Trans>
        </p>
        <p>
          <Trans>
            The server deletes the note’s history: its earlier versions are gone for good. Links you gave out before stop
            showing the text; readers need the new link with the key.
          </Trans>
        </p>
        <p>
          <Trans>This cannot be undone.</Trans>
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled={busy} onClick={() => void confirm()}>
          <Trans>Encrypt the note</Trans>
        </Button>
      </div>
    </Modal>
  );
}
