// Change when a note stops existing (never, 1 hour … 1 year from now). Opens on the current expiry, so
// Save without a choice changes nothing.
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { toast } from '../../components/toast.ts';
import { setNoteExpiry } from '../../data/local/commands.ts';
import { expiryChange, initialExpiryChoice, type ExpiryChoice } from '../../components/expiry-choice.ts';
import { ExpirySelect } from '../../components/ExpirySelect.tsx';
import { LABEL_CLASSES } from '../../components/common/field-classes.ts';
import { useFormatExpiry } from '../../platform/use-format-date.ts';

export interface ExpiryModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shareId: string;
  expiresAt: string | null;
}

function ExpiryForm({ shareId, expiresAt, onDone }: { shareId: string; expiresAt: string | null; onDone: () => void }) {
  const { t } = useLingui();
  const formatExpiry = useFormatExpiry();
  const selectId = useId();
  const [choice, setChoice] = useState<ExpiryChoice>(() => initialExpiryChoice(expiresAt));
  const [busy, setBusy] = useState(false);
  const current = expiresAt ? formatExpiry(expiresAt) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const change = expiryChange(choice, expiresAt);
    if (change === null) {
      onDone();
      return;
    }
    setBusy(true);
    try {
      await setNoteExpiry(shareId, change);
      toast({ title: t`Expiry updated`, variant: 'success' });
      onDone();
    } catch (error) {
      console.error('Expiry change failed', error);
      toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {current ? <Trans>Now the note expires {current}.</Trans> : <Trans>Now the note never expires.</Trans>}
      </p>
      <label htmlFor={selectId} className={LABEL_CLASSES}>
        <Trans>Expires</Trans>
      </label>
      <ExpirySelect
        id={selectId}
        value={choice}
        onChange={setChoice}
        disabled={busy}
        {...(current ? { keepLabel: t`Keep: ${current}` } : {})}
      />
      <div className="mt-2 flex justify-end">
        <Button type="submit" disabled={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}

export function ExpiryModal({ open, onOpenChange, shareId, expiresAt }: ExpiryModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Expiry`}>
      {open && <ExpiryForm shareId={shareId} expiresAt={expiresAt} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
