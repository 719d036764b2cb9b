// An end-to-end encrypted note this device holds without its key (the account's list on a new device, or encrypted
// on another device; docs/design.md §10.5): nothing to show until its link brings the key. Opened with the key in this
// page's address — offline too, the envelope is kept here — the note becomes readable and editable here (the view
// follows the stored note); a key that does not open it says so, as on a reader's page.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { ENCRYPTED_NOTE_WORDS } from '../../../../shared/encrypted-note-words.ts';
import { LOCKED_NOTE } from '../../components/locked-note-words.ts';
import { unlockNote } from '../../data/local/on-demand/encrypted-notes.ts';
import { useLinkKey } from '../../platform/link-key.ts';
import { DecryptFailed } from './DecryptFailed.tsx';
import { NoteDecrypting } from './reader/NoteDecrypting.tsx';

export function LockedNote({ shareId }: { shareId: string }) {
  const { i18n } = useLingui();
  const key = useLinkKey();
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    void unlockNote(shareId, key).then((opened) => {
      if (live && !opened) setRefused(key);
    });
    return () => {
      live = false;
    };
  }, [shareId, key]);

  if (key && refused !== key) return <NoteDecrypting />;
  if (key) return <DecryptFailed failure="wrong-key" />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{i18n._(ENCRYPTED_NOTE_WORDS.title)}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{i18n._(LOCKED_NOTE)}</p>
    </div>
  );
}
