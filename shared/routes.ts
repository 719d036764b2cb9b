// The one table of the site's pages. Everything that knows which pages exist derives from it: the client's
// matching (client/src/platform/route-table.ts) and lazy pages (client/src/app/routes.tsx), the page slot, when
// the data layer loads (client/src/app/data-layer-access.ts), the server's page routes
// (server/src/routes/pages.ts, note-pages.ts), the sitemaps and robots.txt (seo.ts), build-time prerendering
// (scripts/prerender.ts), page keys and localized routing (page-keys.ts, locales.ts). A new page is one entry
// here plus its component; its SEO title and description go in client/src/platform/page-meta.ts.

/** Whether a page writes notes on this device, so loads the data layer (Dexie) and starts sync. */
export type LocalWrites =
  /** Always: the home editor, the edit link, the share page, sign-in. */
  | 'always'
  /** Only in a browser that holds the note's edit id (a read-only visitor of /n/{id} downloads no Dexie). */
  | 'with-edit-id'
  /** Never: the data layer starts only when something waits to be sent or merged. */
  | 'never';

export interface PageRoute {
  /** The page's identity; its SEO messages are `pages.<key>.seo.title|description` (page-keys.ts). */
  readonly key: string;
  /** The path without language prefix; `:id` marks the one parameter. */
  readonly path: string;
  /** Exists once per language (`/de/…`); the other pages have one address and show the visitor's language. */
  readonly localized: boolean;
  /** Depends on the request (a note, an id, a path): prerendered with an empty slot the server fills. */
  readonly slot: boolean;
  readonly localWrites: LocalWrites;
  /** Listed in the sitemaps; the pages with a parameter are kept out of indexes by robots.txt. */
  readonly indexed: boolean;
  /** The page component (its default export), relative to client/src. */
  readonly module: string;
  /** The document title is the note's own, not the page's SEO title. */
  readonly noteTitle?: boolean;
  /** Quill appears as soon as the page starts: its chunk is preloaded with the page. */
  readonly editor?: boolean;
}

export const ROUTES = [
  { key: 'index', path: '/', localized: true, slot: false, localWrites: 'always', indexed: true, module: 'features/home/HomePage.tsx' },
  { key: 'about', path: '/about', localized: true, slot: false, localWrites: 'never', indexed: true, module: 'features/pages/AboutPage.tsx' },
  { key: 'contact', path: '/contact', localized: true, slot: false, localWrites: 'never', indexed: true, module: 'features/pages/ContactPage.tsx' },
  { key: 'terms', path: '/terms', localized: true, slot: false, localWrites: 'never', indexed: true, module: 'features/pages/TermsPage.tsx' },
  { key: 'privacy', path: '/privacy', localized: true, slot: false, localWrites: 'never', indexed: true, module: 'features/pages/PrivacyPage.tsx' },
  { key: 'abuse', path: '/abuse', localized: true, slot: false, localWrites: 'never', indexed: true, module: 'features/pages/AbusePage.tsx' },
  { key: 'features', path: '/features', localized: true, slot: false, localWrites: 'never', indexed: true, module: 'features/pages/FeaturesPage.tsx' },
  { key: 'api', path: '/api', localized: true, slot: false, localWrites: 'never', indexed: true, module: 'features/pages/ApiPage.tsx' },
  { key: 'edit', path: '/e/:id', localized: true, slot: true, localWrites: 'always', indexed: false, module: 'features/note/EditLinkPage.tsx', editor: true },
  { key: 'share', path: '/share/:id', localized: true, slot: true, localWrites: 'always', indexed: false, module: 'features/share/SharePage.tsx' },
  { key: 'note', path: '/n/:id', localized: false, slot: true, localWrites: 'with-edit-id', indexed: false, module: 'features/note/NotePage.tsx', noteTitle: true },
  { key: 'print', path: '/n/:id/print', localized: false, slot: true, localWrites: 'with-edit-id', indexed: false, module: 'features/note/PrintPage.tsx', noteTitle: true },
  { key: 'signin', path: '/signin', localized: false, slot: false, localWrites: 'always', indexed: false, module: 'features/account/SignInPage.tsx' },
  { key: 'changelog', path: '/changelog', localized: false, slot: false, localWrites: 'never', indexed: true, module: 'features/pages/ChangelogPage.tsx' },
  { key: 'wordCounter', path: '/tools/word-counter', localized: false, slot: false, localWrites: 'never', indexed: true, module: 'features/tools/WordCounterPage.tsx' },
  { key: 'characterCounter', path: '/tools/character-counter', localized: false, slot: false, localWrites: 'never', indexed: true, module: 'features/tools/CharacterCounterPage.tsx' },
] as const satisfies readonly PageRoute[];

/** What an unknown path shows: a page of its own (title, chunk, slot for the path), but at no address. */
export const NOT_FOUND = {
  key: 'notFound',
  localized: false,
  slot: true,
  localWrites: 'never',
  module: 'features/pages/ErrorPage.tsx',
} as const satisfies Omit<PageRoute, 'path' | 'indexed'>;

export type Route = (typeof ROUTES)[number];
export type RouteKey = Route['key'];
/** The routes with an `:id` parameter (each has its own server handler, which checks the id). */
export type ParamRoute = Extract<Route, { path: `${string}:id${string}` }>;
export type ParamRouteKey = ParamRoute['key'];
export type PageKey = RouteKey | typeof NOT_FOUND.key;

const PARAM = ':id';

export function routeOf(key: RouteKey): Route {
  const route = ROUTES.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`no route ${key}`);
  return route;
}

export const hasParam = (route: Route): route is ParamRoute => route.path.includes(PARAM);

/** The route's path with its parameter filled in (`routePath('note', 'abc')` → `/n/abc`). */
export function routePath(key: RouteKey, id = ''): string {
  return routeOf(key).path.replace(PARAM, id);
}

/** The fixed part of a path with a parameter, up to it (`/n/:id/print` → `/n/`). */
export const pathPrefix = (route: PageRoute): string => route.path.slice(0, route.path.indexOf(PARAM));

/** Matches the route's path (without language prefix); group 1 is the parameter. */
export function routePattern(route: PageRoute): RegExp {
  const [before = '', after = ''] = route.path.split(PARAM);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(route.path.includes(PARAM) ? `^${escape(before)}([^/]+)${escape(after)}$` : `^${escape(route.path)}$`);
}

/** Pages that exist once per language and have no parameter (`/`, `/about`…). */
export const LOCALIZED_PAGES: readonly string[] = ROUTES.filter((route) => route.localized && !hasParam(route)).map(
  (route) => route.path,
);
/** Localized routes with a parameter, by their fixed part: `/e/`, `/share/`. */
export const LOCALIZED_PREFIXES: readonly string[] = ROUTES.filter((route) => route.localized && hasParam(route)).map(pathPrefix);
