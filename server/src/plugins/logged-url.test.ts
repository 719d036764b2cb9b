// What the log shows of a request's URL: the route's pattern, share ids where the route takes one, never a query
// string, and for a path no route matched only the words the app's routes spell.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { createUrlLogging, wildcardLogUrl } from './logged-url.ts';

async function loggedUrls(urls: string[]): Promise<string[]> {
  const logging = createUrlLogging();
  const app = Fastify();
  logging.learnRoutes(app);
  const seen: string[] = [];
  app.addHook('onRequest', async (request) => void seen.push(logging.urlOf(request)));
  const ok = async () => 'ok';
  app.get('/e/:id', ok);
  app.get('/de/e/:id', ok);
  app.get('/n/:id', ok);
  app.get('/de/share/:id', ok);
  app.post('/api/notes/:editId/rename', ok);
  app.post('/api/notes/share/:shareId', ok);
  app.get('/signin', ok);
  app.route({
    method: 'GET',
    url: '/api/auth/*',
    config: { logUrl: wildcardLogUrl('/api/auth', ['/sign-in/email', '/reset-password/:token', '/verify-email']) },
    handler: ok,
  });
  for (const url of urls) await app.inject({ method: url.startsWith('/api/notes') ? 'POST' : 'GET', url });
  await app.close();
  return seen;
}

describe('the URL a log line shows', () => {
  const editId = newEditId();
  const shareId = newShareId();

  it('is the route pattern, with share ids where a route takes one and nothing of the query', async () => {
    expect(
      await loggedUrls([
        `/e/${editId}?from=${editId}`,
        `/de/e/${editId.slice(0, 24)}`,
        `/n/${shareId}?token=abc`,
        `/de/share/${shareId}`,
        `/api/notes/${editId}/rename`,
        `/api/notes/share/${shareId}`,
        // A share position holding something else shows its name only.
        `/n/${editId}`,
        `/api/notes/share/${editId}`,
        '/signin?token=short-reset-token',
      ]),
    ).toEqual([
      '/e/:id',
      '/de/e/:id',
      `/n/${shareId}`,
      `/de/share/${shareId}`,
      '/api/notes/:editId/rename',
      `/api/notes/share/${shareId}`,
      '/n/:id',
      '/api/notes/share/:shareId',
      '/signin',
    ]);
  });

  it('names the account endpoint, never its token, and a tail that names none as a wildcard', async () => {
    expect(
      await loggedUrls([
        '/api/auth/reset-password/AbCdEf123456?callbackURL=/signin',
        '/api/auth/verify-email?token=eyJhbGciOi.x.y&callbackURL=/',
        '/api/auth/sign-in/email',
        '/api/auth/reset-password/AbCdEf123456/extra',
        '/api/auth/sign-in/AbCdEf123456',
      ]),
    ).toEqual(['/api/auth/reset-password/:token', '/api/auth/verify-email', '/api/auth/sign-in/email', '/api/auth/*', '/api/auth/*']);
  });

  it('shows of an unmatched path only the words of the app\'s routes', async () => {
    const escaped = [...editId].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');
    expect(
      await loggedUrls([`/api/notes/${editId}/unknown?x=${editId}`, `/e/${escaped}/x`, '/wp-login.php', `/${'a/'.repeat(20)}`]),
    ).toEqual(['/api/notes/*/*', '/e/*/*', '/*', '/*/*/*/*/*/*/*/*/…']);
  });
});
