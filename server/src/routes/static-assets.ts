// The built client's files. Hashed assets are cached for a year; the service worker, manifest and icons
// revalidate so a new build reaches people. The raw index.html is served too: the service worker precaches
// it as the offline shell (without initial data the client reads the route from the URL). They draw from
// their own per-client budget, not the one of pages and the API (plugins/rate-limits.ts).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { limitAsStaticFiles, type RateLimits } from '../plugins/rate-limits.ts';

const HASHED = /\/assets\//;

export async function registerStaticAssets(app: FastifyInstance, root: string, limit: RateLimits['staticFiles']): Promise<void> {
  // A plugin of its own, so the static-file budget applies to these routes only.
  await app.register(async (files) => {
    limitAsStaticFiles(files, limit);
    await files.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // scripts/precompress.ts writes .br/.gz beside each asset at build time.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
}
