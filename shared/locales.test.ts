import { describe, expect, it } from 'vitest';
import { withLanguage } from './locales.ts';

describe('an unprefixed page in a chosen language', () => {
  it('carries the language as ?lang=, after any query it already has', () => {
    expect(withLanguage('/signin', 'de')).toBe('/signin?lang=de');
    expect(withLanguage('/tools/word-counter?from=mail', 'hi')).toBe('/tools/word-counter?from=mail&lang=hi');
  });

  it('needs nothing in English, the default', () => {
    expect(withLanguage('/signin', 'en')).toBe('/signin');
  });
});
