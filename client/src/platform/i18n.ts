// Lingui runtime: one compiled catalog per language (locales/<lang>/messages.ts), each a lazy chunk,
// activated before the first render and on language switches. The chosen language is kept in the
// `locale` cookie (365 days, path /, SameSite=Lax — docs/design.md §6.1) so the server renders it next time.
import { i18n, type Messages } from '@lingui/core';
import { LOCALE_COOKIE_DAYS } from '../../../shared/limits.ts';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '../../../shared/locales.ts';

const LOCALE_COOKIE_MAX_AGE_S = LOCALE_COOKIE_DAYS * 24 * 60 * 60;

const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.ts');

async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogs[`../../../locales/${locale}/messages.ts`];
  if (!load) throw new Error(`No compiled catalog for ${locale}`);
  return (await load()).messages;
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
    i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
    applyDocumentLocale(locale);
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
  i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });
}

export function rememberLocale(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

export { i18n };
