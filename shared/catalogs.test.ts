// Guards the translation catalogs (locales/<lang>/messages.po and later.po, and mail.po for the server's account mail):
// every string has a real translation in every language, no translation breaks the ICU placeholders, plurals or the
// <0>…</0> markup the components rely on, and each language speaks to its reader in one form of address
// (form-of-address.ts). Run after `npm run i18n:extract` to see what is left to do.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { ADDRESS_RULES, otherFormOfAddress } from './form-of-address.ts';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';
import type { Locale } from './locales.ts';

/** Source text per message id; explicit ids (pages.*.seo.*) carry their English text as the en msgstr. */
type Catalog = Map<string, string>;

const po = formatter();

/** The catalogs lingui.config.ts defines: the interface's (first and later, shared/catalog-split.ts) and the server's account mail. */
const CATALOGS = ['messages', 'later', 'mail'] as const;
type CatalogName = (typeof CATALOGS)[number];

async function readCatalog(name: CatalogName, locale: Locale): Promise<Catalog> {
  const filename = new URL(`../locales/${locale}/${name}.po`, import.meta.url);
  const ctx = { locale, sourceLocale: DEFAULT_LOCALE, filename: filename.pathname };
  const parsed = await po.parse(readFileSync(filename, 'utf8'), ctx);
  const catalog: Catalog = new Map();
  for (const [id, entry] of Object.entries(parsed)) {
    if (entry.obsolete) continue;
    catalog.set(id, locale === DEFAULT_LOCALE ? (entry.translation || entry.message || '') : (entry.translation ?? ''));
  }
  return catalog;
}

/**
 * What a translation must keep from its source: argument names with their format (`{count, plural}`),
 * `#` inside plurals and the numbered JSX tags. Text and plural categories may differ per language.
 */
function placeholderSignature(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: CompiledMessage): void => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        if (token === '#') found.add('#');
        for (const tag of token.match(/<\/?\d+\/?>/g) ?? []) found.add(tag);
        continue;
      }
      const [name, type, format] = token;
      found.add(type ? `{${name}, ${type}}` : `{${name}}`);
      if (format && typeof format === 'object') {
        for (const [key, branch] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(branch)) visit(branch as CompiledMessage);
        }
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...found].sort();
}

/** Messages of more than three words left identical to English were almost surely never translated. */
function looksUntranslated(source: string, translation: string): boolean {
  return translation === source && source.trim().split(/\s+/).length > 3;
}

function signatureProblem(source: string, translation: string): string | null {
  try {
    const expected = placeholderSignature(source).join(' ');
    const actual = placeholderSignature(translation).join(' ');
    return expected === actual ? null : `expected [${expected}], got [${actual}]`;
  } catch (error) {
    return `does not parse: ${(error as Error).message}`;
  }
}

const translated = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== DEFAULT_LOCALE);
const englishOf = Object.fromEntries(
  await Promise.all(CATALOGS.map(async (name) => [name, await readCatalog(name, DEFAULT_LOCALE)] as const)),
) as Record<CatalogName, Catalog>;

describe.each(CATALOGS)('translation catalog %s', (name) => {
  const english = englishOf[name];

  it('the English catalog lists its strings with their text', () => {
    expect(english.size).toBeGreaterThan(name === 'mail' ? 4 : 100);
    expect([...english].filter(([, text]) => text === '')).toEqual([]);
  });

  describe.each(translated)('%s', (locale) => {
    it('a reader never meets a missing or empty string', async () => {
      const catalog = await readCatalog(name, locale);
      const missing = [...english].filter(([id]) => !catalog.get(id)?.trim());
      expect(missing.map(([, source]) => source)).toEqual([]);
    });

    it('a reader never meets a sentence left in English', async () => {
      const catalog = await readCatalog(name, locale);
      const untranslated = [...english].filter(([id, source]) => looksUntranslated(source, catalog.get(id) ?? ''));
      expect(untranslated.map(([, source]) => source)).toEqual([]);
    });

    it('translations keep every placeholder, plural and link of the English text', async () => {
      const catalog = await readCatalog(name, locale);
      const broken: string[] = [];
      for (const [id, source] of english) {
        const translation = catalog.get(id);
        if (!translation) continue;
        const problem = signatureProblem(source, translation);
        if (problem) broken.push(`${source} → ${translation}: ${problem}`);
      }
      expect(broken).toEqual([]);
    });

    it(`a reader is addressed in one form throughout (${ADDRESS_RULES[locale].uses}, never ${ADDRESS_RULES[locale].avoids})`, async () => {
      const catalog = await readCatalog(name, locale);
      const mixed = [...catalog.values()].flatMap((translation) => {
        const word = otherFormOfAddress(locale, translation);
        return word ? [`"${word}" in: ${translation}`] : [];
      });
      expect(mixed).toEqual([]);
    });
  });
});

describe('the placeholder check', () => {
  it('catches a translation that drops or renames a placeholder', () => {
    expect(signatureProblem('Delete “{title}”?', '„{titel}“ löschen?')).toMatch(/expected/);
    expect(signatureProblem('Link copied: {url}', 'Link kopiert')).toMatch(/expected/);
  });

  it('catches a translation that loses a link tag or breaks the plural syntax', () => {
    expect(signatureProblem('Try the <0>word counter</0>.', 'Probieren Sie den Wortzähler.')).toMatch(/expected/);
    expect(signatureProblem('{n, plural, one {# note} other {# notes}}', '{n, plural, one {# Notiz} other {# Notizen}')).toMatch(
      /does not parse/,
    );
  });

  it('accepts reordered placeholders and other plural categories', () => {
    expect(signatureProblem('<0>{email}</0> or <1>form</1>', '<1>Formular</1> oder <0>{email}</0>')).toBeNull();
    expect(signatureProblem('{n, plural, one {# note} other {# notes}}', '{n, plural, one {# nota} many {# notas} other {# notas}}')).toBeNull();
  });
});
