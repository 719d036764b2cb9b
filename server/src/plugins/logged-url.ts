// What the log says about a request's address: the route it matched, never the client's spelling of it. Bearer
// tokens travel in paths and query strings (edit ids in /e/:id and /api/notes/:editId/…, reset tokens in
// /api/auth/reset-password/:token and /signin?token=…, verification tokens in /api/auth/verify-email?token=…),
// and no rule that looks at what a token looks like can promise to catch every one of them. So the log gets
// the matched route's pattern with its parameters' names; a parameter's value only where it is a share id (public,
// and what an operator acts on). Query strings are never logged. A request no route matched shows the segments the
// app's own routes spell and `*` for every other (docs/decisions.md, "Security round 4").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isShareId } from '../../../shared/ids.ts';
import { stripLocale } from '../../../shared/locales.ts';
import { routeOf } from '../../../shared/routes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route's requests appear in the log, when its pattern says too little (the account service's wildcard). */
    logUrl?: (request: FastifyRequest) => string;
  }
}

/** Pages whose `:id` is a share id (locale prefix removed). */
const SHARE_ID_PAGES: ReadonlySet<string> = new Set((['note', 'print', 'share'] as const).map((key) => routeOf(key).path));
/** An unmatched path shows at most this many segments. */
const MAX_UNMATCHED_SEGMENTS = 8;
const PARAM = /:([A-Za-z0-9_]+)/g;

function isSharePosition(pattern: string, name: string): boolean {
  return name === 'shareId' || (name === 'id' && SHARE_ID_PAGES.has(stripLocale(pattern)));
}

function routePattern(request: FastifyRequest): string | undefined {
  try {
    return request.routeOptions.url;
  } catch {
    // A request the router refused (a broken escape) has no route context at all.
    return undefined;
  }
}

export interface UrlLogging {
  /** The URL as the log shows it. */
  urlOf(request: FastifyRequest): string;
  /** Learns the literal segments of every route `app` adds from now on (call before the routes are registered). */
  learnRoutes(app: FastifyInstance): void;
}

export function createUrlLogging(): UrlLogging {
  /** Every literal path segment of the app's routes: the only words an unmatched path may show. */
  const words = new Set<string>();

  function unmatched(url: string): string {
    const segments = url.split('?', 1)[0]!.split('/').slice(1);
    const shown = segments.slice(0, MAX_UNMATCHED_SEGMENTS).map((segment) => (segment === '' || words.has(segment) ? segment : '*'));
    return `/${shown.join('/')}${segments.length > MAX_UNMATCHED_SEGMENTS ? '/…' : ''}`;
  }

  return {
    urlOf(request) {
      const pattern = routePattern(request);
      if (pattern === undefined) return unmatched(request.url);
      const custom = request.routeOptions.config.logUrl;
      if (custom) return custom(request);
      const params = (request.params ?? {}) as Record<string, unknown>;
      return pattern.replace(PARAM, (whole, name: string) => {
        const value = params[name];
        return isSharePosition(pattern, name) && isShareId(value) ? value : whole;
      });
    },
    learnRoutes(app) {
      app.addHook('onRoute', (route) => {
        for (const segment of route.url.split('/')) {
          if (segment !== '' && !segment.startsWith(':') && !segment.includes('*')) words.add(segment);
        }
      });
    },
  };
}

/**
 * For a route whose tail is a wildcard served by another router (better-auth under /api/auth/*): the pattern of
 * the endpoint the tail names, with its parameters' names, or `<prefix>/*` when it names none.
 */
export function wildcardLogUrl(prefix: string, endpointPatterns: readonly string[]): (request: FastifyRequest) => string {
  const patterns = endpointPatterns.map((pattern) => pattern.split('/').filter(Boolean));
  return (request) => {
    const tail = String((request.params as Record<string, unknown>)['*'] ?? '').split('?', 1)[0]!;
    const segments = tail.split('/').filter(Boolean);
    const match = patterns.find(
      (pattern) => pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
    );
    return match ? `${prefix}/${match.join('/')}` : `${prefix}/*`;
  };
}
