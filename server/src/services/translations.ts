// Server-side lookups of translated strings from the compiled Lingui catalogs: the interface catalog
// (`messages`, the client's) for the titles and descriptions pages need before JavaScript runs, and the
// server's own (`mail`, extracted from server/src) for account mail. Missing catalogs fall back to English,
// then to the message id, so an unbuilt checkout still serves pages.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LOCALES, type Locale } from '../../../shared/locales.ts';

export type Translate = (id: string, values?: Record<string, unknown>) => string;

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

export async function loadTranslations(catalog: CatalogName = 'messages'): Promise<(locale: Locale) => Translate> {
  const catalogs = await Promise.all(LOCALES.map(async (locale) => [locale, await loadCatalog(catalog, locale)] as const));
  const instances = new Map<Locale, I18n>();
  const english = catalogs.find(([locale]) => locale === 'en')?.[1] ?? {};
  for (const [locale, messages] of catalogs) {
    const i18n = setupI18n({ locale, messages: { [locale]: { ...english, ...messages } } });
    instances.set(locale, i18n);
  }
  return (locale) => {
    const i18n = instances.get(locale);
    return (id, values) => (i18n ? i18n._(id, values) : id);
  };
}
