// Locale-aware links for components: the current UI language and hrefs of localized pages that are
// correct both inside the language-prefixed router (base "/de") and at the root (e.g. on /n/{id}).
import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { useRouter } from 'wouter';
import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '../../../shared/locales.ts';
import { relativeToBase } from './locale-routing.ts';

/** The language the UI is shown in. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * `(path) => href` for a localized page given without prefix ("/about"): the href for wouter's <Link>
 * and navigate() in the current UI language. Other paths ("/n/abc") can be passed to <Link> as they are.
 */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale();
  const { base } = useRouter();
  return useCallback((path: string) => relativeToBase(localizedPath(locale, path), base), [locale, base]);
}
