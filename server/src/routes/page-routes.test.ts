// The route table (shared/routes.ts) is the only list of pages: every page in it answers at its address in
// each of its languages, the sitemaps list exactly its indexed pages, and robots.txt keeps out every page
// that carries an id. A page added to the table needs nothing more on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, localizedPath } from '../../../shared/locales.ts';
import { hasParam, pathPrefix, ROUTES } from '../../../shared/routes.ts';
import { createNote, getPage, startTestApp, type TestApp } from '../test-support/test-app.ts';

const ORIGIN = 'https://jotter.example';

let t: TestApp;
let shareId: string;
let editId: string;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_ORIGIN: ORIGIN } });
  ({ share_id: shareId, edit_id: editId } = await createNote(t.app, { content: '<p>routed</p>' }));
});
afterAll(() => t.close());

/** The route's address for a real note (an edit link takes the edit id, the others the share id). */
const addressOf = (path: string, key: string) => path.replace(':id', key === 'edit' ? editId : shareId);

describe('every page of the route table', () => {
  for (const route of ROUTES) {
    const locales = route.localized ? LOCALES : (['en'] as const);
    it(`${route.key} answers at ${route.path}${route.localized ? ' in every language' : ''}`, async () => {
      for (const locale of locales) {
        const response = await getPage(t.app, addressOf(localizedPath(locale, route.path), route.key));
        expect(response.statusCode, `${locale} ${route.path}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        if (route.localized) expect(response.body).toContain(`<html lang="${locale}"`);
      }
    });
  }

  it('an unlocalized page does not exist under a language prefix', async () => {
    for (const route of ROUTES.filter((candidate) => !candidate.localized)) {
      expect((await getPage(t.app, addressOf(`/de${route.path}`, route.key))).statusCode, route.path).toBe(404);
    }
  });
});

describe('what crawlers are told', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('each sitemap lists exactly the indexed pages of the table, localized ones in its language', async () => {
    for (const locale of LOCALES) {
      const response = await getPage(t.app, localizedPath(locale, '/sitemap.xml'));
      const expected = ROUTES.filter((route) => route.indexed).map((route) =>
        ORIGIN + (route.localized ? localizedPath(locale, route.path) : route.path),
      );
      expect(locs(response.body).sort()).toEqual(expected.sort());
    }
  });

  it('robots.txt keeps every page with an id out, in every language it exists in', async () => {
    const lines = (await getPage(t.app, '/robots.txt')).body.split('\n');
    for (const route of ROUTES.filter(hasParam)) {
      for (const locale of route.localized ? LOCALES : (['en'] as const)) {
        expect(lines).toContain(`Disallow: ${localizedPath(locale, pathPrefix(route))}`);
      }
    }
  });
});
