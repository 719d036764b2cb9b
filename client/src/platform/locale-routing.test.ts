import { describe, expect, it } from 'vitest';
import { relativeToBase, resolveLocalizedTarget, switchLocalePath } from './locale-routing.ts';

describe('links inside a language-prefixed router', () => {
  it('a localized page is addressed relative to the prefix', () => {
    expect(relativeToBase('/de/about', '/de')).toBe('/about');
    expect(relativeToBase('/de', '/de')).toBe('/');
  });

  it('a path outside the prefix escapes it instead of being prefixed twice', () => {
    expect(relativeToBase('/about', '/de')).toBe('~/about');
    expect(relativeToBase('/dex', '/de')).toBe('~/dex');
  });

  it('at the root every path stays as it is', () => {
    expect(relativeToBase('/fr/about', '')).toBe('/fr/about');
  });
});

describe('navigations from a German page', () => {
  it('to a note drop the prefix (notes are not localized)', () => {
    expect(resolveLocalizedTarget('/de/n/abcdefABCDEF')).toBe('/n/abcdefABCDEF');
    expect(resolveLocalizedTarget('/de/tools/word-counter?x=1#y')).toBe('/tools/word-counter?x=1#y');
  });

  it('to a localized page keep it, and the home page has no trailing slash', () => {
    expect(resolveLocalizedTarget('/de/about')).toBe('/de/about');
    expect(resolveLocalizedTarget('/de/')).toBe('/de');
    expect(resolveLocalizedTarget('/de/share/abcdefABCDEF')).toBe('/de/share/abcdefABCDEF');
  });

  it('unprefixed paths are left alone', () => {
    expect(resolveLocalizedTarget('/n/abc')).toBe('/n/abc');
  });
});

describe('switching the language keeps the current page', () => {
  it('a localized page moves to the new prefix', () => {
    expect(switchLocalePath('/about', 'fr')).toBe('/fr/about');
    expect(switchLocalePath('/de/about?q=1', 'en')).toBe('/about?q=1');
    expect(switchLocalePath('/de', 'hi')).toBe('/hi');
    expect(switchLocalePath('/', 'it')).toBe('/it');
  });

  it('an unlocalized page stays where it is', () => {
    expect(switchLocalePath('/n/abcdefABCDEF', 'de')).toBe('/n/abcdefABCDEF');
    expect(switchLocalePath('/tools/word-counter', 'pt')).toBe('/tools/word-counter');
  });
});
