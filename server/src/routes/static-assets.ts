// The built client's files. Hashed assets are cached for a year; the service worker, manifest and icons
// revalidate so a new build reaches people. The raw index.html is served too: the service worker precaches
// it as the offline shell (without initial data the client reads the route from the URL).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED = /\/assets\//;

export async function registerStaticAssets(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // scripts/precompress.ts writes .br/.gz beside each asset at build time.
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
