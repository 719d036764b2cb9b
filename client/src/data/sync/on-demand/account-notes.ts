// The signed-in account's notes on this device (docs/design.md §6.6): they open and change offline like any other, and leave with the session. Account notes are
// kept as ordinary local notes, so they open, change and sync offline through the same outbox; the account's
// list (accountNotes) records which of them the account has confirmed. A reconcile claims this device's notes
// into the account, loads the list and fetches only the notes this device lacks or holds at an older version, a
// hundred per request (a new device with 2,000 notes makes 20 requests, not 2,000) — one reconcile at a time across
// tabs, so each note is fetched at most once. A note the list no longer has
// was deleted elsewhere: it leaves the lists here (deleted-elsewhere.ts). Nothing is ever dropped before the
// server has it: a local note leaves only once the account owns it (sign-out.ts).
import { MAX_CONTENTS_NOTES } from '../../../../../shared/limits.ts';
import { AccountNoteList, NoteContentsResponse, type AccountNote } from '../../../../../shared/wire/account.ts';
import type { EditLinkNote } from '../../../../../shared/wire/notes.ts';
import { ApiFailure, getJson, postJson } from '../../remote/api-client.ts';
import { db } from '../../local/db.ts';
import { goneElsewhere } from '../../local/deleted-elsewhere.ts';
import { withReconcileLock } from '../drain-lock.ts';
import { isClaimable, noteFromEditLink, replacesLocalCopy } from '../../local/local-note.ts';
import { claimLocalNotes, publishScratchIntoAccount } from '../../account/sign-in-claim.ts';
import { SignedOutMeanwhile, whileSignedIn } from '../../account/while-signed-in.ts';
import { forgetEndedSession } from '../../account/ended-elsewhere.ts';
import { drainOutbox } from '../sync-engine.ts';
import type { LocalNote } from '../../local/types.ts';

/**
 * Where the account stands on this device after a reconcile: still signed in; signed out here (the sign-out
 * is on its way to the server); or the server says the session is gone, and `forgotten` notes left.
 */
export type AccountState = { kind: 'signed-in' } | { kind: 'signed-out-here' } | { kind: 'session-ended'; forgotten: number };

const sessionGone = (error: unknown): boolean => error instanceof ApiFailure && error.status === 401;

/**
 * Keeps the list; notes it no longer has (deleted or expired elsewhere) are marked gone when nothing of theirs is
 * unsent, and notes it has are the account's here too (also one opened from a link and added on another device).
 */
async function keepList(list: readonly AccountNote[]): Promise<void> {
  await whileSignedIn([db.accountNotes, db.notes], async () => {
    const listed = new Set(list.map((entry) => entry.id));
    const dropped = (await db.accountNotes.toCollection().primaryKeys()).map(String).filter((id) => !listed.has(id));
    for (const note of await db.notes.bulkGet(dropped)) {
      const gone = note ? goneElsewhere(note) : null;
      if (gone) await db.notes.put(gone);
    }
    await db.accountNotes.clear();
    await db.accountNotes.bulkPut([...list]);
    await db.notes
      .where('shareId')
      .anyOf([...listed])
      .modify((note) => {
        if (!isClaimable(note)) note.origin = 'account';
      });
  });
}

/** The entries whose note this device lacks, or holds unchanged at an older version. */
async function toFetch(list: readonly AccountNote[]): Promise<AccountNote[]> {
  const local = await db.notes.bulkGet(list.map((entry) => entry.id));
  return list.filter((entry, index) => {
    const note = local[index];
    return note === undefined || (!note.leaving && note.syncStatus === 'synced' && note.version < entry.version);
  });
}

/** The note as this device keeps it: an encrypted one opened with a key held here, or kept locked until its link brings one. */
async function localCopyOf(entry: AccountNote, remote: EditLinkNote): Promise<LocalNote> {
  return remote.encrypted ? (await import('../../local/on-demand/encrypted-notes.ts')).fromAccount(entry.edit_id, remote) : noteFromEditLink(entry.edit_id, remote, 'account');
}

