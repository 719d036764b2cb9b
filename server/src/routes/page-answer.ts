// What a page route answers with: the options a page is rendered from, and the HTML answer with its caching
// headers. Shared by pages.ts and note-pages.ts (which pages.ts registers), so neither imports the other.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EmbeddedInitialData } from '../../../shared/initial-data.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { PageKey } from '../../../shared/page-keys.ts';
import type { PageHead } from '../services/page-render.ts';

export interface PageOptions {
  key: PageKey;
  locale: Locale;
  /** Path without locale prefix, for canonical/hreflang. */
  path: string;
  localized: boolean;
  status?: number;
  noindex?: boolean;
  title?: string;
  description?: string;
  bodyHtml?: string;
  data?: Partial<EmbeddedInitialData>;
  ogType?: PageHead['ogType'];
  /** Text behind a password: no cache (HTTP or service worker) may keep the page. */
  noStore?: boolean;
}

export type SendPage = (request: FastifyRequest, reply: FastifyReply, page: PageOptions) => FastifyReply;
export type RenderPage = (request: FastifyRequest, page: PageOptions) => string;

/** Pages depend on cookies (language, password sessions); `html` undefined answers 304 Not Modified. */
export function sendHtml(
  reply: FastifyReply,
  { status, noStore, html, etag }: { status: number; noStore: boolean; html?: string | Buffer; etag?: string },
): FastifyReply {
  reply.header('cache-control', noStore ? 'no-store' : 'private, no-cache').header('vary', 'Cookie');
  if (etag) reply.header('etag', etag);
  if (html === undefined) return reply.status(304).send();
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}
