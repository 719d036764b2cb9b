// Lingui runtime: compiled catalogs per language, each a lazy chunk. `messages` (locales/<lang>/messages.ts) is
// activated before the first render and on language switches; `later` (the pages and dialogs most visits never
// open, shared/catalog-split.ts) is loaded with those, and from then on with every language switch. The chosen
// language is kept in the `locale` cookie (365 days, path /, SameSite=Lax — docs/design.md §6.1) so the server
// renders it next time.
import { i18n, type Messages } from '@lingui/core';
import { LOCALE_COOKIE_DAYS } from '../../../shared/limits.ts';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '../../../shared/locales.ts';

const LOCALE_COOKIE_MAX_AGE_S = LOCALE_COOKIE_DAYS * 24 * 60 * 60;

type Catalogs = Record<string, () => Promise<{ messages: Messages }>>;
const firstCatalogs: Catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.ts');
const laterCatalogs: Catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/later.ts');

async function loadCatalog(catalogs: Catalogs, name: string, locale: Locale): Promise<Messages> {
  const load = catalogs[`../../../locales/${locale}/${name}.ts`];
  if (!load) throw new Error(`No compiled ${name} catalog for ${locale}`);
  return (await load()).messages;
}

/** Set once a page or dialog needed the `later` messages: a language switch then loads them too. */
let laterWanted = false;
const laterLoaded = new Map<Locale, Promise<void>>();

/** Adds the `later` messages of `locale` to i18n (once; a failed load is tried again next time). */
function loadLater(locale: Locale): Promise<void> {
  let loading = laterLoaded.get(locale);
  if (!loading) {
    loading = loadCatalog(laterCatalogs, 'later', locale).then((messages) => i18n.load(locale, messages));
    loading.catch(() => laterLoaded.delete(locale));
    laterLoaded.set(locale, loading);
  }
  return loading;
}

let markActivated: () => void = () => undefined;
/** Settles once a language is active: the `later` messages are loaded for it. */
const activated = new Promise<void>((resolve) => {
  markActivated = resolve;
});

/** `load` (a page's or dialog's chunk) together with the `later` messages it speaks from: it renders only with both. */
export function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    laterWanted = true;
    const [module] = await Promise.all([load(), activated.then(() => loadLater(i18n.locale as Locale))]);
    return module;
  };
}

function applyDocumentLocale(locale: Locale): void {
  // Prerendering has no document: the server writes <html lang> itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = 'ltr';
}

/**
 * Loads and activates a language; on failure (offline without the chunk) keeps the current one and
 * reports whether it switched.
 */
export async function activateLocale(locale: Locale): Promise<boolean> {
  if (i18n.locale === locale) return true;
  try {
    const [messages] = await Promise.all([loadCatalog(firstCatalogs, 'messages', locale), laterWanted ? loadLater(locale) : undefined]);
    // Added to what the language has (its `later` messages), never in their place, as loadAndActivate would.
    i18n.load(locale, messages);
    i18n.activate(locale);
    applyDocumentLocale(locale);
    markActivated();
    return true;
  } catch (error) {
    console.error('Failed locale loading', error);
    return false;
  }
}

/** First activation: the page's language, else English, so the app always renders. */
export async function activateInitialLocale(locale: Locale): Promise<void> {
  if (await activateLocale(locale)) return;
  if (locale !== DEFAULT_LOCALE && (await activateLocale(DEFAULT_LOCALE))) return;
  i18n.load(DEFAULT_LOCALE, {});
  i18n.activate(DEFAULT_LOCALE);
  markActivated();
}

export function rememberLocale(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

export { i18n };
