// A note's history for whoever holds its edit id (docs/design.md §4.2–4.3): the versions list, one version,
// and restoring one. A restore is an update whose content and title are the version's: it moves the version, so
// the version it replaced is kept and the restore is undone by restoring that one; a stale base is a 409 with the
// server's side, and a replay of an acknowledged restore changes nothing, as for updates (note-writes.ts).
import type { NoteVersionResponse, RestoreVersionRequest, RestoreVersionResponse, VersionsResponse } from '../../../../shared/wire/versions.ts';
import { DEFAULT_VERSIONS_PAGE } from '../../../../shared/wire/versions.ts';
import { isEnvelope } from '../../../../shared/envelope.ts';
import { NoteNotFoundError, VersionConflictError, VersionNotFoundError } from '../../errors.ts';
import type { StoredNote } from '../../storage/note-store.ts';
import { noteByEditId, type NoteContext, writtenNote } from './note-context.ts';
import { writeChecked } from './write-checked.ts';

export async function listNoteVersions(
  ctx: NoteContext,
  editId: string,
  page: { before: number | null; limit: number | null },
): Promise<VersionsResponse> {
  const note = await noteByEditId(ctx, editId);
  const limit = page.limit ?? DEFAULT_VERSIONS_PAGE;
  // One more than asked tells whether an older page exists.
  const listed = await ctx.store.listVersions(note.shareId, ctx.now(), page.before, limit + 1);
  if (!listed) throw new NoteNotFoundError();
  // Fail closed, as keptVersion: every version of an encrypted note has the empty title; one with a title is plaintext
  // that outlived a conversion (docs/decisions.md, the MongoDB crash window) and its title is never listed.
  const found = note.encrypted ? listed.filter((version) => version.title === '') : listed;
  const versions = found.slice(0, limit);
  return {
    versions: versions.map((version) => ({
      version: version.version,
      updated_at: version.updatedAt.toISOString(),
      title: version.title,
      size: version.size,
      // A conversion deletes every plaintext version (docs/design.md §10): an encrypted note's history is all envelopes.
      encrypted: note.encrypted,
    })),
    next_before: found.length > limit ? versions.at(-1)!.version : null,
  };
}

async function keptVersion(ctx: NoteContext, note: StoredNote, version: number) {
  const found = await ctx.store.getVersion(note.shareId, version, ctx.now());
  if (!found) throw new VersionNotFoundError();
  // Fail closed: a plaintext version that outlived a conversion (docs/decisions.md, the MongoDB crash window) is never
  // served as, or restored into, an encrypted note.
  if (note.encrypted && !isEnvelope(found.content)) throw new VersionNotFoundError();
  return found;
}

export async function getNoteVersion(ctx: NoteContext, editId: string, version: number): Promise<NoteVersionResponse> {
  const note = await noteByEditId(ctx, editId);
  const found = await keptVersion(ctx, note, version);
  return { version: found.version, updated_at: found.updatedAt.toISOString(), title: found.title, content: found.content, encrypted: note.encrypted };
}

export async function restoreNoteVersion(ctx: NoteContext, editId: string, input: RestoreVersionRequest): Promise<RestoreVersionResponse> {
  const note = await noteByEditId(ctx, editId);
  const target = await keptVersion(ctx, note, input.version);
  const answer = (current: StoredNote): RestoreVersionResponse => ({ ...writtenNote(current), content: current.content });
  // Decided again on every try, on the note as it is then (writeChecked).
  return writeChecked(
    ctx,
    note,
    (current) => {
      // As keptVersion: never plaintext into an encrypted note (it may have been converted since the version was read).
      if (current.encrypted && !isEnvelope(target.content)) throw new VersionNotFoundError();
      // A replay of an acknowledged restore (or restoring what is already there) is a no-op, whatever its base.
      if (current.content === target.content && current.title === target.title && input.baseVersion <= current.version) return { answer: answer(current) };
      if (input.baseVersion !== current.version) throw new VersionConflictError(current);
      // The stored content was sanitized when it was saved; a renamed note keeps being renamed, with this title.
      return { patch: { title: target.title, content: target.content, updatedAt: ctx.now(), version: current.version + 1 } };
    },
    answer,
  );
}
