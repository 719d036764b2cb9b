import { describe, expect, it } from 'vitest';
import { noteKeyFromInput, shareIdFromInput } from './report-input.ts';

describe('the note a visitor reports', () => {
  it.each([
    ['abcdefABCD12', 'abcdefABCD12'],
    ['  abcdefABCD12 ', 'abcdefABCD12'],
    ['https://jotter.example/n/abcdefABCD12', 'abcdefABCD12'],
    ['https://jotter.example/n/abcdefABCD12/print', 'abcdefABCD12'],
    ['https://jotter.example/de/share/abcdefABCD12?x=1', 'abcdefABCD12'],
  ])('is found in %j', (input, expected) => {
    expect(shareIdFromInput(input)).toBe(expected);
  });

  it.each(['', 'hello', 'https://jotter.example/n/short', 'https://jotter.example/about'])(
    'is refused for %j',
    (input) => {
      expect(shareIdFromInput(input)).toBeNull();
    },
  );

  it('finds an encrypted note’s key only in a fragment of the key’s exact shape', () => {
    const key = `${'a'.repeat(42)}A`;
    expect(noteKeyFromInput(`https://jotter.example/n/abcdefABCD12#${key}`)).toBe(key);
    expect(noteKeyFromInput(`https://jotter.example/n/abcdefABCD12#${key.slice(1)}`)).toBeNull();
    expect(noteKeyFromInput(`https://jotter.example/n/abcdefABCD12#${'a'.repeat(43)}`)).toBeNull();
    expect(noteKeyFromInput('https://jotter.example/n/abcdefABCD12')).toBeNull();
  });
});
