// Hooks of the account pages and dialogs (docs/design.md §6.6): what signing in would do with the unsaved note, and
// the account's notes as its list last came. Apart from hooks.ts so the home editor does not download them.
import { useLiveQuery } from 'dexie-react-hooks';
import type { AccountNote } from '../../../../shared/wire/account.ts';
import { db } from '../local/db.ts';
import { draftFate, type DraftFate } from '../local/on-demand/draft-fate.ts';
import { readDraft } from '../local/queries.ts';
import { countNotInAccount } from './sign-out.ts';
import { isBlankHtml } from '../local/typed-text.ts';

/** What signing in now does with the unsaved note; null when there is none, undefined while loading. */
export function useSignInDraftFate(): DraftFate | null | undefined {
  return useLiveQuery(async () => {
    const { content, choices } = await readDraft();
    return isBlankHtml(content) ? null : draftFate('sign-in', choices);
  }, []);
}

/** The signed-in account's notes as its list last came (newest change first); undefined while loading. */
export function useAccountNoteList(): AccountNote[] | undefined {
  return useLiveQuery(async () => (await db.accountNotes.toArray()).sort((a, b) => b.updated_at.localeCompare(a.updated_at)), []);
}

/** How many notes here are not the account's and would leave this device with the session (sign-out.ts). */
export function useNotesNotInAccount(): number | undefined {
  return useLiveQuery(countNotInAccount, []);
}
