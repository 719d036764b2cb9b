// The notes "My notes" shows for the search box and sort choice: sorted here when the notes or the sort change,
// searched by the title search worker (title-search.ts) when the query or the notes change. Until the worker
// answers a new query, the list shows the previous answer, so typing in the search box never waits for the search.
import { useEffect, useMemo, useState } from 'react';
import type { NoteListEntry } from '../../data/local/types.ts';
import { notesToShow, sortNotes, type NoteSort } from './note-search.ts';
import { TitleSearch } from './title-search.ts';

export function useShownNotes(notes: readonly NoteListEntry[] | undefined, query: string, sort: NoteSort, locale: string): NoteListEntry[] | undefined {
  const [search] = useState(() => new TitleSearch());
  const [matches, setMatches] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => () => search.close(), [search]);
  useEffect(() => {
    if (!notes) return;
    search.update(notes);
    let current = true;
    void search.search(query).then((found) => {
      if (current) setMatches(found);
    });
    return () => {
      current = false;
    };
  }, [search, notes, query]);
  const sorted = useMemo(() => (notes ? sortNotes(notes, sort, locale) : undefined), [notes, sort, locale]);
  return useMemo(() => (sorted ? notesToShow(sorted, matches) : undefined), [sorted, matches]);
}
