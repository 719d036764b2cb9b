// On start, moves text the journal (journal.ts) caught before the last page went away into IndexedDB,
// through the ordinary commands, so a published note's text is queued for the server too. Runs once per
// page; the hooks hold back the local copy until it has run, so the editor opens on the newest text.
import { saveNoteContent, saveScratch } from './commands.ts';
import { db } from './db.ts';
import { clearJournal, journalTarget, readJournals, SCRATCH_ADDITION_JOURNAL, type JournalEntry } from '../probe/journal.ts';
import { SCRATCH_KEY } from '../probe/schema-names.ts';
import { appendTyped } from './typed-text.ts';

/**
 * Whether the journal's text replaces the stored copy: only when it differs and is newer — typed on exactly
 * the copy still stored (`base`), or written after it (another tab may have saved later text since).
 */
export function journalWins(entry: JournalEntry, stored: { content: string; updatedAt: string } | undefined): boolean {
  if (!stored) return true;
  if (stored.content === entry.content) return false;
  return stored.updatedAt === entry.base || Date.parse(stored.updatedAt) <= entry.at;
}

async function mergeEntry(key: string, entry: JournalEntry): Promise<void> {
  const target = journalTarget(key);
  if (target?.kind === 'scratch-addition') {
    const added = entry.html ? { text: '', html: entry.content } : { text: entry.content, html: null };
    await saveScratch(appendTyped((await db.scratch.get(SCRATCH_KEY))?.content ?? '', added));
  } else if (target?.kind === 'scratch') {
    if (journalWins(entry, await db.scratch.get(SCRATCH_KEY))) return saveScratch(entry.content);
  } else if (target?.kind === 'note') {
    const note = await db.notes.get(target.shareId);
    // A note deleted since has nowhere to go: the user chose to drop it.
    if (note && journalWins(entry, note)) return saveNoteContent(target.shareId, entry.content);
  }
  clearJournal(key, entry.content);
}

/** Merges every journal entry now (also those written by this page, e.g. before signing out). Never rejects. */
export async function mergeJournals(): Promise<void> {
  // Additions last: they are added to the stored note as the other journals leave it.
  const entries = readJournals().sort(([a], [b]) => Number(a === SCRATCH_ADDITION_JOURNAL) - Number(b === SCRATCH_ADDITION_JOURNAL));
  for (const [key, entry] of entries) {
    try {
      await mergeEntry(key, entry);
    } catch (error) {
      // The entry stays for the next start; the rest are still merged.
      console.error('Restoring text from the journal failed', error);
    }
  }
}

let merging: Promise<void> | null = null;

/** Merges every journal entry once per page; later calls get the same promise. Never rejects. */
export function ensureJournalMerged(): Promise<void> {
  merging ??= mergeJournals();
  return merging;
}
