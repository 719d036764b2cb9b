// What an end-to-end encrypted note shows until it is open: the same "Decrypting…" line the server painted
// (shared/encrypted-note-words.ts), so the page does not change while the decrypting code arrives and runs.
import { useLingui } from '@lingui/react';
import { ENCRYPTED_NOTE_WORDS } from '../../../../../shared/encrypted-note-words.ts';

export function NoteDecrypting() {
  const { i18n } = useLingui();
  return (
    <p role="status" className="mx-auto max-w-4xl px-4 py-16 text-center text-slate-600 dark:text-slate-400">
      {i18n._(ENCRYPTED_NOTE_WORDS.decrypting)}
    </p>
  );
}
