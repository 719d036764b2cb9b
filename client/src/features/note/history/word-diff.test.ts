import { describe, expect, it } from 'vitest';
import { diffWords, hasChanges, type DiffPart } from './word-diff.ts';

const side = (parts: readonly DiffPart[], skip: 'added' | 'removed'): string =>
  parts.filter((part) => part.kind !== skip).map((part) => part.text).join('');
const marked = (parts: readonly DiffPart[]) => parts.filter((part) => part.kind !== 'same');

describe('the History preview marks what changed since the version before', () => {
  it('a word added to a sentence is the only thing marked as added', () => {
    const parts = diffWords('Buy milk and bread', 'Buy milk, eggs and bread');
    expect(marked(parts)).toEqual([{ kind: 'added', text: ', eggs' }]);
  });

  it('a replaced word shows the old word removed, then the new one added', () => {
    const parts = diffWords('Meeting on Monday at noon', 'Meeting on Tuesday at noon');
    expect(marked(parts)).toEqual([
      { kind: 'removed', text: 'Monday' },
      { kind: 'added', text: 'Tuesday' },
    ]);
  });

  it('two neighbouring replaced words read as one change, not word by word', () => {
    const parts = diffWords('I like the red car a lot', 'I like a blue car a lot');
    expect(marked(parts)).toEqual([
      { kind: 'removed', text: 'the red' },
      { kind: 'added', text: 'a blue' },
    ]);
  });

  it('a deleted paragraph is marked removed, line breaks included', () => {
    const parts = diffWords('Title\nFirst point\nSecond point\n', 'Title\nSecond point\n');
    expect(marked(parts)).toEqual([{ kind: 'removed', text: 'First point\n' }]);
  });

  it('both versions can be read back from the marks, whatever the change', () => {
    const pairs: [string, string][] = [
      ['', 'New note'],
      ['Old note', ''],
      ['नमस्ते दुनिया', 'नमस्ते सुंदर दुनिया'],
      ['東京は晴れ', '東京は雨'],
      ['a a a b', 'b a a a'],
      ['emoji 👍🏽 here', 'emoji 👎 here!'],
    ];
    for (const [before, after] of pairs) {
      const parts = diffWords(before, after);
      expect(side(parts, 'added')).toBe(before);
      expect(side(parts, 'removed')).toBe(after);
    }
  });

  it('unchanged text has nothing marked (only formatting changed)', () => {
    const parts = diffWords('Same words\n', 'Same words\n');
    expect(hasChanges(parts)).toBe(false);
    expect(parts).toEqual([{ kind: 'same', text: 'Same words\n' }]);
  });

  it('a rewrite too large to compare word by word is one removal and one addition around the common start and end', () => {
    const before = `Intro ${Array.from({ length: 50 }, (_, i) => `old${i}`).join(' ')} outro`;
    const after = `Intro ${Array.from({ length: 50 }, (_, i) => `new${i}`).join(' ')} outro`;
    const parts = diffWords(before, after, 10);
    expect(parts.map((part) => part.kind)).toEqual(['same', 'removed', 'added', 'same']);
    expect(side(parts, 'added')).toBe(before);
    expect(side(parts, 'removed')).toBe(after);
  });

  it('hostile markup-looking text is compared as text, never interpreted', () => {
    const parts = diffWords('safe', 'safe <img src=x onerror=alert(1)>');
    expect(side(parts, 'removed')).toBe('safe <img src=x onerror=alert(1)>');
    expect(marked(parts).every((part) => part.kind === 'added')).toBe(true);
  });
});
