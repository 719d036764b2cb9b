// A note deleted (or expired) on the server while this browser still had changes for it: a replayed create
// answers 410 `note-deleted` (ids are never reused), an update 404. The local text stays; the user can keep
// it as a new note under new ids. The old link is never brought back, and nothing more is sent for it.
// A note found gone with nothing unsent here (the account's list no longer has it, or reading it answered
// 404) is marked the same way: it leaves the lists, and an editor showing it shows the same choice.
import { clearJournal, noteJournal } from '../probe/journal.ts';
import { db } from './db.ts';
import { copyInput, newPublishedNote } from './local-note.ts';
import { newNoteIds } from './note-ids.ts';
import { discard, enqueue, opsFor } from './outbox/outbox.ts';
import { serverNow } from '../probe/server-clock.ts';
import type { LocalNote, NoteAddress } from './types.ts';
import { requestDrain } from './outbox/drain-request.ts';

/** Error codes meaning the server no longer has the note, so retrying cannot deliver anything. */
export const GONE_CODES: readonly string[] = ['note-deleted', 'note-not-found'];

export const isGone = (code: string | undefined): boolean => code !== undefined && GONE_CODES.includes(code);

/**
 * Error codes of a create the server refused because of the note's link: a share id not derived from the edit id (a
 * create queued by a build from before ids were derived, docs/design.md §3) or one another note holds. Retrying
 * cannot deliver it; keeping the text as a new note under a new pair can (features/note/refused-link).
 */
export const REFUSED_LINK_CODES: readonly string[] = ['share-id-not-derived', 'id-taken'];

/** Whether the note never reached the server because its link was refused. */
export const isLinkRefused = (note: Pick<LocalNote, 'syncStatus' | 'lastError'>): boolean =>
  note.syncStatus === 'failed' && REFUSED_LINK_CODES.includes(note.lastError?.code ?? '');

/** Whether the note is marked as no longer on the server. */
export const isGoneElsewhere = (note: Pick<LocalNote, 'syncStatus' | 'lastError'>): boolean => note.syncStatus === 'failed' && isGone(note.lastError?.code);

/** The note marked as gone from the server, when nothing of it waits to be sent here; otherwise null. */
export function goneElsewhere(note: LocalNote): LocalNote | null {
  if (note.leaving || note.syncStatus !== 'synced') return null;
  return { ...note, syncStatus: 'failed', lastError: { code: 'note-not-found', message: 'The note no longer exists on the server.' } };
}

/** Marks the note as gone from the server (a read answered 404) unless changes of it wait here. */
export async function markGoneElsewhere(shareId: string): Promise<void> {
  await db.transaction('rw', db.notes, db.outbox, async () => {
    const note = await db.notes.get(shareId);
    const gone = note && (await opsFor(shareId)).length === 0 ? goneElsewhere(note) : null;
    if (gone) await db.notes.put(gone);
  });
}

export interface KeepAsNewOptions {
  /** Needed when the note is protected and its password is not known here (it was sent long ago). */
  password?: string;
}

/** Publishes the note's local text as a new note, forgets the old one here; returns the new note's address. */
export async function keepAsNewNote(shareId: string, options: KeepAsNewOptions = {}): Promise<NoteAddress> {
  // Before the transaction: hashing is not IndexedDB work, and awaiting it inside would end the transaction.
  const ids = await newNoteIds();
  const copied = await db.transaction('rw', db.notes, db.outbox, async () => {
    const note = await db.notes.get(shareId);
    if (!note) throw new Error(`No local note ${shareId}`);
    const ops = await opsFor(shareId);
    // An unsent create still holds what the user chose when publishing.
    const create = ops.find((op) => op.kind === 'create');
    const chosen = create?.kind === 'create' ? create.payload : undefined;
    const input = copyInput(note, { password: options.password ?? chosen?.password, expire: chosen?.expire });
    const { note: copy, create: body } = newPublishedNote(input, ids, new Date(), new Date(serverNow()));
    await db.notes.add(copy);
    await enqueue(copy.shareId, { kind: 'create', payload: body });
    await discard(ops);
    await db.notes.delete(shareId);
    return { shareId: copy.shareId, key: copy.key };
  });
  clearJournal(noteJournal(shareId));
  requestDrain();
  return copied;
}
