import { describe, expect, it } from 'vitest';
import { mailLanguage } from './mail-language.ts';

describe('the language of an account mail', () => {
  it('is the interface language the app asked in', () => {
    expect(mailLanguage('de')).toBe('de');
    expect(mailLanguage('hi')).toBe('hi');
  });

  it('follows a browser’s own list by weight, skipping languages the interface does not speak', () => {
    expect(mailLanguage('nl-NL, nl;q=0.9, fr-CA;q=0.8, en;q=0.5')).toBe('fr');
    expect(mailLanguage('en;q=0.3, pt-BR;q=0.7')).toBe('pt');
    expect(mailLanguage('it, es')).toBe('it');
  });

  it('is English when nothing usable is asked for', () => {
    expect(mailLanguage(undefined)).toBe('en');
    expect(mailLanguage('')).toBe('en');
    expect(mailLanguage('*')).toBe('en');
    expect(mailLanguage('ja, zh;q=0.8')).toBe('en');
    // A refused language (q=0) is not chosen, and nonsense weights count for nothing.
    expect(mailLanguage('de;q=0, es;q=abc')).toBe('en');
    expect(mailLanguage('de;Q=0, fr')).toBe('fr');
  });
});
