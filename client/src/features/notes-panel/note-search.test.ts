import { describe, expect, it } from 'vitest';
import type { NoteListEntry } from '../../data/local/types.ts';
import { notesToShow as shownOf, parseSort, sortNotes, takeTitleChanges, type NoteSort } from './note-search.ts';
import { TitleIndex } from './title-index.ts';

/** An index with a memory of what it was given, as the title search keeps them side by side. */
class KeptIndex {
  private readonly known = new Map<string, string>();
  private readonly index = new TitleIndex();
  update(list: readonly NoteListEntry[]): void {
    this.index.apply(takeTitleChanges(this.known, list));
  }
  matching(query: string): ReadonlySet<string> | null {
    const found = this.index.matching(query);
    return found && new Set(found);
  }
}

/** The list as the panel shows it: the notes indexed, sorted and searched. */
function notesToShow(list: NoteListEntry[], query: string, sort: NoteSort, locale: string): NoteListEntry[] {
  const index = new KeptIndex();
  index.update(list);
  return shownOf(sortNotes(list, sort, locale), index.matching(query));
}

function note(shareId: string, title: string, createdAt: string, updatedAt: string): NoteListEntry {
  return {
    shareId,
    origin: 'written-here',
    title,
    titleCut: false,
    locked: false,
    createdAt,
    updatedAt,
    expiresAt: null,
    version: 1,
    renamed: false,
    hasPassword: false,
    syncStatus: 'synced',
  };
}

const notes = [
  note('a', 'Shopping list', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
  note('b', 'Meeting notes', '2026-02-01T00:00:00Z', '2026-02-15T00:00:00Z'),
  note('c', 'Äpfel und Birnen', '2026-01-15T00:00:00Z', '2026-04-01T00:00:00Z'),
];
const ids = (list: NoteListEntry[]) => list.map((item) => item.shareId);

describe('the My notes list', () => {
  it('shows the most recently updated note first by default', () => {
    expect(ids(notesToShow(notes, '', parseSort(null), 'en'))).toEqual(['c', 'a', 'b']);
  });

  it('sorts by creation, newest first', () => {
    expect(ids(notesToShow(notes, '', 'created_at', 'en'))).toEqual(['b', 'c', 'a']);
  });

  it('sorts titles alphabetically the way the reader\'s language does (Ä with A)', () => {
    expect(ids(notesToShow(notes, '', 'title', 'de'))).toEqual(['c', 'b', 'a']);
  });

  it('an unknown stored sort falls back to last updated', () => {
    expect(parseSort('size')).toBe('updated_at');
  });

  it('finds a note by part of its title, despite a typo', () => {
    expect(ids(notesToShow(notes, 'meetnig', 'updated_at', 'en'))).toEqual(['b']);
  });

  it('a one-letter query does not filter (minimum match length 2)', () => {
    expect(ids(notesToShow(notes, 'x', 'updated_at', 'en'))).toHaveLength(3);
  });

  it('a query that matches nothing gives an empty list (the no-results state)', () => {
    expect(notesToShow(notes, 'zzzzqqq', 'updated_at', 'en')).toEqual([]);
  });

  it('search results keep the chosen order', () => {
    const many = [...notes, note('d', 'Shopping for shoes', '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z')];
    expect(ids(notesToShow(many, 'shopping', 'updated_at', 'en'))).toEqual(['d', 'a']);
  });
});

describe('the search index, kept while the list changes', () => {
  const search = (index: KeptIndex, query: string) => [...(index.matching(query) ?? [])].sort();

  it('finds a renamed note by its new title and no longer by its old one', () => {
    const index = new KeptIndex();
    index.update(notes);
    expect(search(index, 'meeting')).toEqual(['b']);
    index.update(notes.map((item) => (item.shareId === 'b' ? { ...item, title: 'Quarterly review' } : item)));
    expect(search(index, 'meeting')).toEqual([]);
    expect(search(index, 'quarterly')).toEqual(['b']);
  });

  it('forgets a deleted note and finds a new one', () => {
    const index = new KeptIndex();
    index.update(notes);
    index.update([...notes.filter((item) => item.shareId !== 'a'), note('e', 'Shopping for the party', '2026-06-01T00:00:00Z', '2026-06-01T00:00:00Z')]);
    expect(search(index, 'shopping')).toEqual(['e']);
  });

  it('the same list twice, or a change of content only, leaves every title found once', () => {
    const index = new KeptIndex();
    index.update(notes);
    index.update(notes);
    index.update(notes.map((item) => ({ ...item, content: '<p>edited</p>', updatedAt: '2026-07-01T00:00:00Z' })));
    expect(index.matching('shopping')?.size).toBe(1);
    expect(search(index, 'pfel')).toEqual(['c']);
  });

  it('emptied and filled again, it searches the new notes only', () => {
    const index = new KeptIndex();
    index.update(notes);
    index.update([]);
    expect(search(index, 'shopping')).toEqual([]);
    index.update([note('f', 'Mango recipes', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')]);
    expect(search(index, 'mang')).toEqual(['f']);
  });

  it('sorts dates written with and without milliseconds by the moment they name', () => {
    const stamped = [note('x', 'X', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'), note('y', 'Y', '2026-01-01T00:00:00.500Z', '2026-01-01T00:00:00.500Z')];
    expect(ids(sortNotes(stamped, 'updated_at', 'en'))).toEqual(['y', 'x']);
  });
});
