// Searching and sorting the "My notes" list (docs/design.md §9.1): fuzzy search over titles (Fuse.js, minimum
// match length 2, no score), sort by last updated (default and fallback), created or title.
import Fuse from 'fuse.js';
import { SEARCH_MIN_MATCH_LENGTH } from '../../../../shared/limits.ts';
import type { LocalNote } from '../../data/local/types.ts';

export const NOTE_SORTS = ['updated_at', 'created_at', 'title'] as const;
export type NoteSort = (typeof NOTE_SORTS)[number];
export const DEFAULT_SORT: NoteSort = 'updated_at';

/** A stored sort choice, or the default for anything unknown. */
export function parseSort(value: unknown): NoteSort {
  return NOTE_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

export function sortNotes(notes: readonly LocalNote[], sort: NoteSort, locale: string): LocalNote[] {
  const byDateDesc = (a: string, b: string) => Date.parse(b) - Date.parse(a);
  if (sort === 'title') {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return [...notes].sort((a, b) => collator.compare(a.title, b.title) || byDateDesc(a.updatedAt, b.updatedAt));
  }
  const field = sort === 'created_at' ? 'createdAt' : 'updatedAt';
  return [...notes].sort((a, b) => byDateDesc(a[field], b[field]));
}

/** Notes whose title matches `query`; a query shorter than the minimum match length filters nothing. */
export function searchNotes(notes: readonly LocalNote[], query: string): LocalNote[] {
  const trimmed = query.trim();
  if (trimmed.length < SEARCH_MIN_MATCH_LENGTH) return [...notes];
  const fuse = new Fuse(notes, {
    keys: ['title'],
    minMatchCharLength: SEARCH_MIN_MATCH_LENGTH,
    includeScore: false,
    ignoreLocation: true,
    threshold: 0.35,
  });
  return fuse.search(trimmed).map((result) => result.item);
}

/** The list as shown: matching notes in the chosen order. */
export function notesToShow(notes: readonly LocalNote[], query: string, sort: NoteSort, locale: string): LocalNote[] {
  return sortNotes(searchNotes(notes, query), sort, locale);
}
