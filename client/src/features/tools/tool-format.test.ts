import { afterEach, describe, expect, test, vi } from 'vitest';
import { LOCALES } from '../../../../shared/locales.ts';
import { createToolFormat } from './tool-format.ts';

afterEach(() => vi.restoreAllMocks());

describe('tool page formats', () => {
  test.each(LOCALES)('%s: small counts read exactly as Intl writes them, larger ones come from Intl', (locale) => {
    const format = createToolFormat(locale, '0 sec');
    const intl = new Intl.NumberFormat(locale);
    for (let value = 0; value < 1000; value++) expect(format.number(value)).toBe(intl.format(value));
    for (const value of [1000, 12_345, 1_234_567, 2.5]) expect(format.number(value)).toBe(intl.format(value));
  });

  test('an empty text is shown without making a single Intl object (the first one loads ICU data)', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const listFormat = vi.spyOn(Intl, 'ListFormat');
    const format = createToolFormat('de', '0 Sek.');
    expect([format.number(0), format.duration(0)]).toEqual(['0', '0 Sek.']);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(listFormat).not.toHaveBeenCalled();
  });

  test('durations leave out zero parts and list the others', () => {
    const format = createToolFormat('en', '0 sec');
    expect(format.duration(42)).toBe('42 sec');
    expect(format.duration(120)).toBe('2 min');
    expect(format.duration(3723)).toBe('1 hr 2 min 3 sec');
  });
});
