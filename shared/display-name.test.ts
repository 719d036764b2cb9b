// A display name is the public `owner` of every note the account owns: nothing in it may hide, reorder or
// break what readers see, and it is never empty or endless.
import { describe, expect, it } from 'vitest';
import { cleanDisplayName, displayNameProblem, MAX_NAME_LENGTH } from './display-name.ts';

describe('display names', () => {
  it('are trimmed, with runs of white space and line breaks collapsed to one space', () => {
    expect(cleanDisplayName('  Ada \n\t Lovelace  ')).toBe('Ada Lovelace');
  });

  it('lose NUL, control characters, bidi overrides and zero-width characters', () => {
    expect(cleanDisplayName('Ada\u0000\u001b[31m')).toBe('Ada[31m');
    expect(cleanDisplayName('\u202eecilA\u202c')).toBe('ecilA');
    expect(cleanDisplayName('A\u200bd\u2060a\ufeff')).toBe('Ada');
  });

  it('keep joiners inside words and emoji, where they belong', () => {
    expect(cleanDisplayName('क्\u200dष')).toBe('क्\u200dष');
    expect(cleanDisplayName('👩\u200d💻 Grace')).toBe('👩\u200d💻 Grace');
  });

  it('must have 1 to 80 characters once cleaned', () => {
    expect(displayNameProblem('')).toBe('required');
    expect(displayNameProblem(' \u202e\u200b\u0000 ')).toBe('required');
    expect(displayNameProblem('x'.repeat(MAX_NAME_LENGTH))).toBeNull();
    expect(displayNameProblem('😀'.repeat(MAX_NAME_LENGTH))).toBeNull();
    expect(displayNameProblem('x'.repeat(MAX_NAME_LENGTH + 1))).toBe('name-long');
    expect(displayNameProblem('x'.repeat(300))).toBe('name-long');
  });
});
