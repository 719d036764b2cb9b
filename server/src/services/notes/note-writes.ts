// Creating and editing note content (docs/design.md §3, §4.3): client-proposed ids with idempotent replays, optimistic
// versions with a 409 that carries the server's side, automatic titles until a note is renamed. End-to-end encrypted
// notes (docs/design.md §10) store the checked envelope as their content and an empty title, and a plaintext note
// converts to one by an update (its plaintext history goes with the conversion, in the store's same step).
import type {
  CreateNoteRequest,
  CreateNoteResponse,
  UpdateNoteRequest,
  UpdateNoteResponse,
} from '../../../../shared/api.ts';
import { expiresAtFor } from '../../../../shared/limits.ts';
import { applySplice, spliceProblem } from '../../../../shared/live-patch.ts';
import type { UpdatePatch } from '../../../../shared/wire/live.ts';
import { contentHashNow } from '../../lib/content-hash.ts';
import {
  IdTakenError,
  InvalidEnvelopeError,
  InvalidInputError,
  NoteDeletedError,
  PatchBaseMismatchError,
  ShareIdNotDerivedError,
  VersionConflictError,
  WrongEditIdError,
} from '../../errors.ts';
import type { StoredNote } from '../../storage/note-store.ts';
import {
  checkedEnvelope,
  cleanContent,
  hashFor,
  iso,
  noteByShareId,
  sameSecret,
  servable,
  type NoteContext,
  writtenNote,
} from './note-context.ts';
import { writeChecked } from './write-checked.ts';
import { isDerivedPair, newNoteIds } from './note-ids.ts';
import { sanitizeTitle } from '../sanitize/sanitize.ts';

function createResponse(ctx: NoteContext, note: StoredNote): CreateNoteResponse {
  const response: CreateNoteResponse = {
    edit_id: note.editId,
    share_id: note.shareId,
    title: note.title,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    expires_at: iso(note.expiresAt),
    version: note.version,
  };
  // The writer of a protected note should not have to type the password they just chose.
  if (note.passwordHash) response.session_id = ctx.sessions.issue(note, ctx.now());
  return response;
}

/**
 * A create proposing ids that are not a derived pair is refused, except the replay of one that already made its note:
 * notes created before share ids were derived keep their random pairs (ids never change), and a client retrying their
 * create after a lost answer must still hear 200. Whoever does not hold that note's edit id gets 400, note or none.
 */
async function replayOfUnderivedCreate(ctx: NoteContext, shareId: string, editId: string): Promise<CreateNoteResponse> {
  const existing = await ctx.store.findByShareId(shareId, ctx.now());
  if (existing && sameSecret(existing.editId, editId)) return createResponse(ctx, servable(existing));
  throw new ShareIdNotDerivedError();
}

export async function createNote(
  ctx: NoteContext,
  input: CreateNoteRequest,
  client: string,
  /** The signed-in creator: the note is theirs from the start. */
  ownerId: string | null = null,
): Promise<{ replayed: boolean; body: CreateNoteResponse }> {
  if ((input.share_id === undefined) !== (input.edit_id === undefined)) {
    throw new InvalidInputError('share_id and edit_id must be proposed together');
  }
  // Only the holder of an edit id may create the note its share id names (docs/design.md §3): a share id shown offline
  // cannot be taken first by whoever learns it. Checked before anything costly.
  if (input.share_id !== undefined && input.edit_id !== undefined && !isDerivedPair(input.share_id, input.edit_id)) {
    return { replayed: true, body: await replayOfUnderivedCreate(ctx, input.share_id, input.edit_id) };
  }
  const encrypted = input.encrypted === true;
  // The title of an encrypted note lives in its envelope: one sent beside it would be plaintext the server keeps.
  if (encrypted && input.title !== undefined) throw new InvalidInputError('an encrypted note has no title outside its envelope');
  const { html: content, autoTitle: derived } = encrypted
    ? { html: checkedEnvelope(input.content), autoTitle: '' }
    : await cleanContent(ctx, input.content);
  const givenTitle = input.title === undefined ? '' : sanitizeTitle(input.title);
  const now = ctx.now();
  const ids = input.share_id !== undefined && input.edit_id !== undefined ? { shareId: input.share_id, editId: input.edit_id } : newNoteIds();
  const note: StoredNote = {
    shareId: ids.shareId,
    editId: ids.editId,
    title: givenTitle || derived,
    content,
    createdAt: now,
    updatedAt: now,
    expiresAt: expiresAtFor(input.expire ?? 'never', now),
    version: 1,
    passwordHash: input.password === undefined ? null : await hashFor(ctx, client, input.password),
    passwordVersion: input.password === undefined ? 0 : 1,
    renamed: givenTitle !== '' && givenTitle !== derived,
    ownerId,
    failedAttempts: 0,
    disabledAt: null,
    encrypted,
  };
  const result = await ctx.store.insert(note);
  if (result.inserted) return { replayed: false, body: createResponse(ctx, note) };

  const existing = result.existing;
  // Ids are never reused: a replay of a create whose note has since been deleted must not bring it back.
  if (!existing) throw new NoteDeletedError();
  if (existing.shareId === note.shareId && sameSecret(existing.editId, note.editId)) {
    return { replayed: true, body: createResponse(ctx, servable(existing)) };
  }
  throw new IdTakenError();
}

