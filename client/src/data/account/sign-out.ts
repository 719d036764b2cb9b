// Signing out on this device, and deleting the account here: every note of the account leaves this device — its
// record, edit id, cached page, journal and password session — so the next person at this browser finds none of it.
// - Signing out here (signOutHere): while signed in, every note written here is claimed into the account
//   (sign-in-claim.ts), so the account holds them all, and a note another account owns stays that account's; a note
//   opened from someone's link and not added to the account leaves unclaimed (the sign-out dialog counts them), still
//   its author's. The unsaved home note is published into the account first, as the writer chose to publish it —
//   unless that would lose a choice (draft-fate.ts): then it stays here as the draft. The server is told afterwards,
//   once the account's unsent changes are delivered (hand-over.ts), online or later.
// - The account deleted here (forgetDeletedAccount): every note leaves.
// How the notes leave is departure.ts; when the session ends elsewhere instead, ended-elsewhere.ts.
import { MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';
import { deriveTitle } from '../../../../shared/text/title.ts';
import { contentBytes } from '../local/content-size.ts';
import { db } from '../local/db.ts';
import type { SessionRef } from '../probe/session-ref.ts';
import { clearJournal, SCRATCH_JOURNAL } from '../probe/journal.ts';
import { mergeJournals } from '../local/journal-merge.ts';
import { draftFate, draftInput, type DraftFate } from '../local/on-demand/draft-fate.ts';
import { isClaimable, newPublishedNote } from '../local/local-note.ts';
import { newNoteIds, type NoteIds } from '../local/note-ids.ts';
import { isBlankHtml } from '../local/typed-text.ts';
import { enqueue } from '../local/outbox/outbox.ts';
import { forgetTraces, removeNotes } from './departure.ts';
import { readDraft } from '../local/queries.ts';
import { serverNow } from '../probe/server-clock.ts';
import { SCRATCH_KEY, SIGN_OUT_KEY } from '../probe/schema-names.ts';

export interface UnsentText {
  title: string;
  /** The note's HTML. */
  content: string;
}

export interface SignOutPlan {
  /** Changes the server does not have yet (the unsaved home note counts as one when it goes to the account). */
  unsent: number;
  /** Of those, the ones that cannot be delivered (refused, in conflict, gone from the server, too large). */
  undeliverable: number;
  /** The text behind the unsent changes, for an export before signing out. */
  texts: UnsentText[];
  /** What becomes of the unsaved home note; null when there is none. */
  draft: DraftFate | null;
  /** Notes opened from someone's link that the account does not hold: they leave this device, unclaimed. */
  notInAccount: number;
}

const publishable = (scratch: string): boolean => !isBlankHtml(scratch) && contentBytes(scratch) <= MAX_CONTENT_BYTES;

/**
 * How many notes here the session's end takes off this device without giving them to the account: opened from
 * someone's link, and neither added to the account nor listed by it.
 */
export async function countNotInAccount(): Promise<number> {
  const confirmed = new Set((await db.accountNotes.toCollection().primaryKeys()).map(String));
  return db.noteList.filter((note) => !note.leaving && !isClaimable(note) && !confirmed.has(note.shareId)).count();
}

/** What signing out here would leave undelivered and what becomes of the unsaved note, for the warning before it. */
export async function signOutPlan(): Promise<SignOutPlan> {
  // Text the journal caught (a tab hidden while typing) counts as the change it is.
  await mergeJournals();
  const [notes, ops, { content: scratch, choices }] = await Promise.all([db.notes.toArray(), db.outbox.toArray(), readDraft()]);
  const waiting = notes.filter((note) => !note.leaving && ops.some((op) => op.shareId === note.shareId));
  const ownOps = ops.filter((op) => waiting.some((note) => note.shareId === op.shareId));
  const texts = waiting.map(({ title, content }) => ({ title, content }));
  const draft = isBlankHtml(scratch) ? null : draftFate('sign-out', choices);
  // A draft kept here is no change that could be lost.
  const withScratch = draft?.kind === 'publish';
  if (withScratch) texts.push({ title: deriveTitle(scratch), content: scratch });
  return {
    unsent: ownOps.length + (withScratch ? 1 : 0),
    undeliverable: ownOps.filter((op) => op.status === 'failed').length + (withScratch && !publishable(scratch) ? 1 : 0),
    texts,
    draft,
    notInAccount: await countNotInAccount(),
  };
}

/**
 * The unsaved home note becomes a note of the account as the writer chose to publish it, created before the session
 * ends (hand-over.ts); or stays here as the draft when publishing it would lose a choice (draft-fate.ts).
 * False when it stays.
 */
async function publishScratchHidden(ids: NoteIds): Promise<boolean> {
  const { content, choices } = await readDraft();
  if (!isBlankHtml(content) && draftFate('sign-out', choices).kind === 'keep') return false;
  await db.scratch.delete(SCRATCH_KEY);
  // Too large to publish: the warning offered its export.
  if (!publishable(content)) return true;
  const { note, create } = newPublishedNote(draftInput(content, choices), ids, new Date(), new Date(serverNow()));
  await db.notes.add(note);
  await enqueue(note.shareId, { kind: 'create', payload: create });
  return true;
}

/**
 * Signs `session` out on this device: every note leaves at once (those with unsent changes once these are
 * delivered), and the server is told by the next drain. Works offline.
 */
export async function signOutHere(session: SessionRef): Promise<void> {
  await mergeJournals();
  // Before the transaction: hashing is not IndexedDB work, and awaiting it inside would end the transaction.
  const scratchIds = await newNoteIds();
  const { left, draftLeft } = await db.transaction('rw', [db.notes, db.outbox, db.scratch, db.accountNotes, db.signOut], async () => {
    const draftLeft = await publishScratchHidden(scratchIds);
    const notes = (await db.notes.toArray()).filter((note) => !note.leaving);
    const confirmed = new Set((await db.accountNotes.toCollection().primaryKeys()).map(String));
    const claims = notes
      .filter((note) => note.version > 0 && isClaimable(note) && !confirmed.has(note.shareId))
      .map((note) => ({ share_id: note.shareId, edit_id: note.editId }));
    await db.accountNotes.clear();
    await db.signOut.put({ id: SIGN_OUT_KEY, userId: session.userId, sessionId: session.sessionId, claims, at: new Date().toISOString() });
    return { left: await removeNotes(notes, { keepRefused: false }), draftLeft };
  });
  if (draftLeft) clearJournal(SCRATCH_JOURNAL);
  await forgetTraces(left);
}

/** The account was deleted here, with every note in it: every note leaves this device. */
export async function forgetDeletedAccount(): Promise<void> {
  const left = await db.transaction('rw', db.notes, db.outbox, db.accountNotes, async () => {
    await db.accountNotes.clear();
    return removeNotes(
      (await db.notes.toArray()).filter((note) => !note.leaving),
      { keepRefused: false },
    );
  });
  await forgetTraces(left);
}
