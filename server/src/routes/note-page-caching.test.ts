// How long a browser may keep a note page: an unlocked protected note is never stored (Cache-Control:
// no-store), so neither the HTTP cache nor the service worker's offline copy keeps text behind a password;
// other pages stay private and revalidated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNote, getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('caching note pages', () => {
  it('an unlocked protected note page is no-store, on the page and its print view', async () => {
    const note = await createNote(t.app, { content: '<p>behind a password</p>', password: 'pw' });
    const { session } = (await postJson(t.app, '/api/notes/verify-password', { id: note.share_id, password: 'pw' })).json<{ session: string }>();
    for (const path of [`/n/${note.share_id}`, `/n/${note.share_id}/print`]) {
      const page = await getPage(t.app, path, { cookies: { [`ns_${note.share_id}`]: session } });
      expect(page.body).toContain('behind a password');
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });

  it('open notes, locked pages and other pages stay private, no-cache', async () => {
    const open = await createNote(t.app, { content: '<p>for everyone</p>' });
    const locked = await createNote(t.app, { content: '<p>secret</p>', password: 'pw' });
    for (const path of [`/n/${open.share_id}`, `/n/${locked.share_id}`, '/', '/about']) {
      expect((await getPage(t.app, path)).headers['cache-control']).toBe('private, no-cache');
    }
  });
});
