// The language of an account mail: the first of the seven interface languages the asking request accepts
// (the app sends its interface language as Accept-Language when it asks for a mail), else English.
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';

interface Preference {
  locale: string;
  weight: number;
}

function preferences(header: string): Preference[] {
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      // "de-CH" asks for German; the interface has no regional variants.
      return { locale: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((preference) => preference.weight > 0);
}

export function mailLanguage(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  // A stable sort keeps the header's order among equal weights, as RFC 9110 leaves it to the list.
  const ranked = preferences(acceptLanguage).sort((a, b) => b.weight - a.weight);
  return ranked.find((preference) => isLocale(preference.locale))?.locale as Locale | undefined ?? DEFAULT_LOCALE;
}
