// What this page knows of the notes it has live (docs/design.md §11.8), in memory only: whether a note's live stream is
// connected, whether its unsent text holds changes made apart (while the stream was not connected, or before this
// page opened it), and how many others have it open. Edits made together are rebased by transform when the server
// moves on (never a conflict panel); edits made apart keep the word-widened merge of §6.4, whose panel asks about
// overlapping words. Forgotten with the page: unsent text found at the next opening counts as made apart.

const connected = new Set<string>();
const apart = new Set<string>();
const others = new Map<string, number>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` when a note's live state changes; returns the unsubscribe. */
export function onLiveState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The note's live stream is connected (hello received) or not any more. */
export function setLiveConnected(shareId: string, on: boolean): void {
  if (on === connected.has(shareId)) return;
  if (on) connected.add(shareId);
  else {
    connected.delete(shareId);
    others.delete(shareId);
  }
  changed();
}

/** The page opened the note with unsent text: it was made apart from whatever the others did meanwhile. */
export function markApart(shareId: string): void {
  apart.add(shareId);
}

/** The editor stored a change of the note: made apart unless its live stream is connected. */
export function noteLocalEdit(shareId: string): void {
  if (!connected.has(shareId)) apart.add(shareId);
}

/** Everything of the note reached the server while connected: what comes next is made together again. */
export function settledTogether(shareId: string): void {
  if (connected.has(shareId)) apart.delete(shareId);
}

/** True when the note's unsent changes (if any) were all made while its live stream was connected. */
export function isLiveTogether(shareId: string): boolean {
  return connected.has(shareId) && !apart.has(shareId);
}

export function isLiveConnected(shareId: string): boolean {
  return connected.has(shareId);
}

/** How many others (editors and readers) have the note open, as its stream last said. */
export function setOthersHere(shareId: string, count: number): void {
  if (others.get(shareId) === count) return;
  others.set(shareId, count);
  changed();
}

/** Someone else has one of this page's live notes open: saves go sooner (docs/design.md §11.8). */
export function othersPresent(): boolean {
  for (const [shareId, count] of others) if (count > 0 && connected.has(shareId)) return true;
  return false;
}
