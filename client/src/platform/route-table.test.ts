import { describe, expect, it } from 'vitest';
import { LOCALES, localizedPath } from '../../../shared/locales.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { matchRoute, routeLanguage } from './route-table.ts';

describe('which page a path shows', () => {
  it.each([
    ['/', { name: 'index', locale: null }],
    ['/de', { name: 'index', locale: 'de' }],
    ['/de/', { name: 'index', locale: 'de' }],
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

  it('every page of the route table is found at its path, a localized one in every language', () => {
    for (const route of ROUTES) {
      const id = route.path.includes(':id') ? 'abcdefABCDEF' : undefined;
      const path = route.path.replace(':id', id ?? '');
      for (const locale of route.localized ? LOCALES : (['en'] as const)) {
        const prefix = locale === 'en' ? null : locale;
        expect(matchRoute(localizedPath(locale, path))).toEqual({ name: route.key, ...(id ? { id } : {}), locale: prefix });
      }
    }
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
