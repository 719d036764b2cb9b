import { describe, expect, it } from 'vitest';
import { chosenLanguagePage, withLanguage } from './locales.ts';

describe('an unprefixed page in a chosen language', () => {
  it('carries the language as ?lang=, after any query it already has', () => {
    expect(withLanguage('/signin', 'de')).toBe('/signin?lang=de');
    expect(withLanguage('/tools/word-counter?from=mail', 'hi')).toBe('/tools/word-counter?from=mail&lang=hi');
  });

  it('needs nothing in English, the default', () => {
    expect(withLanguage('/signin', 'en')).toBe('/signin');
  });
});

describe('an unprefixed page for someone who chose another language', () => {
  it("goes to that language's page, with or without a trailing slash", () => {
    expect(chosenLanguagePage('/', 'de')).toBe('/de');
    expect(chosenLanguagePage('/about', 'hi')).toBe('/hi/about');
    expect(chosenLanguagePage('/about/', 'fr')).toBe('/fr/about');
  });

  it('stays for English, for no choice, and on pages that exist only once', () => {
    expect(chosenLanguagePage('/', 'en')).toBeNull();
    expect(chosenLanguagePage('/', null)).toBeNull();
    expect(chosenLanguagePage('/signin', 'de')).toBeNull();
    expect(chosenLanguagePage('/n/abcdefghijkl', 'de')).toBeNull();
  });

  it('never prefixes a page twice', () => {
    expect(chosenLanguagePage('/de/about', 'fr')).toBeNull();
  });
});
