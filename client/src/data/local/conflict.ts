// Resolving a 409: the user saw both sides (the local note and `note.conflict`, the server's) and chose.
// Nothing is overwritten without that choice; 'both' keeps each side as its own note.
import { db } from './db.ts';
import { copyInput, newPublishedNote, updateOp } from './local-note.ts';
import { newNoteIds } from './note-ids.ts';
import { discard, enqueue, opsFor, refreshStatus, requeue } from './outbox/outbox.ts';
import { adoptServerState } from './server-state.ts';
import { serverNow } from '../probe/server-clock.ts';
import { requestDrain } from './outbox/drain-request.ts';
import type { LocalNote, NoteAddress } from './types.ts';

export type ConflictChoice = 'mine' | 'theirs' | 'both';

/** Makes the server's side the local note and drops the local content updates it replaces. */
async function takeTheirs(note: LocalNote): Promise<void> {
  const current = note.conflict;
  if (!current) return;
  const ops = await opsFor(note.shareId);
  await discard(ops.filter((op) => op.kind === 'update'));
  const renamePending = ops.some((op) => op.kind === 'rename');
  const { conflict: _conflict, ...rest } = note;
  await db.notes.put({
    ...rest,
    content: current.content,
    title: renamePending ? note.title : current.title,
    updatedAt: current.updated_at,
    ...adoptServerState({ version: current.version, content: current.content }),
  });
}

/** Re-bases the local content on the server's version and sends it again (also what a merge sends). */
export async function keepMine(note: LocalNote): Promise<void> {
  const current = note.conflict;
  if (!current) return;
  const { conflict: _conflict, ...rest } = note;
  await db.notes.put({ ...rest, ...adoptServerState({ version: current.version, content: current.content }) });
  const updates = (await opsFor(note.shareId)).filter((op) => op.kind === 'update');
  const blocked = updates.find((op) => op.lastError?.code === 'conflict');
  const update = updateOp(note, note.content);
  if (blocked) {
    // The refused update now carries the latest text; updates queued behind it would only repeat it.
    await discard(updates.filter((op) => op !== blocked));
    await requeue(blocked, update);
  } else {
    await enqueue(note.shareId, update);
  }
}

export interface KeepBothOptions {
  /** The copy's password; required when the note in conflict has one (its password is not known here). */
  password?: string;
}

/**
 * Applies the user's choice for the note in conflict. With 'both' the local content becomes a new
 * published note (without expiry) and its address is returned; the original note takes the server's side.
 * A copy of a protected note is never published open: it needs `options.password` (RangeError otherwise,
 * and nothing changes).
 */
export async function resolveConflict(shareId: string, choice: ConflictChoice, options: KeepBothOptions = {}): Promise<NoteAddress | undefined> {
  // Before the transaction: hashing is not IndexedDB work, and awaiting it inside would end the transaction.
  const ids = choice === 'both' ? await newNoteIds() : null;
  const created = await db.transaction('rw', db.notes, db.outbox, async () => {
    const note = await db.notes.get(shareId);
    if (!note?.conflict) return undefined;
    let copied: NoteAddress | undefined;
    if (choice === 'mine') {
      await keepMine(note);
    } else {
      if (ids) {
        const { note: copy, create } = newPublishedNote(copyInput(note, options), ids, new Date(), new Date(serverNow()));
        await db.notes.add(copy);
        await enqueue(copy.shareId, { kind: 'create', payload: create });
        copied = { shareId: copy.shareId, key: copy.key };
      }
      await takeTheirs(note);
    }
    await refreshStatus(shareId);
    return copied;
  });
  requestDrain();
  return created;
}
