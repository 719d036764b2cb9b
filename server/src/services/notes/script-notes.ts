// Notes for scripts (docs/design.md §4.8): a note made, replaced or deleted from a text body, and a note read as
// Markdown. A script holds no base version and no local copy to merge, so a replace overwrites whatever is stored
// (the last writer wins) at the version it finds, and bumps it: open editors take it in as any other change. The
// edit id comes from the caller (a bearer header, never a URL) and is compared in constant time.
import type { CreateNoteResponse, UpdateNoteResponse } from '../../../../shared/api.ts';
import type { ExpireOption } from '../../../../shared/limits.ts';
import { MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';
import { plainTextToHtml } from '../../../../shared/markdown/plain-text.ts';
import { ContentTooLargeError, EncryptedNoteError, NoteNotFoundError, PasswordRequiredError, WrongEditIdError } from '../../errors.ts';
import type { StoredNote } from '../../storage/note-store.ts';
import type { CleanContent } from '../sanitize/sanitize.ts';
import { readNote } from './note-access.ts';
import { noteByShareId, sameSecret, writtenNote, type NoteContext } from './note-context.ts';
import { createNote } from './note-writes.ts';
import { writeChecked } from './write-checked.ts';

/** What a script sends: the text and how to read it. */
export interface ScriptText {
  kind: 'markdown' | 'plain' | 'html';
  text: string;
}

/** The text as sanitized note content, within the size limit: plain text escaped, Markdown converted, HTML as is. */
async function cleanScriptText(ctx: NoteContext, body: ScriptText): Promise<CleanContent> {
  const clean =
    body.kind === 'markdown' ? await ctx.sanitizer.cleanMarkdown(body.text) : await ctx.sanitizer.clean(body.kind === 'plain' ? plainTextToHtml(body.text) : body.text);
  if (Buffer.byteLength(clean.html, 'utf8') > MAX_CONTENT_BYTES) throw new ContentTooLargeError();
  return clean;
}

export async function createFromScript(
  ctx: NoteContext,
  body: ScriptText,
  expire: ExpireOption | undefined,
  client: string,
  ownerId: string | null,
): Promise<CreateNoteResponse> {
  const { html } = await cleanScriptText(ctx, body);
  // The create's own rules (ids, title, expiry, owner) apply; sanitizing again is a fixed point.
  const created = await createNote(ctx, { content: html, ...(expire ? { expire } : {}) }, client, ownerId);
  return created.body;
}

/** The note `shareId` names, when `editId` is its edit id (404 without a note, 403 with another note's id). */
async function editableNote(ctx: NoteContext, shareId: string, editId: string): Promise<StoredNote> {
  const note = await noteByShareId(ctx, shareId);
  if (!sameSecret(note.editId, editId)) throw new WrongEditIdError();
  return note;
}

export async function replaceFromScript(ctx: NoteContext, shareId: string, editId: string, body: ScriptText): Promise<UpdateNoteResponse> {
  const note = await editableNote(ctx, shareId, editId);
  if (note.encrypted) throw new EncryptedNoteError('replace');
  // Sanitizing is the expensive step: only the holder of the edit id gets this far.
  const { html: content, autoTitle } = await cleanScriptText(ctx, body);
  return writeChecked(
    ctx,
    note,
    (current) => {
      // Encrypted since it was read (a browser converted it): plaintext would undo the encryption.
      if (current.encrypted) throw new EncryptedNoteError('replace');
      const title = current.renamed ? current.title : autoTitle;
      if (current.content === content && current.title === title) return { answer: writtenNote(current) };
      return { patch: { title, content, updatedAt: ctx.now(), version: current.version + 1 } };
    },
    writtenNote,
  );
}

export async function deleteFromScript(ctx: NoteContext, shareId: string, editId: string): Promise<void> {
  await editableNote(ctx, shareId, editId);
  if (!(await ctx.store.delete(shareId))) throw new NoteNotFoundError();
}

/** The note's text as Markdown, for whoever may read it (a password session for a protected note). */
export async function noteAsMarkdown(
  ctx: NoteContext,
  shareId: string,
  session: string | undefined,
): Promise<{ markdown: string; protectedNote: boolean; stateTag: string }> {
  const result = await readNote(ctx, shareId, session === undefined ? {} : { session });
  if (result.status === 'password-required') throw new PasswordRequiredError();
  const { note } = result;
  if (note.encrypted) throw new EncryptedNoteError('read');
  return {
    markdown: await ctx.sanitizer.markdownOf(note.content),
    protectedNote: note.has_password,
    stateTag: `${note.version}.${note.updated_at}.${note.expires_at ?? 'n'}`,
  };
}
