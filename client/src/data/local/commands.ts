// Every change the UI can make to local data. Each command is one Dexie transaction that writes the
// change and its outbox op together, then nudges the sync engine. Commands on a note this browser no
// longer has (deleted in another tab) change nothing.
import type { SharedNote } from '../../../../shared/api.ts';
import { EditLinkNote } from '../../../../shared/wire/notes.ts';
import { expiresAtFor, MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';
import type { ExpireOption } from '../../../../shared/limits.ts';
import { deriveTitle } from '../../../../shared/text/title.ts';
import { ApiFailure, postJson } from '../remote/api-client.ts';
import { contentBytes, fitsSealed, NoteTooLargeError } from './content-size.ts';
import { choicesOf } from './draft.ts';
import { db } from './db.ts';
import { clearJournal, noteJournal, SCRATCH_JOURNAL } from '../probe/journal.ts';
import { newNoteIds } from './note-ids.ts';
import { checkedPassword, checkedTitle, keepingOrigin, newPublishedNote, noteFromEditLink, plainCopy, replacesLocalCopy, updateOp } from './local-note.ts';
import type { PublishInput } from './local-note.ts';
import { enqueue, opsFor, refreshStatus, requeue } from './outbox/outbox.ts';
import { SCRATCH_KEY } from '../probe/schema-names.ts';
import { askForPersistentStorage } from './storage-persistence.ts';
import { appendTyped, type Typed } from './typed-text.ts';
import { serverNow } from '../probe/server-clock.ts';
import { requestDrain } from './outbox/drain-request.ts';
import type { DraftChoices, LocalNote, OpBody } from './types.ts';
import { adoptServerState } from './server-state.ts';
import { handOverPublished } from '../probe/published-here.ts';
import { forgetVersions, keepSeenVersion } from './versions.ts';
import { noteLocalEdit } from './live-state.ts';

/** Encrypted notes' reading and writing, loaded only when one is met (the home editor never downloads it). */
const encryptedNotes = () => import('./on-demand/encrypted-notes.ts');

export type { PublishInput } from './local-note.ts';

const nowIso = (): string => new Date().toISOString();

/** The note's text changed in storage since the editor's text was built on it (another tab saved): nothing was written. */
export class StoredTextChangedError extends Error {
  constructor() {
    super('The note was saved elsewhere since this text was based on it');
    this.name = 'StoredTextChangedError';
  }
}

/**
 * Saves the home page's unsaved note. With `over` (the stored text an editor's or the stand-in's text is built on),
 * only while that is the stored text, as saveNoteContent: two home tabs never write over each other's keys.
 */
export async function saveScratch(content: string, over?: string): Promise<void> {
  await db.transaction('rw', db.scratch, async () => {
    const row = await db.scratch.get(SCRATCH_KEY);
    if (over !== undefined && over !== (row?.content ?? '')) throw new StoredTextChangedError();
    await db.scratch.put({ ...row, id: SCRATCH_KEY, content, updatedAt: nowIso() });
  });
  clearJournal(SCRATCH_JOURNAL, content);
}

/**
 * The home page's stand-in saving for the first time: what was typed there added to the unsaved note as it is
 * stored now (whatever another tab stored since the stand-in met it: none of the typing was stored, so nobody else
 * has seen it and adding it is the merge). Returns the text it was added to and what was stored.
 */
export async function addTypedToScratch(typed: Typed): Promise<{ base: string; content: string }> {
  const added = await db.transaction('rw', db.scratch, async () => {
    const row = await db.scratch.get(SCRATCH_KEY);
    const base = row?.content ?? '';
    const content = appendTyped(base, typed);
    await db.scratch.put({ ...row, id: SCRATCH_KEY, content, updatedAt: nowIso() });
    return { base, content };
  });
  clearJournal(SCRATCH_JOURNAL, added.content);
  return added;
}

/**
 * Keeps a change of what the writer chose on the publish bar with the unsaved note (draft.ts): a sign-in or sign-out
 * that publishes the note honours it. Chosen before anything is typed, it waits in an empty unsaved note.
 */
export async function saveDraftChoices(change: Partial<DraftChoices>): Promise<void> {
  await db.transaction('rw', db.scratch, async () => {
    const row = await db.scratch.get(SCRATCH_KEY);
    await db.scratch.put({ id: SCRATCH_KEY, content: '', updatedAt: nowIso(), ...row, choices: { ...choicesOf(row), ...change } });
  });
}

export async function clearScratch(): Promise<void> {
  await db.scratch.delete(SCRATCH_KEY);
  clearJournal(SCRATCH_JOURNAL);
}

/**
 * Publishes at once under client-proposed ids (works offline) and queues the create. An encrypted note's `key` is
 * made here and goes into its links' fragment (docs/design.md §10.5).
 */
export async function publishNote(input: PublishInput): Promise<{ shareId: string; editId: string; key?: string }> {
  // Promise no link the server will refuse: over the limit, nothing is stored or queued.
  const bytes = contentBytes(input.content);
  if (bytes > MAX_CONTENT_BYTES) throw new NoteTooLargeError(bytes);
  const { note, create } = newPublishedNote(input, await newNoteIds(), new Date(), new Date(serverNow()));
  if (note.key !== undefined && !fitsSealed({ title: create.title ?? null, content: note.content })) throw new NoteTooLargeError(bytes);
  await db.transaction('rw', db.notes, db.outbox, db.scratch, async () => {
    await db.notes.add(note);
    await enqueue(note.shareId, { kind: 'create', payload: create });
    await db.scratch.delete(SCRATCH_KEY);
  });
  // The unsaved note became this published one: its journal must not bring it back on the next start.
  clearJournal(SCRATCH_JOURNAL);
  handOverPublished(note);
  // From now on IndexedDB may hold the only copy of something the user shared: ask the browser to keep it.
  void askForPersistentStorage();
  requestDrain();
  return { shareId: note.shareId, editId: note.editId, ...(note.key === undefined ? {} : { key: note.key }) };
}

/** Applies `change` to the note and queues its op in one transaction; nothing when the note is gone. */
async function changeNote(shareId: string, change: (note: LocalNote) => { note: LocalNote; op: OpBody } | null): Promise<void> {
  const changed = await db.transaction('rw', db.notes, db.outbox, async () => {
    const note = await db.notes.get(shareId);
    const next = note ? change(note) : null;
    if (!next) return false;
    await db.notes.put(next.note);
    await enqueue(shareId, next.op);
    return true;
  });
  if (changed) requestDrain();
}

/**
 * Saves the note's text. With `over` (the stored text an editor's text is built on), only while that is the stored
 * text: otherwise StoredTextChangedError, and the editor merges the newer text in (editor/editor-sync.ts).
 */
export async function saveNoteContent(shareId: string, content: string, over?: string): Promise<void> {
  await changeNote(shareId, (note) => {
    if (note.content === content) return null;
    if (over !== undefined && note.content !== over) throw new StoredTextChangedError();
    const next = { ...note, content, title: note.renamed ? note.title : deriveTitle(content), updatedAt: nowIso() };
    return { note: next, op: updateOp(next, content) };
  });
  // Made while the note's live stream was down: it merges by the rules for edits made apart (live-state.ts).
  noteLocalEdit(shareId);
  clearJournal(noteJournal(shareId), content);
}

/** Renames the note; an encrypted note's title lives in its envelope, so its rename is an update (§10.5). */
export async function renameNote(shareId: string, title: string): Promise<void> {
  const wanted = checkedTitle(title);
  await changeNote(shareId, (note) => {
    if (note.renamed && note.title === wanted) return null;
    const next = { ...note, title: wanted, renamed: true, updatedAt: nowIso() };
    return { note: next, op: note.key === undefined ? { kind: 'rename', payload: { title: wanted } } : updateOp(next, note.content) };
  });
}

export async function setNoteExpiry(shareId: string, expire: ExpireOption): Promise<void> {
  await changeNote(shareId, (note) => ({
    note: { ...note, expiresAt: expiresAtFor(expire, new Date(serverNow()))?.toISOString() ?? null },
    op: { kind: 'expire', payload: { expire } },
  }));
}

export async function setNotePassword(shareId: string, password: string | null): Promise<void> {
  const value = password === null ? null : checkedPassword(password);
  await changeNote(shareId, (note) => ({
    note: { ...note, hasPassword: value !== null },
    op: { kind: 'password', payload: { password: value } },
  }));
}

/** Removes the local record at once; the server delete is queued (or skipped if it never got the note). */
export async function deleteNote(shareId: string): Promise<void> {
  await db.transaction('rw', db.notes, db.outbox, db.versions, async () => {
    const note = await db.notes.get(shareId);
    if (!note) return;
    await enqueue(shareId, { kind: 'delete', payload: { editId: note.editId } });
    await db.notes.delete(shareId);
    await forgetVersions(shareId);
  });
  clearJournal(noteJournal(shareId));
  requestDrain();
}

/**
 * Takes over a note through its edit link, with the key its fragment carries (`key`, for an encrypted note); throws
 * ApiFailure (404) when the link leads nowhere, NoteKeyError when an encrypted note does not open.
 */
export async function importEditLink(editId: string, key?: string): Promise<{ shareId: string }> {
  // A note whose create is still queued here is not on the server yet: asking would only get a 404.
  const unsent = await db.notes.filter((note) => note.editId === editId && note.version === 0 && !note.leaving).first();
  if (unsent) return { shareId: unsent.shareId };
  let remote: EditLinkNote;
  try {
    remote = await postJson(`/api/notes/edit/${encodeURIComponent(editId)}`, undefined, EditLinkNote);
  } catch (error) {
    // Offline, or the server does not know the note yet (its create is still queued here): a note this
    // browser already holds opens from its local copy rather than as a broken link.
    const unreachable = error instanceof ApiFailure && (error.code === 'network' || error.status === 404);
    const local = unreachable ? await db.notes.filter((note) => note.editId === editId && !note.leaving).first() : undefined;
    if (local) return { shareId: local.shareId };
    throw error;
  }
  // Someone's edit link: the note stays theirs, never claimed into an account signed in here unless the person adds it.
  const incoming = remote.encrypted ? await (await encryptedNotes()).fromEditLink(editId, remote, key) : noteFromEditLink(editId, remote, 'edit-link');
  await db.transaction('rw', db.notes, db.versions, async () => {
    const held = await db.notes.get(incoming.shareId);
    if (!replacesLocalCopy(held, incoming)) return;
    await db.notes.put(keepingOrigin(held, incoming));
    const { shareId, version, updatedAt, title, content } = incoming;
    await keepSeenVersion({ shareId, version, updatedAt, title, content });
  });
  return { shareId: incoming.shareId };
}

/** Queues failed ops of the note again (a conflict waits for resolveConflict instead). */
export async function retryFailed(shareId: string): Promise<void> {
  await db.transaction('rw', db.notes, db.outbox, async () => {
    for (const op of await opsFor(shareId)) {
      if (op.status !== 'failed' || op.lastError?.code === 'conflict') continue;
      await requeue(op);
    }
    await refreshStatus(shareId);
  });
  requestDrain();
}

export { resolveConflict } from './conflict.ts';
export { keepAsNewNote } from './deleted-elsewhere.ts';

/**
 * Brings this browser's copy up to the server's when another device or tab changed the note and nothing
 * is waiting to be sent here. With local changes pending, the push will meet a 409 and the user chooses,
 * so nothing is overwritten either way.
 */
export async function adoptServerCopy(shareId: string, server: SharedNote): Promise<void> {
  const held = await db.notes.get(shareId);
  if (!held || server.version <= held.version) return;
  // An encrypted note's copy is opened with this device's key first (or kept locked without one).
  const copy = server.encrypted ? await (await encryptedNotes()).encryptedCopyHere(held, server) : plainCopy(server);
  if (!copy) return;
  await db.transaction('rw', db.notes, db.outbox, db.versions, async () => {
    const note = await db.notes.get(shareId);
    if (!note || note.leaving || server.version <= note.version || (await opsFor(shareId)).length > 0) return;
    const { sealed: _sealed, ...rest } = note;
    await db.notes.put({
      ...rest,
      ...copy,
      ...adoptServerState({ version: server.version, content: copy.sealed === undefined ? copy.content : null }),
      updatedAt: server.updated_at,
      expiresAt: server.expires_at,
      hasPassword: server.has_password,
      syncStatus: 'synced',
    });
    if (copy.sealed === undefined) {
      await keepSeenVersion({ shareId, version: server.version, updatedAt: server.updated_at, title: copy.title, content: copy.content });
    }
  });
}
