// Signing in gives the account this device's notes (docs/design.md §6.6): right after sign-in the unsaved home note is
// published into it as the writer chose, then every note written here is claimed — offered to the account by its
// edit id, which proves the right to it. A note opened from someone's link is never claimed without the person
// adding it ("Add to my account"). The reconcile that runs the claim and brings the account's notes here is
// data/sync/account-notes.ts.
import { claimPairs } from '../remote/account-claims.ts';
import { publishNote } from '../local/commands.ts';
import { db } from '../local/db.ts';
import { draftFate, draftInput } from '../local/on-demand/draft-fate.ts';
import { isClaimable } from '../local/local-note.ts';
import { readDraft } from '../local/queries.ts';
import { isBlankHtml } from '../local/typed-text.ts';
import { whileSignedIn } from './while-signed-in.ts';

/**
 * Right after sign-in, first step: the unsaved note on the home page is published into the account as the writer
 * chose to publish it — encrypted, with its expiry — or kept as the draft when it is meant to have a password
 * (draft-fate.ts). A local write, so it is done before the home page shows that note again.
 */
export async function publishScratchIntoAccount(): Promise<void> {
  const { content, choices } = await readDraft();
  if (isBlankHtml(content) || draftFate('sign-in', choices).kind === 'keep') return;
  await publishNote(draftInput(content, choices));
}

/**
 * The claim: offers the account every note written here (or already the account's) that the server has acknowledged
 * and the account has not confirmed yet (a note whose create is still queued is created as the account's: the
 * request carries the session). A note opened from someone's edit link is never offered: it would become this
 * account's, and go when the account is deleted (the person can add it: addToAccount). One function, so a check on
 * the session can sit in front of it. Throws ApiFailure (401: no session).
 */
export async function claimLocalNotes(): Promise<void> {
  const confirmed = new Set((await db.accountNotes.toCollection().primaryKeys()).map(String));
  const unclaimed = (await db.notes.toArray()).filter((note) => note.version > 0 && !note.leaving && isClaimable(note) && !confirmed.has(note.shareId));
  await claimPairs(unclaimed.map((note) => ({ share_id: note.shareId, edit_id: note.editId })));
}

/**
 * The person adds a note opened from a link to the signed-in account (the notes panel's "Add to my account"): claimed
 * by its edit id, then the account's here too. False when the server did not give it to the account (another account
 * owns it, or it is gone); throws ApiFailure when the server cannot be asked (offline, 401: no session).
 */
export async function addToAccount(shareId: string): Promise<boolean> {
  const note = await db.notes.get(shareId);
  if (!note || note.leaving) return false;
  const claimed = (await claimPairs([{ share_id: note.shareId, edit_id: note.editId }])).filter((entry) => entry.id === shareId);
  if (claimed.length === 0) return false;
  await whileSignedIn([db.accountNotes, db.notes], async () => {
    await db.accountNotes.bulkPut(claimed);
    await db.notes.update(shareId, { origin: 'account' });
  });
  return true;
}