/**
 * The content an update by patch means (docs/design.md §4.2): the splice applied to the stored text, which must be the
 * text the client based it on — the version first (409 with the server's side, as for any update), then the text's
 * hash (412: the client resends the whole content). An envelope is always sent whole.
 */
function patchedContent(note: StoredNote, baseVersion: number, patch: UpdatePatch): string {
  if (note.encrypted) throw new InvalidInputError('an encrypted note is updated with its whole envelope, never a patch');
  if (baseVersion !== note.version) throw new VersionConflictError(note);
  if (contentHashNow(note.content) !== patch.base_hash) throw new PatchBaseMismatchError();
  const splice = { at: patch.at, remove: patch.remove, insert: patch.insert };
  const problem = spliceProblem(note.content, splice);
  if (problem !== null) throw new InvalidInputError(`the patch does not apply to the stored content (${problem})`);
  return applySplice(note.content, splice);
}

export async function updateNote(
  ctx: NoteContext,
  shareId: string,
  input: UpdateNoteRequest,
): Promise<UpdateNoteResponse> {
  if ((input.content === undefined) === (input.patch === undefined)) throw new InvalidInputError('send exactly one of content and patch');
  const note = await noteByShareId(ctx, shareId);
  if (!sameSecret(note.editId, input.editId)) throw new WrongEditIdError();
  // An encrypted note stays encrypted: whatever the request says, its content must be an envelope.
  const encrypted = note.encrypted || input.encrypted === true;
  if (input.patch !== undefined && encrypted) throw new InvalidInputError('an encrypted note is updated with its whole envelope, never a patch');
  const sent = input.patch === undefined ? (input.content ?? '') : patchedContent(note, input.baseVersion, input.patch);
  // Sanitizing is the expensive step: only a caller holding the capability gets that far.
  const { html: content, autoTitle } = encrypted ? { html: checkedEnvelope(sent), autoTitle: '' } : await cleanContent(ctx, sent);
  // Decided again on every try, on the note as it is then (writeChecked).
  const written = await writeChecked(
    ctx,
    note,
    (current) => {
      // A plaintext note that became encrypted since it was read (another device converted it) gets no plaintext.
      if (current.encrypted && !encrypted) throw new InvalidEnvelopeError();
      const title = encrypted ? '' : current.renamed ? current.title : autoTitle;
      // Envelopes compare byte for byte: a replayed conversion or update of an encrypted note is recognised too.
      const unchanged = current.content === content && current.title === title && current.encrypted === encrypted;
      // A replay of an acknowledged update (or an edit that changes nothing) is a no-op, whatever its base.
      if (unchanged && input.baseVersion <= current.version) return { answer: current };
      if (input.baseVersion !== current.version) throw new VersionConflictError(current);
      return {
        patch: {
          title,
          content,
          updatedAt: ctx.now(),
          version: current.version + 1,
          // Only a conversion sets the flag, and the store then drops the plaintext history with it.
          ...(encrypted && !current.encrypted ? { encrypted: true, renamed: false } : {}),
        },
      };
    },
    (updated) => updated,
  );
  return { ...writtenNote(written), content_hash: contentHashNow(written.content) };
}
