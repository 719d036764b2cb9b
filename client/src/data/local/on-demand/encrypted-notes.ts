// This device's end-to-end encrypted notes (docs/design.md §10.5): the server's answers about them opened with the
// note's key before anything is stored, a note of the account opened later by its link (unlock), and a published
// plaintext note encrypted from now on (its conversion). Loaded only where one is met (the commands import it
// dynamically), and the decrypting code only when an envelope is opened: the home editor downloads neither.
import type { EditLinkNote, SharedNote } from '../../../../../shared/api.ts';
import { requestDrain } from '../outbox/drain-request.ts';
import { enqueue } from '../outbox/outbox.ts';
import { db } from '../db.ts';
import { adoptServerState } from '../server-state.ts';
import { lockedNote, noteFromEditLink, updateOp, type CopyFields } from '../local-note.ts';
import { newNoteKey, NoteKeyError } from '../note-key.ts';
import type { LocalNote } from '../types.ts';

const openCopy = () => import('./encrypted-copy.ts');

/**
 * The note an encrypted note's edit-link answer becomes on this device: opened with the link's key, or the key this
 * device already holds for it. Throws NoteKeyError when it does not open (nothing is stored).
 */
export async function fromEditLink(editId: string, remote: EditLinkNote, linkKey: string | undefined): Promise<LocalNote> {
  const key = linkKey || (await db.notes.get(remote.share_id))?.key;
  const opened = await (await openCopy()).openWith(remote, key);
  if (!opened.ok || key === undefined) throw new NoteKeyError(!opened.ok && opened.failure === 'key-missing');
  return { ...noteFromEditLink(editId, opened.note, 'edit-link'), key };
}

/** The account's copy of an encrypted note (its list on this device): opened with a key held here, else kept locked. */
export async function fromAccount(editId: string, remote: EditLinkNote): Promise<LocalNote> {
  const key = (await db.notes.get(remote.share_id))?.key;
  const opened = key === undefined ? null : await (await openCopy()).openWith(remote, key);
  return opened?.ok && key !== undefined ? { ...noteFromEditLink(editId, opened.note, 'account'), key } : lockedNote(editId, remote, 'account');
}

/**
 * What a newer server copy of a held encrypted note changes of its text here: opened with the note's key, or locked
 * when this device has none (encrypted elsewhere). Null when the copy does not open with the key held here: the local
 * text stays.
 */
export async function encryptedCopyHere(held: LocalNote, server: SharedNote): Promise<CopyFields | null> {
  if (held.key === undefined) return { title: '', content: '', renamed: false, sealed: server.content };
  const opened = await (await openCopy()).openWith(server, held.key);
  if (!opened.ok) return null;
  const { title, content, renamed } = opened.note;
  return { title, content, renamed };
}

/**
 * Opens a locked note (the account's, listed here without its key) with the key its link brought: from then on it
 * is readable and editable here. Works offline (the envelope is stored). False when the key does not open it.
 */
export async function unlockNote(shareId: string, key: string): Promise<boolean> {
  const locked = await db.notes.get(shareId);
  if (locked?.sealed === undefined) return locked?.key === key;
  const opened = await (await openCopy()).openWith({ title: '', content: locked.sealed }, key);
  if (!opened.ok) return false;
  const { title, content, renamed } = opened.note;
  await db.transaction('rw', db.notes, async () => {
    const note = await db.notes.get(shareId);
    // Changed meanwhile (a newer envelope arrived): the next opening tries again.
    if (!note || note.sealed !== locked.sealed) return;
    const { sealed: _sealed, ...rest } = note;
    await db.notes.put({ ...rest, key, title, content, renamed, ...adoptServerState({ version: note.version, content }) });
  });
  return true;
}

/**
 * Encrypts a published plaintext note end to end from now on (docs/design.md §10.2): a new key here, and an update
 * of its text as an envelope that converts it on the server, which then deletes the note's plaintext history.
 * Returns the key (its links carry it); nothing changes for a note already encrypted or not here.
 */
export async function encryptEndToEnd(shareId: string): Promise<string | null> {
  const key = newNoteKey();
  const converted = await db.transaction('rw', db.notes, db.outbox, async () => {
    const note = await db.notes.get(shareId);
    if (!note || note.key !== undefined || note.sealed !== undefined || note.leaving) return false;
    const next = { ...note, key };
    await db.notes.put(next);
    await enqueue(shareId, updateOp(next, note.content));
    return true;
  });
  if (converted) requestDrain();
  return converted ? key : null;
}
