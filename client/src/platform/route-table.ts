// Which page a path shows (spec §2), as a pure function: localized routes with an optional language
// prefix (English has none), unlocalized routes only without one, anything else is "not found".
import { DEFAULT_LOCALE, localeFromPath, stripLocale, type Locale } from '../../../shared/locales.ts';
import type { PageKey } from '../../../shared/page-keys.ts';

export type RouteName =
  | 'home'
  | 'edit'
  | 'share'
  | 'about'
  | 'contact'
  | 'terms'
  | 'privacy'
  | 'abuse'
  | 'features'
  | 'note'
  | 'print'
  | 'signin'
  | 'changelog'
  | 'wordCounter'
  | 'characterCounter'
  | 'notFound';

export interface RouteMatch {
  name: RouteName;
  /** The path parameter of /n/:id, /n/:id/print, /e/:id, /share/:id. */
  id?: string;
  /** The language prefix of the path (null for English and unlocalized routes). */
  locale: Locale | null;
}

type Table = ReadonlyArray<readonly [RegExp, RouteName]>;

const LOCALIZED: Table = [
  [/^\/$/, 'home'],
  [/^\/e\/([^/]+)$/, 'edit'],
  [/^\/share\/([^/]+)$/, 'share'],
  [/^\/about$/, 'about'],
  [/^\/contact$/, 'contact'],
  [/^\/terms$/, 'terms'],
  [/^\/privacy$/, 'privacy'],
  [/^\/abuse$/, 'abuse'],
  [/^\/features$/, 'features'],
];

const UNLOCALIZED: Table = [
  [/^\/n\/([^/]+)$/, 'note'],
  [/^\/n\/([^/]+)\/print$/, 'print'],
  [/^\/signin$/, 'signin'],
  [/^\/changelog$/, 'changelog'],
  [/^\/tools\/word-counter$/, 'wordCounter'],
  [/^\/tools\/character-counter$/, 'characterCounter'],
];

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
  if (locale) return find(LOCALIZED, path, locale) ?? { name: 'notFound', locale };
  return find(UNLOCALIZED, path, null) ?? find(LOCALIZED, path, null) ?? { name: 'notFound', locale: null };
}

const UNLOCALIZED_NAMES: ReadonlySet<RouteName> = new Set(UNLOCALIZED.map(([, name]) => name));

/** The language a localized page is shown in (its prefix, or English); null for the other pages. */
export function routeLanguage(match: RouteMatch): Locale | null {
  if (match.name === 'notFound' || UNLOCALIZED_NAMES.has(match.name)) return null;
  return match.locale ?? DEFAULT_LOCALE;
}

const PAGE_KEYS: Record<Exclude<RouteName, 'note' | 'print'>, PageKey> = {
  home: 'index',
  edit: 'edit',
  share: 'share',
  about: 'about',
  contact: 'contact',
  terms: 'terms',
  privacy: 'privacy',
  abuse: 'abuse',
  features: 'features',
  signin: 'signin',
  changelog: 'changelog',
  wordCounter: 'wordCounter',
  characterCounter: 'characterCounter',
  notFound: 'notFound',
};

/** The page whose SEO title the document shows; null where the title is the note's own. */
export function pageKeyOf(name: RouteName): PageKey | null {
  return name === 'note' || name === 'print' ? null : PAGE_KEYS[name];
}
