// The built client's files. Hashed assets are cached for a year; the service worker, manifest and icons
// revalidate so a new build reaches people. index.html is never served raw: pages render it.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED = /\/assets\//;

export async function registerStaticAssets(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
