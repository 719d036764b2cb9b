// What an edit-id holder can do besides editing content (docs/design.md §4.2–4.3): resolve an edit link, rename, set the
// expiry, set or remove the password, delete. The edit id is the whole capability; a wrong one finds no note.
import type {
  EditLinkNote,
  ExpireNoteResponse,
  PasswordNoteResponse,
  RenameNoteResponse,
} from '../../../../shared/api.ts';
import { expiresAtFor, type ExpireOption } from '../../../../shared/limits.ts';
import { EncryptedNoteError, InvalidInputError, NoteNotFoundError } from '../../errors.ts';
import type { StoredNote } from '../../storage/note-store.ts';
import { hashFor, iso, noteByEditId, toSharedNote, type NoteContext, writtenNote } from './note-context.ts';
import { writeChecked } from './write-checked.ts';
import { sanitizeTitle } from '../sanitize/sanitize.ts';

export async function resolveEditLink(ctx: NoteContext, editId: string): Promise<EditLinkNote> {
  const note = await noteByEditId(ctx, editId);
  return { ...toSharedNote(note), share_id: note.shareId };
}

export async function deleteNote(ctx: NoteContext, editId: string): Promise<void> {
  const note = await noteByEditId(ctx, editId);
  if (!(await ctx.store.delete(note.shareId))) throw new NoteNotFoundError();
  ctx.writes?.gone(note.shareId, 'deleted');
}

export async function setExpiry(ctx: NoteContext, editId: string, expire: ExpireOption): Promise<ExpireNoteResponse> {
  const note = await noteByEditId(ctx, editId);
  const expiresAt = expiresAtFor(expire, ctx.now());
  return writeChecked(ctx, note, () => ({ patch: { expiresAt } }), (updated) => ({ expires_at: iso(updated.expiresAt) }));
}

export async function setPassword(
  ctx: NoteContext,
  editId: string,
  password: string | null,
  client: string,
): Promise<PasswordNoteResponse> {
  const note = await noteByEditId(ctx, editId);
  const passwordHash = password === null ? null : await hashFor(ctx, client, password);
  // A new password version invalidates every session issued for the old one; the lock resets too.
  return writeChecked(
    ctx,
    note,
    (current) => ({ patch: { passwordHash, passwordVersion: current.passwordVersion + 1, failedAttempts: 0 } }),
    (updated) => (updated.passwordHash === null ? { has_password: false } : { has_password: true, session_id: ctx.sessions.issue(updated, ctx.now()) }),
  );
}

export async function renameNote(
  ctx: NoteContext,
  editId: string,
  input: { title: string; noteId: string },
): Promise<RenameNoteResponse> {
  const note = await noteByEditId(ctx, editId);
  // The pair must agree: an edit id is never usable against some other note's share id.
  if (note.shareId !== input.noteId) throw new NoteNotFoundError();
  const title = sanitizeTitle(input.title);
  const respond = (current: StoredNote): RenameNoteResponse => {
    // Every write's answer, but the rename response's wire shape names the time `updated` and marks the title as chosen.
    const { updated_at: updated, ...written } = writtenNote(current);
    return { updated, renamed: true, ...written };
  };
  // Decided again on every try: a conversion landing between a read and the write makes the note encrypted.
  return writeChecked(
    ctx,
    note,
    (current) => {
      // An encrypted note's title is inside its envelope; a title stored beside it would be plaintext (docs/design.md §10).
      if (current.encrypted) throw new EncryptedNoteError();
      if (title === '') throw new InvalidInputError('title must contain visible text');
      // A replayed rename (the outbox retrying after a lost answer) must not bump the version a second time.
      if (current.renamed && current.title === title) return { answer: respond(current) };
      return { patch: { title, renamed: true, updatedAt: ctx.now(), version: current.version + 1 } };
    },
    respond,
  );
}
