// The synchronous edit journal: the editor's newest text per note in localStorage, written when the page is
// hidden or left. IndexedDB writes are asynchronous and die with the page, so text typed in the last moments
// before a reload or a closed tab would otherwise be lost; localStorage writes finish before the call returns.
// journal-merge.ts moves entries into IndexedDB on the next start; a command clears an entry once IndexedDB
// holds its text. No Dexie here.

/** Changing this orphans journals written by older builds: keep it. */
const PREFIX = 'jotter:journal:';

/** The journal of the home page's unsaved note. */
export const SCRATCH_JOURNAL = 'scratch';

/**
 * What was written on the home page before its stored note was read (the first moments of a page): added to
 * the stored note on the next start, never put in its place. Plain text, or HTML when marked `html`.
 */
export const SCRATCH_ADDITION_JOURNAL = 'scratch-typed';

/** The journal of a published note being edited. */
export const noteJournal = (shareId: string): string => `note:${shareId}`;

/** The note a journal key belongs to: the scratch note, or a published note's share id. */
export function journalTarget(key: string): { kind: 'scratch' | 'scratch-addition' } | { kind: 'note'; shareId: string } | null {
  if (key === SCRATCH_JOURNAL) return { kind: 'scratch' };
  if (key === SCRATCH_ADDITION_JOURNAL) return { kind: 'scratch-addition' };
  if (key.startsWith('note:') && key.length > 'note:'.length) return { kind: 'note', shareId: key.slice('note:'.length) };
  return null;
}

export interface JournalEntry {
  content: string;
  /** Epoch ms of the write, on this device's clock. */
  at: number;
  /** The stored copy's updatedAt the editor last saw: that copy is what this text was typed on. */
  base?: string;
  /** An addition whose content is HTML (something with formatting or an image was pasted), not plain text. */
  html?: true;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}

function parse(text: string | null): JournalEntry | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { content, at, base, html } = value as Record<string, unknown>;
    if (typeof content !== 'string' || typeof at !== 'number') return null;
    return { content, at, ...(typeof base === 'string' ? { base } : {}), ...(html === true ? { html } : {}) };
  } catch {
    return null;
  }
}

/** Writes the entry; false when the browser refused (storage off or full) — IndexedDB is then the only copy. */
export function writeJournal(key: string, entry: JournalEntry): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(PREFIX + key, JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

export function readJournal(key: string): JournalEntry | null {
  try {
    return parse(storage()?.getItem(PREFIX + key) ?? null);
  } catch {
    return null;
  }
}

/** Every journal entry, by key (unreadable entries are dropped on the way). */
export function readJournals(): Array<[string, JournalEntry]> {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const name = store.key(i);
    if (name?.startsWith(PREFIX)) keys.push(name.slice(PREFIX.length));
  }
  return keys.flatMap((key) => {
    const entry = readJournal(key);
    if (!entry) clearJournal(key);
    return entry ? [[key, entry] as [string, JournalEntry]] : [];
  });
}

/**
 * Removes the entry. With `content`, only while the entry still holds that text: a newer entry written
 * meanwhile (the user typed on) is not IndexedDB's yet and must stay.
 */
export function clearJournal(key: string, content?: string): void {
  try {
    if (content !== undefined && readJournal(key)?.content !== content) return;
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to do: an entry left behind is merged (or found stale) on the next start.
  }
}
