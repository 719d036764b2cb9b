import { describe, expect, it } from 'vitest';
import { shareIdFromInput } from './report-input.ts';

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
});
