// Page identities shared by server rendering and the client: each page's SEO title and description are
// Lingui messages with explicit ids `pages.<key>.seo.title|description` (docs/design.md §5.2), defined in
// client/src/platform/page-meta.ts and looked up by id on the server from the compiled catalogs.
// The keys are the route table's (routes.ts), plus the not-found page.
import type { PageKey } from './routes.ts';

export type { PageKey } from './routes.ts';

export const seoTitleId = (page: PageKey): string => `pages.${page}.seo.title`;
export const seoDescriptionId = (page: PageKey): string => `pages.${page}.seo.description`;

/** "Note title – Jotter"; the home page carries the product name first. */
export function documentTitle(pageTitle: string, appName: string, page: PageKey): string {
  return page === 'index' ? `${appName} – ${pageTitle}` : `${pageTitle} – ${appName}`;
}
