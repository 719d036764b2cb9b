// The one check-and-write on a note: read, decide, write if the version is unchanged, else read and decide again.
import { WriteContendedError } from '../../errors.ts';
import type { NotePatch, NoteStore, StoredNote } from '../../storage/note-store.ts';
import { noteByShareId, type NoteContext } from './note-context.ts';

/**
 * How often a check-and-write re-reads and tries again after losing a race. Bounded because a lagging read
 * (MongoDB majority reads trail the primary for a moment) can keep showing the version the write lost to.
 */
export const MAX_WRITE_ATTEMPTS = 5;

/** What a check-and-write uses of the note context: a read, the conditional write and the clock. */
export interface WriteCheckedContext {
  store: Pick<NoteStore, 'findByShareId' | 'updateIfVersion'>;
  now: NoteContext['now'];
  writes?: NoteContext['writes'];
}

/** What a check-and-write decides from the note as it is now: answer without writing, or write `patch` at its version. */
export type WriteDecision<T> = { answer: T } | { patch: NotePatch };

/**
 * The one shape of every check-and-write on a note (docs/design.md §4.3). `decide` sees the live, servable note as
 * stored now and either answers without writing (a replay), refuses by throwing, or returns the patch to apply; the
 * patch applies only while the note is still at the version `decide` saw. When another write landed in between, the
 * note is read again and `decide` runs again on it, so every rule it checks (an encrypted note takes no title and no
 * plaintext, a stale base is a conflict, a replay changes nothing, a taken-down note is refused) holds for the note
 * the write finally applies to: no try ever writes what an older read decided.
 */
export async function writeChecked<T>(
  ctx: WriteCheckedContext,
  note: StoredNote,
  decide: (current: StoredNote) => WriteDecision<NoInfer<T>>,
  answer: (updated: StoredNote) => T,
): Promise<T> {
  let current = note;
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    if (attempt > 0) current = await noteByShareId(ctx, current.shareId);
    const decision = decide(current);
    if ('answer' in decision) return decision.answer;
    // The text it replaces, as read at that version: the store keeps it in history without reading it back.
    const updated = await ctx.store.updateIfVersion(current.shareId, current.version, decision.patch, ctx.now(), current.content);
    if (updated) {
      // The one place every write that changed a note passes, with the note as read and as stored: live notes hear
      // of updates, renames, restores, conversions, password and expiry changes here (docs/design.md §11.2).
      ctx.writes?.written(current, updated);
      return answer(updated);
    }
  }
  throw new WriteContendedError();
}
