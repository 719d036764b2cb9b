// How the account's notes leave this device when its session ends here or elsewhere (sign-out.ts, ended-elsewhere.ts):
// a note with queued changes leaves every list and view at once but stays hidden (`leaving`) until they are delivered
// (the outbox removes it then), and with it goes the rest this device kept of it.
import { db } from '../local/db.ts';
import { discard, opsFor } from '../local/outbox/outbox.ts';
import { forgetNotePages } from '../local/on-demand/note-page-cache.ts';
import { forgetVersionsOf } from '../local/versions.ts';
import type { LocalNote } from '../local/types.ts';
import { clearJournal, noteJournal } from '../probe/journal.ts';
import { clearPasswordSession } from '../probe/password-sessions.ts';

/**
 * Removes `notes` from this device (call inside a rw transaction on notes and outbox): a note with queued
 * changes is hidden until they are delivered; one with a refused or conflicting change goes with its changes,
 * or with `keepRefused` stays as it is. Returns the share ids that left.
 */
export async function removeNotes(notes: readonly LocalNote[], { keepRefused }: { keepRefused: boolean }): Promise<string[]> {
  const left: string[] = [];
  for (const note of notes) {
    const ops = await opsFor(note.shareId);
    const refused = ops.some((op) => op.status === 'failed');
    if (refused && keepRefused) continue;
    left.push(note.shareId);
    if (ops.length > 0 && !refused) {
      await db.notes.put({ ...note, leaving: true });
      continue;
    }
    await discard(ops);
    await db.notes.delete(note.shareId);
  }
  return left;
}

/** The rest of what this device kept of these notes: their versions, journals, password sessions, the service worker's pages. */
export async function forgetTraces(shareIds: readonly string[]): Promise<void> {
  // Versions go now, not at the next start: the next person at this browser must not find the text there.
  await forgetVersionsOf(shareIds);
  for (const shareId of shareIds) {
    clearJournal(noteJournal(shareId));
    clearPasswordSession(shareId);
  }
  await forgetNotePages(shareIds).catch((error: unknown) => console.error('Clearing cached note pages failed', error));
}
