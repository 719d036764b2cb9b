// The note this tab has just published, handed to the note page that publishing navigates to. That page
// would otherwise probe IndexedDB for the edit id, read the note back and ask the server for a newer copy
// (nobody else can have changed it yet) before showing the editor: the writer saw loading placeholders
// for half a second. The hand-off ends once the first editor view showing the note is on screen, so a
// later visit in the same tab reads the database and the server as usual. Kept out of Dexie's module so
// the read-only note page can peek without downloading it.
import type { LocalNote } from '../local/types.ts';

let handoff: LocalNote | null = null;

export function handOverPublished(note: LocalNote): void {
  handoff = note;
}

/** The just-published note while it is being handed over; undefined for any other note. */
export function handedOver(shareId: string): LocalNote | undefined {
  return handoff?.shareId === shareId ? handoff : undefined;
}

/**
 * Called once the editor view that received the note is on screen (an effect, not a render: React may
 * render and discard a component before committing it).
 */
export function endHandOver(shareId: string): void {
  if (handoff?.shareId === shareId) handoff = null;
}
