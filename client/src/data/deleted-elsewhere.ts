// A note deleted (or expired) on the server while this browser still had changes for it: a replayed create
// answers 410 `note-deleted` (ids are never reused), an update 404. The local text stays; the user can keep
// it as a new note under new ids. The old link is never brought back, and nothing more is sent for it.
import { clearJournal, noteJournal } from './journal.ts';
import { db } from './db.ts';
import { copyInput, newPublishedNote } from './local-note.ts';
import { enqueue, opsFor } from './outbox-store.ts';
import { serverNow } from './server-clock.ts';
import { requestDrain } from './sync-triggers.ts';

/** Error codes meaning the server no longer has the note, so retrying cannot deliver anything. */
export const GONE_CODES: readonly string[] = ['note-deleted', 'note-not-found'];

export const isGone = (code: string | undefined): boolean => code !== undefined && GONE_CODES.includes(code);

export interface KeepAsNewOptions {
  /** Needed when the note is protected and its password is not known here (it was sent long ago). */
  password?: string;
}

/** Publishes the note's local text as a new note, forgets the old one here; returns the new share id. */
export async function keepAsNewNote(shareId: string, options: KeepAsNewOptions = {}): Promise<string> {
  const copyId = await db.transaction('rw', db.notes, db.outbox, async () => {
    const note = await db.notes.get(shareId);
    if (!note) throw new Error(`No local note ${shareId}`);
    const ops = await opsFor(shareId);
    // An unsent create still holds what the user chose when publishing.
    const create = ops.find((op) => op.kind === 'create');
    const chosen = create?.kind === 'create' ? create.payload : undefined;
    const input = copyInput(note, { password: options.password ?? chosen?.password, expire: chosen?.expire });
    const { note: copy, create: body } = newPublishedNote(input, new Date(), new Date(serverNow()));
    await db.notes.add(copy);
    await enqueue(copy.shareId, { kind: 'create', payload: body });
    await db.outbox.bulkDelete(ops.flatMap((op) => (op.id === undefined ? [] : [op.id])));
    await db.notes.delete(shareId);
    return copy.shareId;
  });
  clearJournal(noteJournal(shareId));
  requestDrain();
  return copyId;
}
