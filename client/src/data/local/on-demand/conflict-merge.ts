// A 409 that needs nobody's choice (docs/design.md §6.4): when this device's edit and the server's newer one
// changed different words, the merged text is sent on top of the server's version and the conflict ends.
// The merge itself needs the document model (Quill, so a page): the caller passes it in. Where none is at
// hand (the service worker) the conflict simply stays stored until a page with the note open merges it.
import { db } from '../db.ts';
import { deriveTitle } from '../../../../../shared/text/title.ts';
import { keepMine } from '../conflict.ts';
import { refreshStatus } from '../outbox/outbox.ts';
import { requestDrain } from '../outbox/drain-request.ts';

/** The merged HTML of base/mine/theirs, or null when both sides changed the same words. */
export type HtmlMerge = (base: string, mine: string, theirs: string) => string | null;

/**
 * merged: the note's text went `from` → `to` and is sent on top of the server's version; conflict: the user
 * chooses; none: no conflict (any more), or the note moved on while merging (the caller tries the new state).
 */
export type MergeOutcome = { kind: 'merged'; from: string; to: string } | { kind: 'conflict' } | { kind: 'none' };

/**
 * Ends the note's conflict with `merge`'s text (the automatic merge, or one settled by the user's choice: then
 * `merge` answers null only when those choices were made for another state of the note).
 */
export async function mergeConflict(shareId: string, merge: HtmlMerge): Promise<MergeOutcome> {
  const note = await db.notes.get(shareId);
  const theirs = note?.conflict;
  if (!note || !theirs) return { kind: 'none' };
  // Without the server's copy this text was based on there is no telling who changed what.
  if (note.base?.version !== note.version) return { kind: 'conflict' };
  // Outside the transaction: the merge is the caller's code, and an IndexedDB transaction does not wait for it.
  const merged = merge(note.base.content, note.content, theirs.content);
  if (merged === null) return { kind: 'conflict' };
  const outcome = await db.transaction('rw', db.notes, db.outbox, async (): Promise<MergeOutcome> => {
    const now = await db.notes.get(shareId);
    // Typed into or resolved meanwhile: what was merged is stale; the caller tries again on the new state.
    if (!now?.conflict || now.content !== note.content || now.conflict.version !== theirs.version) return { kind: 'none' };
    // Only the text merges; a rename keeps its last-writer rule (the title follows the text unless renamed). A
    // server title that is not its text's own came from a rename elsewhere: the server keeps it, so this device
    // shows it too instead of one derived from the merged text.
    const renamedThere = theirs.title !== deriveTitle(theirs.content);
    const title = now.renamed ? now.title : renamedThere ? theirs.title : deriveTitle(merged);
    await keepMine({ ...now, content: merged, title, renamed: now.renamed || renamedThere });
    await refreshStatus(shareId);
    return { kind: 'merged', from: note.content, to: merged };
  });
  if (outcome.kind === 'merged') requestDrain();
  return outcome;
}
