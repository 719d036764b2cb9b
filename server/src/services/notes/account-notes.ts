// The signed-in user's side of notes (docs/design.md §4.4): the account's list, claiming notes
// published before sign-in by proving their edit ids, and who owns a note as readers see it.
import { MAX_CONTENTS_BYTES } from '../../../../shared/limits.ts';
import type { AccountNote, NoteContentsResponse, SyncNotesResponse } from '../../../../shared/wire/account.ts';
import type { SharedNote } from '../../../../shared/api.ts';
import type { OwnedNote, StoredNote } from '../../storage/note-store.ts';
import { toSharedNote, type NoteContext } from './note-context.ts';

/** Notes a contents request reads together (see accountNoteContents). */
const READS_AT_ONCE = 4;

export function toAccountNote(note: OwnedNote): AccountNote {
  return {
    id: note.shareId,
    edit_id: note.editId,
    title: note.title,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    version: note.version,
    encrypted: note.encrypted,
  };
}

export async function listAccountNotes(ctx: NoteContext, ownerId: string): Promise<AccountNote[]> {
  return (await ctx.store.listByOwner(ownerId, ctx.now())).map(toAccountNote);
}

/**
 * Claims every pair whose edit id matches and that no other account owns; the rest change nothing. Running
 * it again answers the same. Claims are issued together so the SQLite group committer folds them into few
 * transactions.
 */
export async function syncAccountNotes(
  ctx: NoteContext,
  ownerId: string,
  pairs: ReadonlyArray<{ share_id: string; edit_id: string }>,
): Promise<SyncNotesResponse> {
  const unique = [...new Map(pairs.map((pair) => [pair.share_id, pair])).values()];
  const now = ctx.now();
  const claimed = await Promise.all(unique.map((pair) => ctx.store.claim(pair.share_id, pair.edit_id, ownerId, now)));
  const notes = claimed.filter((note): note is StoredNote => note !== null).map(toAccountNote);
  return { synced: notes.length, notes };
}

/**
 * The texts of the owner's notes among `shareIds`, as each one's edit link answers it: one request where a new
 * device would otherwise make one per note. A note that is missing, expired, taken down or not the owner's is left
 * out without saying which, so the answer tells nothing about notes that are not the owner's. Notes are read a few at
 * a time until their text reaches MAX_CONTENTS_BYTES; the ids not read yet are answered as `later`.
 */
export async function accountNoteContents(ctx: NoteContext, ownerId: string, shareIds: readonly string[]): Promise<NoteContentsResponse> {
  const now = ctx.now();
  const notes: NoteContentsResponse['notes'] = [];
  let bytes = 0;
  // A few reads at a time: on a database server each read is a round trip, and one at a time would add up to a
  // hundred of them; all at once would hold every note's text in memory before the limit could stop it.
  for (let start = 0; start < shareIds.length; start += READS_AT_ONCE) {
    const found = await Promise.all(shareIds.slice(start, start + READS_AT_ONCE).map((shareId) => ctx.store.findByShareId(shareId, now)));
    for (const [offset, note] of found.entries()) {
      if (notes.length > 0 && bytes >= MAX_CONTENTS_BYTES) return { notes, later: shareIds.slice(start + offset) };
      if (note === null || note.ownerId !== ownerId || note.disabledAt) continue;
      notes.push({ ...toSharedNote(note), share_id: note.shareId });
      bytes += Buffer.byteLength(note.content);
    }
  }
  return { notes, later: [] };
}

/** The share answer's `owner` (display name only, never the e-mail) and `is_owned` for this reader. */
export async function withOwnership(
  note: SharedNote,
  ownerId: string | null,
  lookups: { displayName(userId: string): Promise<string | null>; viewerId(): Promise<string | null> },
): Promise<SharedNote> {
  if (ownerId === null) return note;
  const [owner, viewerId] = await Promise.all([lookups.displayName(ownerId), lookups.viewerId()]);
  return { ...note, owner, is_owned: viewerId === ownerId };
}
