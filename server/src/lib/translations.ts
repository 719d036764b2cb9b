// Server-side lookups of translated strings from the compiled Lingui catalogs: the interface catalog
// (`messages`, the client's) for the titles and descriptions pages need before JavaScript runs, and the
// server's own (`mail`, extracted from server/src) for account mail. Missing catalogs fall back to English,
// then to the caller's English text (compiled here, so its placeholders are filled), then to the message id,
// so an unbuilt checkout still serves pages and its mails still carry their links.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { PageWord } from '../../../shared/encrypted-note-words.ts';
import { LOCALES, type Locale } from '../../../shared/locales.ts';

/** The text of message `id` with `values` filled in; `fallback` (ICU, English) when no catalog has it. */
export type Translate = (id: string, values?: Record<string, unknown>, fallback?: string) => string;

/** A word the server paints from the interface catalog (a descriptor marked for extraction in shared/), else English. */
export const sayWord = (t: Translate, word: PageWord): string => t(word.id, undefined, word.message);

/** The catalogs lingui.config.ts defines, by file name. */
export type CatalogName = 'messages' | 'mail';

async function loadCatalog(catalog: CatalogName, locale: Locale): Promise<Messages | undefined> {
  try {
    const module = (await import(`../../../locales/${locale}/${catalog}.ts`)) as { messages: Messages };
    return module.messages;
  } catch {
    return undefined;
  }
}

/** Lookups over compiled catalogs by locale; a locale without one reads English's. */
export function translationsFrom(catalogs: Partial<Record<Locale, Messages>>): (locale: Locale) => Translate {
  const english = catalogs.en ?? {};
  const instances = Object.fromEntries(
    LOCALES.map((locale) => {
      const i18n = setupI18n({ locale, messages: { [locale]: { ...english, ...catalogs[locale] } } });
      // Only fallbacks and missing ids reach the compiler: catalog messages arrive compiled.
      i18n.setMessagesCompiler(compileMessage);
      return [locale, i18n];
    }),
  ) as Record<Locale, I18n>;
  return (locale) => (id, values, fallback) => instances[locale]._(id, values, fallback === undefined ? undefined : { message: fallback });
}

export async function loadTranslations(catalog: CatalogName = 'messages'): Promise<(locale: Locale) => Translate> {
  const loaded = await Promise.all(LOCALES.map(async (locale) => [locale, await loadCatalog(catalog, locale)] as const));
  return translationsFrom(Object.fromEntries(loaded.filter(([, messages]) => messages !== undefined)));
}
