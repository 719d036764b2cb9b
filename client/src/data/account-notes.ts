// The signed-in account's notes on this device (spec §4 "After sign-in", issue 11). Account notes are kept
// as ordinary local notes, so they open, change and sync offline through the same outbox; the account's list
// (accountNotes) records which of them belong to the account, so signing out can remove exactly those.
// Nothing is ever dropped before the server has it: a local note leaves only once the account owns it.
import { AccountNoteList, SyncNotesResponse, type AccountNote } from '../../../shared/wire/account.ts';
import { getJson, postJson } from './api-client.ts';
import { importEditLink, publishNote } from './commands.ts';
import { db } from './db.ts';
import { countOps, readScratch } from './queries.ts';
import { drainOutbox } from './sync-engine.ts';

function fetchAccountList(): Promise<AccountNote[]> {
  return getJson('/api/notes/list', AccountNoteList);
}

/**
 * Claims every local note the server has acknowledged, loads the account's list, keeps it, and brings the
 * account's notes this device lacks into the local notes. Idempotent: runs after sign-in, on focus and online.
 */
export async function refreshAccountNotes(): Promise<void> {
  const local = await db.notes.toArray();
  const known = new Set((await db.accountNotes.toArray()).map((entry) => entry.id));
  // A note whose create is still queued is created as the account's (the request carries the session).
  const unclaimed = local.filter((note) => note.version > 0 && !known.has(note.shareId));
  if (unclaimed.length > 0) {
    await postJson(
      '/api/notes/sync',
      { notes: unclaimed.map((note) => ({ share_id: note.shareId, edit_id: note.editId })) },
      SyncNotesResponse,
    );
  }
  const list = await fetchAccountList();
  await db.transaction('rw', db.accountNotes, async () => {
    await db.accountNotes.clear();
    await db.accountNotes.bulkPut(list);
  });
  const present = new Set((await db.notes.toArray()).map((note) => note.shareId));
  for (const entry of list) {
    if (!present.has(entry.id)) await importEditLink(entry.edit_id);
  }
}

/**
 * Right after sign-in, first step: the unsaved note on the home page is published into the account (a local
 * write, so it is done before the home page shows that note again).
 */
export async function publishScratchIntoAccount(): Promise<void> {
  const scratch = await readScratch();
  if (scratch.replace(/<[^>]*>/g, '').trim() !== '') await publishNote({ content: scratch });
}

/**
 * After sign-in: the unsaved note is published, queued creates are sent, then everything local is claimed and
 * the account's notes are brought here — whether or not the account already had notes. Offline, what could
 * not be sent stays local and the next refresh claims it.
 */
export async function reconcileAfterSignIn(): Promise<void> {
  await publishScratchIntoAccount();
  await drainOutbox();
  await refreshAccountNotes();
}

/** Changes on this device the server does not have yet (queued or failed ops). */
export async function unsentChanges(): Promise<number> {
  const { pending, failed } = await countOps();
  return pending + failed;
}

/**
 * After sign-out: removes the account's notes and its list from this device. A note with changes the server
 * does not have yet stays (its edit id still saves them without a session) until they are sent.
 */
export async function forgetAccountNotes(): Promise<void> {
  await db.transaction('rw', db.notes, db.outbox, db.accountNotes, async () => {
    const ids = (await db.accountNotes.toArray()).map((entry) => entry.id);
    const unsent = new Set((await db.outbox.where('shareId').anyOf(ids).toArray()).map((op) => op.shareId));
    await db.notes.bulkDelete(ids.filter((id) => !unsent.has(id)));
    await db.accountNotes.clear();
  });
}
