import { describe, expect, it } from 'vitest';
import { matchRoute, routeLanguage } from './route-table.ts';

describe('which page a path shows', () => {
  it.each([
    ['/', { name: 'home', locale: null }],
    ['/de', { name: 'home', locale: 'de' }],
    ['/de/', { name: 'home', locale: 'de' }],
    ['/fr/about', { name: 'about', locale: 'fr' }],
    ['/hi/e/abcDEF123', { name: 'edit', id: 'abcDEF123', locale: 'hi' }],
    ['/share/abcdefABCDEF', { name: 'share', id: 'abcdefABCDEF', locale: null }],
    ['/n/abcdefABCDEF', { name: 'note', id: 'abcdefABCDEF', locale: null }],
    ['/n/abcdefABCDEF/print', { name: 'print', id: 'abcdefABCDEF', locale: null }],
    ['/tools/word-counter', { name: 'wordCounter', locale: null }],
    ['/changelog', { name: 'changelog', locale: null }],
  ])('%s', (path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });

  it('an unknown path is not found', () => {
    expect(matchRoute('/nope').name).toBe('notFound');
  });

  it('unlocalized pages do not exist under a language prefix', () => {
    expect(matchRoute('/de/n/abcdefABCDEF')).toEqual({ name: 'notFound', locale: 'de' });
    expect(matchRoute('/es/changelog').name).toBe('notFound');
  });

  it('an edit link needs a non-empty id', () => {
    expect(matchRoute('/e/').name).toBe('notFound');
  });

  it('"/en" is not a language prefix (English is unprefixed)', () => {
    expect(matchRoute('/en/about').name).toBe('notFound');
  });
});

describe('the language a page is shown in', () => {
  it('a localized page follows its prefix, English without one', () => {
    expect(routeLanguage(matchRoute('/es/terms'))).toBe('es');
    expect(routeLanguage(matchRoute('/terms'))).toBe('en');
  });

  it('notes, tools and unknown paths keep the language the visitor chose', () => {
    expect(routeLanguage(matchRoute('/n/abcdefABCDEF'))).toBeNull();
    expect(routeLanguage(matchRoute('/tools/character-counter'))).toBeNull();
    expect(routeLanguage(matchRoute('/nope'))).toBeNull();
  });
});
