// What a page route answers with: the options a page is rendered from, and the HTML answer with its caching
// headers. Shared by pages.ts and note-pages.ts (which pages.ts registers), so neither imports the other.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EmbeddedInitialData } from '../../../shared/initial-data.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { PageKey } from '../../../shared/page-keys.ts';
import type { PageHead } from '../pages/page-render.ts';
import type { EncodedAnswer } from './rendered-answers.ts';
import { sendEncoded } from './encoded-answer.ts';

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

/**
 * Pages depend on cookies (language, password sessions); `html` undefined answers 304 Not Modified. `encoded`:
 * the page comes from the rendered-answers cache in the encoding the request accepts (a 304 says so too).
 */
export function sendHtml(
  reply: FastifyReply,
  { status, noStore, html, etag, encoded }: { status: number; noStore: boolean; html?: string | Buffer | EncodedAnswer; etag?: string; encoded?: boolean },
): FastifyReply {
  reply.header('cache-control', noStore ? 'no-store' : 'private, no-cache');
  if (etag) reply.header('etag', etag);
  if (html === undefined) return reply.header('vary', encoded ? 'Cookie, Accept-Encoding' : 'Cookie').status(304).send();
  reply.status(status).type('text/html; charset=utf-8');
  if (typeof html === 'string' || Buffer.isBuffer(html)) return reply.header('vary', 'Cookie').send(html);
  return sendEncoded(reply, html, 'Cookie, Accept-Encoding');
}
