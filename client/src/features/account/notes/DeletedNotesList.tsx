// What deleting the account deletes (docs/design.md §6.6): the notes of the account's list as it last came — the ones
// created signed in, written on a device and claimed, or added by choice. Notes only opened from someone's link are
// not the account's and are not deleted. The first few by title, then how many more; an encrypted note by its locked
// name (the server has no title for it).
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { ENCRYPTED_NOTE_WORDS } from '../../../../../shared/encrypted-note-words.ts';
import { useAccountNoteList } from '../../../data/account/account-hooks.ts';
import { LinkNotesNotice } from './LinkNotesNotice.tsx';

const SHOWN = 5;

export function DeletedNotesList({ notInAccount }: { notInAccount: number }) {
  const { i18n } = useLingui();
  const notes = useAccountNoteList();
  if (notes === undefined) return null;
  const more = notes.length - SHOWN;
  return (
    <div className="text-sm text-slate-700 dark:text-slate-200">
      {notes.length === 0 ? (
        <p>
          <Trans>Your account has no notes.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Plural value={notes.length} one="This note is deleted with it:" other="These # notes are deleted with it:" />
          </p>
          <ul className="mt-1 list-disc pl-5">
            {notes.slice(0, SHOWN).map((note) => (
              <li key={note.id} className={`truncate ${note.encrypted ? 'italic' : ''}`}>
                {note.encrypted ? i18n._(ENCRYPTED_NOTE_WORDS.title) : note.title}
              </li>
            ))}
          </ul>
          {more > 0 && (
            <p className="mt-1">
              <Plural value={more} one="and # more" other="and # more" />
            </p>
          )}
        </>
      )}
      <LinkNotesNotice count={notInAccount} />
    </div>
  );
}
