// Searching and sorting the "My notes" list (docs/design.md §9.1): fuzzy search over titles (Fuse.js, minimum
// match length 2, no score), sort by last updated (default and fallback), created or title. With thousands of
// notes the costly parts are building the search index, searching it and comparing dates: the index (title-index.ts)
// is built once, then changed only for the notes whose title changed, and lives in a worker (title-search.ts); each
// date is parsed once per sort, not per comparison.
import type { NoteListEntry } from '../../data/local/types.ts';

export const NOTE_SORTS = ['updated_at', 'created_at', 'title'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];
export const DEFAULT_SORT: NoteSort = 'updated_at';

/** A stored sort choice, or the default for anything unknown. */
export function parseSort(value: unknown): NoteSort {
  return NOTE_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

export function sortNotes(notes: readonly NoteListEntry[], sort: NoteSort, locale: string): NoteListEntry[] {
  const field = sort === 'created_at' ? 'createdAt' : 'updatedAt';
  const time = new Map(notes.map((note) => [note, Date.parse(note[field])]));
  const byDateDesc = (a: NoteListEntry, b: NoteListEntry) => (time.get(b) ?? 0) - (time.get(a) ?? 0);
  if (sort === 'title') {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return [...notes].sort((a, b) => collator.compare(a.title, b.title) || byDateDesc(a, b));
  }
  return [...notes].sort(byDateDesc);
}

/** What changed in the titles since the index last saw them: notes gone or retitled, and notes new or retitled. */
export interface TitleChanges {
  removed: string[];
  titled: Array<[shareId: string, title: string]>;
}

/**
 * The changes that bring `known` (share id → title, as last given to the index) to `notes`, applied to `known`.
 * An autosave changes one note and its title rarely, so this is usually empty and nothing is re-indexed.
 */
export function takeTitleChanges(known: Map<string, string>, notes: readonly NoteListEntry[]): TitleChanges {
  const now = new Map(notes.map((note) => [note.shareId, note.title]));
  const removed = [...known.keys()].filter((shareId) => now.get(shareId) !== known.get(shareId));
  const titled = [...now].filter(([shareId, title]) => known.get(shareId) !== title);
  for (const shareId of removed) known.delete(shareId);
  for (const [shareId, title] of titled) known.set(shareId, title);
  return { removed, titled };
}

/** The list as shown: the sorted notes that `matches` lets through (all of them when it is null). */
export function notesToShow(sorted: readonly NoteListEntry[], matches: ReadonlySet<string> | null): NoteListEntry[] {
  return matches === null ? [...sorted] : sorted.filter((note) => matches.has(note.shareId));
}
