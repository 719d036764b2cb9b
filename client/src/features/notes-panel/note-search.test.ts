import { describe, expect, it } from 'vitest';
import type { LocalNote } from '../../data/local/types.ts';
import { notesToShow, parseSort } from './note-search.ts';

function note(shareId: string, title: string, createdAt: string, updatedAt: string): LocalNote {
  return {
    shareId,
    editId: `${shareId}-edit`,
    origin: 'written-here',
    title,
    content: '',
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
const ids = (list: LocalNote[]) => list.map((item) => item.shareId);

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
