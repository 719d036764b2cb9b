// Pure path rules of localized routing on the client (docs/design.md §5.1): English unprefixed, other languages
// under /<lang> for the localized routes only. Used by the router, the language switcher and links.
import { isLocalizedRoute, localeFromPath, localizedPath, stripLocale, type Locale } from '../../../shared/locales.ts';

function splitSuffix(target: string): [path: string, suffix: string] {
  const at = target.search(/[?#]/);
  return at === -1 ? [target, ''] : [target.slice(0, at), target.slice(at)];
}

/**
 * An absolute path expressed for a wouter router mounted at `base`: "/de/about" under "/de" is "/about";
 * a path outside the base gets wouter's "~" escape so it is not prefixed again.
 */
export function relativeToBase(absolute: string, base: string): string {
  if (base === '' || base === '/') return absolute;
  if (absolute === base) return '/';
  if (absolute.startsWith(`${base}/`) || absolute.startsWith(`${base}?`) || absolute.startsWith(`${base}#`)) {
    const rest = absolute.slice(base.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return `~${absolute}`;
}

/**
 * Where a navigation made inside a language-prefixed router really goes: localized routes keep the
 * prefix ("/de/" becomes "/de"), routes that exist only once (/n/…, /tools/…, /signin) lose it, so
 * code that navigates to "/n/abc" from a German page lands on "/n/abc", not "/de/n/abc".
 */
export function resolveLocalizedTarget(absolute: string): string {
  const [path, suffix] = splitSuffix(absolute);
  const locale = localeFromPath(path);
  if (!locale) return absolute;
  const bare = stripLocale(path);
  const normalized = bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
  return (isLocalizedRoute(normalized) ? localizedPath(locale, normalized) : normalized) + suffix;
}

/** The same page in another language: localized routes change prefix, the others stay as they are. */
export function switchLocalePath(current: string, locale: Locale): string {
  const [path, suffix] = splitSuffix(current);
  const bare = stripLocale(path);
  return isLocalizedRoute(bare) ? localizedPath(locale, bare) + suffix : current;
}
