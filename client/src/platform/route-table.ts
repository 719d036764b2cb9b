// Which page a path shows (docs/design.md §5.1), as a pure function over the route table (shared/routes.ts): localized
// routes with an optional language prefix (English has none), unlocalized routes only without one, anything
// else is "not found".
import { DEFAULT_LOCALE, localeFromPath, stripLocale, type Locale } from '../../../shared/locales.ts';
import { NOT_FOUND, ROUTES, routePattern, type PageKey } from '../../../shared/routes.ts';

export type RouteName = PageKey;

export interface RouteMatch {
  name: RouteName;
  /** The path parameter of /n/:id, /n/:id/print, /e/:id, /share/:id. */
  id?: string;
  /** The language prefix of the path (null for English and unlocalized routes). */
  locale: Locale | null;
}

type Table = ReadonlyArray<readonly [RegExp, RouteName]>;

const tableOf = (localized: boolean): Table =>
  ROUTES.filter((route) => route.localized === localized).map((route) => [routePattern(route), route.key] as const);
const LOCALIZED = tableOf(true);
const UNLOCALIZED = tableOf(false);

function find(table: Table, path: string, locale: Locale | null): RouteMatch | null {
  for (const [pattern, name] of table) {
    const match = pattern.exec(path);
    if (match) return match[1] === undefined ? { name, locale } : { name, id: match[1], locale };
  }
  return null;
}

export function matchRoute(pathname: string): RouteMatch {
  const locale = localeFromPath(pathname);
  const bare = stripLocale(pathname);
  const path = bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
  if (locale) return find(LOCALIZED, path, locale) ?? { name: NOT_FOUND.key, locale };
  return find(UNLOCALIZED, path, null) ?? find(LOCALIZED, path, null) ?? { name: NOT_FOUND.key, locale: null };
}

/** The route table's row of a page (the not-found page has no path). */
export const pageOf = (name: RouteName) => ROUTES.find((route) => route.key === name) ?? NOT_FOUND;

/** The language a localized page is shown in (its prefix, or English); null for the other pages. */
export function routeLanguage(match: RouteMatch): Locale | null {
  return pageOf(match.name).localized ? (match.locale ?? DEFAULT_LOCALE) : null;
}

/** The page whose SEO title the document shows; null where the title is the note's own. */
export function pageKeyOf(name: RouteName): PageKey | null {
  const page = pageOf(name);
  return 'noteTitle' in page && page.noteTitle ? null : name;
}
