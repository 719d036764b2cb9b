// What crawlers see: sitemaps per language listing info pages and tools (never notes), robots.txt keeping
// notes and edit links out, the old /word-counter address, and a 404 page for unknown paths that never
// reflects the path as markup.
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNote, getPage, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://jotter.example' } });
  await createNote(t.app, { content: '<p>a note that must not be listed</p>' });
});
afterAll(() => t.close());

describe('sitemaps', () => {
  it('/sitemap.xml lists the English info pages, the changelog and the tools, never a note', async () => {
    const response = await getPage(t.app, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    for (const path of ['/', '/about', '/features', '/privacy', '/changelog', '/tools/word-counter', '/tools/character-counter']) {
      expect(response.body).toContain(`<loc>https://jotter.example${path}</loc>`);
    }
    expect(response.body).toContain('hreflang="de" href="https://jotter.example/de/about"');
    expect(response.body).not.toMatch(/\/n\/|\/e\/|\/share\//);
  });

  it('/de/sitemap.xml lists the German pages', async () => {
    const response = await getPage(t.app, '/de/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<loc>https://jotter.example/de/about</loc>');
    expect(response.body).toContain('<loc>https://jotter.example/tools/word-counter</loc>');
    expect(response.body).not.toMatch(/\/n\/|\/e\/|\/share\//);
  });
});

describe('robots.txt', () => {
  it('disallows notes, edit links and share pages and points at every sitemap', async () => {
    const response = await getPage(t.app, '/robots.txt');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    for (const rule of ['Disallow: /n/', 'Disallow: /e/', 'Disallow: /share/', 'Disallow: /de/e/', 'Disallow: /hi/share/']) {
      expect(lines).toContain(rule);
    }
    expect(lines).toContain('Sitemap: https://jotter.example/sitemap.xml');
    expect(lines).toContain('Sitemap: https://jotter.example/pt/sitemap.xml');
  });
});

describe('old and unknown addresses', () => {
  it('/word-counter moves permanently to /tools/word-counter', async () => {
    const response = await getPage(t.app, '/word-counter');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/tools/word-counter');
  });

  it('an unknown path is a 404 page saying "Page Not Found: {path}"', async () => {
    const response = await getPage(t.app, '/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<h1[^>]*>Page Not Found: \/no\/such\/page<\/h1>/);
  });

  it('a path carrying markup is shown escaped, never as markup', async () => {
    // A raw socket, because HTTP clients (and inject) would percent-encode the brackets first.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /<script>alert(1)</script>"\'& HTTP/1.1\r\nHost: jotter.example\r\nConnection: close\r\n\r\n');
      });
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toMatch(/<h1[^>]*>Page Not Found: \/&lt;script&gt;alert\(1\)&lt;\/script&gt;&quot;&#39;&amp;<\/h1>/);
    expect(answer).not.toContain('<script>alert(1)');
  });

  it('an unknown API endpoint is a JSON 404', async () => {
    const response = await getPage(t.app, '/api/notes/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not-found' });
  });
});
