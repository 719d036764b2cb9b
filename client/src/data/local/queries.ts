// Reads of local data and the pure filters the React hooks apply to them.
import { db } from './db.ts';
import { isGoneElsewhere } from './deleted-elsewhere.ts';
import { choicesOf } from './draft.ts';
import { hasExpired } from '../probe/expiry.ts';
import { SCRATCH_KEY } from '../probe/schema-names.ts';
import type { DraftChoices, LocalNote, NoteListEntry } from './types.ts';

/** The unsaved note's content; '' when there is none. */
export async function readScratch(): Promise<string> {
  return (await db.scratch.get(SCRATCH_KEY))?.content ?? '';
}

/** The unsaved note with what the writer chose for publishing it ('' and no choices when there is none). */
export async function readDraft(): Promise<{ content: string; choices: DraftChoices }> {
  const row = await db.scratch.get(SCRATCH_KEY);
  return { content: row?.content ?? '', choices: choicesOf(row) };
}

/**
 * The notes lists may show, as their rows (never their texts: note-list.ts): not those kept only to deliver their
 * changes after their account signed out here, nor those gone from the server with nothing of ours unsent (an editor
 * still showing one offers a copy).
 */
export async function listedNotes(): Promise<NoteListEntry[]> {
  const [notes, changed] = await Promise.all([db.noteList.toArray(), db.outbox.orderBy('shareId').uniqueKeys()]);
  const withChanges = new Set(changed.map(String));
  return notes.filter((note) => !note.leaving && !(isGoneElsewhere(note) && !withChanges.has(note.shareId)));
}

/** What expiry and the order of a list look at. */
type Dated = Pick<LocalNote, 'expiresAt' | 'version' | 'updatedAt'>;

/** The notes a list shows at `now`: unexpired ones, most recently updated first. */
export function visibleNotes<T extends Dated>(notes: readonly T[], now: number): T[] {
  // Code-unit order, not localeCompare: the same for ISO-8601 stamps and many times faster over thousands of notes.
  return notes.filter((note) => !hasExpired(note, now)).sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
}

export async function countOps(): Promise<{ pending: number; failed: number }> {
  const [pending, failed] = await Promise.all([
    db.outbox.where('status').equals('queued').count(),
    db.outbox.where('status').equals('failed').count(),
  ]);
  return { pending, failed };
}

/** When the next of these notes expires, so a list can hide it on time; undefined when none will. */
export function nextExpiry(notes: readonly Pick<LocalNote, 'expiresAt'>[], now: number): number | undefined {
  const times = notes.flatMap((note) => (note.expiresAt === null ? [] : [Date.parse(note.expiresAt)])).filter((t) => t > now);
  return times.length > 0 ? Math.min(...times) : undefined;
}
