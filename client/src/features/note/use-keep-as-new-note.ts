// "Keep as a new note" for a note whose link can no longer work (deleted elsewhere, or refused by the server): the
// text kept here is published under a new link, the writer is taken there and told to share that one. A protected
// note whose password this device does not know asks for a new one first (CopyPasswordModal).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { toast } from '../../components/toast.ts';
import { keepAsNewNote } from '../../data/local/commands.ts';
import { inRouter, notePath, withKey } from '../../platform/paths.ts';

export interface KeepAsNewNote {
  busy: boolean;
  /** The copy needs a password of its own: the password modal is open. */
  askingPassword: boolean;
  setAskingPassword: (open: boolean) => void;
  keep: (password?: string) => Promise<void>;
}

/** `keptDescription`: what the toast says of the new link (and of the old one). */
export function useKeepAsNewNote(shareId: string, keptDescription: string): KeepAsNewNote {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);

  async function keep(password?: string) {
    setBusy(true);
    try {
      const copied = await keepAsNewNote(shareId, password === undefined ? {} : { password });
      setAskingPassword(false);
      toast({ title: t`Kept as a new note`, description: keptDescription, variant: 'success' });
      navigate(inRouter(withKey(notePath(copied.shareId), copied.key)));
    } catch (error) {
      // A protected note whose password is not known here: its copy gets a new one first.
      if (error instanceof RangeError && password === undefined) {
        setAskingPassword(true);
      } else {
        console.error('Keeping the note as a new one failed', error);
        toast({ title: t({ id: 'toastError', message: 'Something went wrong. Please try again.' }), variant: 'error' });
      }
    } finally {
      setBusy(false);
    }
  }

  return { busy, askingPassword, setAskingPassword, keep };
}