/**
 * Fetches the entries' notes a hundred per request, one request after another, and keeps each batch in one
 * transaction. A note the answer leaves out was deleted (or given away) since the list was read: the next
 * reconcile's list says so; one it names as `later` (the answer was full) is asked for again in the next request.
 * The first failure stops the rest; the next reconcile fetches what is still missing.
 */
async function fetchAll(entries: readonly AccountNote[]): Promise<void> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  let waiting = entries.map((entry) => entry.id);
  while (waiting.length > 0) {
    const ids = waiting.slice(0, MAX_CONTENTS_NOTES);
    const { notes, later } = await postJson('/api/notes/contents', { ids }, NoteContentsResponse);
    const incoming: LocalNote[] = [];
    for (const remote of notes) {
      const entry = byId.get(remote.share_id);
      if (entry) incoming.push(await localCopyOf(entry, remote));
    }
    await whileSignedIn([db.notes], async () => {
      const held = await db.notes.bulkGet(incoming.map((note) => note.shareId));
      await db.notes.bulkPut(incoming.filter((note, index) => replacesLocalCopy(held[index], note)));
    });
    // Only ids it was asked for, and never all of them again: the server answers at least one note when it can.
    const again = later.filter((id) => ids.includes(id) && byId.has(id));
    waiting = [...(again.length < ids.length ? again : []), ...waiting.slice(ids.length)];
  }
}

async function reconcile(): Promise<AccountState> {
  if ((await db.signOut.count()) > 0) {
    // Signed out here and not yet told to the server: the drain tells it (or finds someone else signed in).
    await drainOutbox();
    if ((await db.signOut.count()) > 0) return { kind: 'signed-out-here' };
  }
  try {
    await claimLocalNotes();
    const list = await getJson('/api/notes/list', AccountNoteList);
    await keepList(list);
    await fetchAll(await toFetch(list));
    return { kind: 'signed-in' };
  } catch (error) {
    if (error instanceof SignedOutMeanwhile) return { kind: 'signed-out-here' };
    if (sessionGone(error)) return { kind: 'session-ended', forgotten: await forgetEndedSession() };
    throw error;
  }
}

/**
 * The latest reconcile this tab asked for; `started` once it holds the lock (the platform may grant it at once),
 * `settled` once it has finished.
 */
let latest: { started: boolean; settled: boolean; result: Promise<AccountState> } | null = null;

/**
 * Brings the account's notes on this device up to date: after sign-in, at start, on focus and online. One at
 * a time across tabs; a call while this tab's last one still waits for its turn joins it, and with `joinRunning` also
 * one that is running (a page starting while the sign-in's reconcile runs learns nothing a second one would). Throws
 * on a network failure.
 */
export function refreshAccountNotes({ joinRunning = false }: { joinRunning?: boolean } = {}): Promise<AccountState> {
  if (latest && (!latest.started || (joinRunning && !latest.settled))) return latest.result;
  const ticket: { started: boolean; settled: boolean; result: Promise<AccountState> } = {
    started: false,
    settled: false,
    result: Promise.resolve({ kind: 'signed-in' }),
  };
  ticket.result = withReconcileLock(() => {
    ticket.started = true;
    return reconcile();
  }).finally(() => {
    ticket.settled = true;
  });
  latest = ticket;
  return ticket.result;
}

/**
 * After sign-in: the unsaved note is published, queued creates are sent, then every note written here is claimed and
 * the account's notes are brought here — whether or not the account already had notes. Offline, what could
 * not be sent stays local and the next refresh claims it.
 */
export async function reconcileAfterSignIn(): Promise<AccountState> {
  await publishScratchIntoAccount();
  await drainOutbox();
  return refreshAccountNotes();
}
