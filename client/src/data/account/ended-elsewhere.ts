// The server says the account's session is gone — signed out elsewhere ("Sign out everywhere else"), the password
// changed, the account deleted on another device: the notes the account confirmed leave this device (departure.ts).
// Notes it never confirmed stay as local notes (nothing leaves that no account holds), and so do notes whose change
// was refused or is in conflict: nobody chose to sign out, so their text stays where the user can still keep it.
import { db } from '../local/db.ts';
import { mergeJournals } from '../local/journal-merge.ts';
import type { LocalNote } from '../local/types.ts';
import { forgetTraces, removeNotes } from './departure.ts';

/**
 * The server says the session is gone: the notes the account confirmed leave this device. Returns how many
 * left (0: there was nothing of the account here).
 */
export async function forgetEndedSession(): Promise<number> {
  await mergeJournals();
  const left = await db.transaction('rw', db.notes, db.outbox, db.accountNotes, async () => {
    const confirmed = await db.accountNotes.toCollection().primaryKeys();
    const notes = (await db.notes.bulkGet(confirmed)).filter((note): note is LocalNote => note !== undefined && !note.leaving);
    await db.accountNotes.clear();
    return removeNotes(notes, { keepRefused: true });
  });
  await forgetTraces(left);
  return left.length;
}
