import { describe, expect, it } from 'vitest';
import { deriveTitle } from '../../../shared/text/title.ts';
import { shownTitle } from './shown-title.ts';

const automatic = (content: string) => ({ title: deriveTitle(content), content, renamed: false });

describe('a title as shown', () => {
  it('a first line cut mid-word ends at the last whole word, with an ellipsis', () => {
    const note = automatic('<p>A note that starts with a very long first line about the trip to the coast</p>');
    expect(note.title).toBe('A note that starts with a very long first line about the tri');
    expect(shownTitle(note)).toBe('A note that starts with a very long first line about the…');
  });

  it('a short or exactly 60-character first line is shown as it is', () => {
    expect(shownTitle(automatic('<p>Groceries</p><p>milk</p>'))).toBe('Groceries');
    const sixty = 'x'.repeat(50) + ' abcdefghi';
    expect(shownTitle(automatic(`<p>${sixty}</p><p>second line</p>`))).toBe(sixty);
  });

  it('a long word without a space nearby is cut where it is, with an ellipsis', () => {
    const word = 'Donaudampfschifffahrtsgesellschaftskapitän'.repeat(3);
    expect(shownTitle(automatic(`<p>${word}</p>`))).toBe(`${word.slice(0, 60)}…`);
  });

  it('a renamed note keeps the title its author typed', () => {
    const content = '<p>A note that starts with a very long first line about the trip to the coast</p>';
    expect(shownTitle({ title: 'x'.repeat(60), content, renamed: true })).toBe('x'.repeat(60));
  });

  it('emoji and Devanagari are never split', () => {
    const line = 'नमस्ते दुनिया '.repeat(10);
    const note = automatic(`<p>${line}</p>`);
    // The cut fell between two words: every word of the title is whole.
    expect(shownTitle(note)).toBe(`${note.title}…`);
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const emoji = automatic(`<p>${family.repeat(70)}</p>`);
    expect(shownTitle(emoji)).toBe(`${family.repeat(60)}…`);
  });
});
