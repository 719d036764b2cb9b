// How long a browser may keep a note page: an unlocked protected note is never stored (Cache-Control:
// no-store), so neither the HTTP cache nor the service worker's offline copy keeps text behind a password;
// other pages stay private and revalidated. A revisit of an unchanged open note is a 304 (ETag).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../../shared/locales.ts';
import { createNote, getPage, HOUR, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

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

describe('revalidating note pages', () => {
  const revisit = (path: string, etag: string, cookies?: Record<string, string>) =>
    getPage(t.app, path, { headers: { 'if-none-match': etag }, ...(cookies ? { cookies } : {}) });

  it('an unchanged open note answers 304 without a body, and the first visit had the note', async () => {
    const note = await createNote(t.app, { content: '<p>unchanged words</p>' });
    const first = await getPage(t.app, `/n/${note.share_id}`);
    expect(first.body).toContain('unchanged words');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await revisit(`/n/${note.share_id}`, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers).toMatchObject({ etag, 'cache-control': 'private, no-cache', vary: 'Cookie, Accept-Encoding' });
  });

  it('an edited note is sent again with the new text, also from the second visit on', async () => {
    const note = await createNote(t.app, { content: '<p>before</p>' });
    const first = await getPage(t.app, `/n/${note.share_id}`);
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>after</p>', editId: note.edit_id, baseVersion: 1 });
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await revisit(`/n/${note.share_id}`, String(first.headers.etag));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('after');
      expect(page.body).not.toContain('before');
    }
  });

  it('a note given an expiry, or a password, is not answered from the old page', async () => {
    const note = await createNote(t.app, { content: '<p>soon private</p>' });
    const first = await getPage(t.app, `/n/${note.share_id}`);
    await postJson(t.app, `/api/notes/${note.edit_id}/expire`, { expire: '1h' });
    const expiring = await revisit(`/n/${note.share_id}`, String(first.headers.etag));
    expect(expiring.statusCode).toBe(200);
    await postJson(t.app, `/api/notes/${note.edit_id}/password`, { password: 'secret-words' });
    const locked = await revisit(`/n/${note.share_id}`, String(expiring.headers.etag));
    expect(locked.statusCode).toBe(200);
    expect(locked.body).not.toContain('soon private');
    expect(locked.headers.etag).toBeUndefined();
  });

  it('an expired note is gone at its expiry, whatever the browser holds', async () => {
    const note = await createNote(t.app, { content: '<p>short-lived</p>', expire: '1h' });
    const first = await getPage(t.app, `/n/${note.share_id}`);
    await getPage(t.app, `/n/${note.share_id}`);
    t.clock.advance(HOUR);
    const gone = await revisit(`/n/${note.share_id}`, String(first.headers.etag));
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('short-lived');
    expect((await postJson(t.app, `/api/notes/share/${note.share_id}`, {})).statusCode).toBe(404);
  });

  it('another language is another page', async () => {
    const note = await createNote(t.app, { content: '<p>words</p>' });
    const english = await getPage(t.app, `/n/${note.share_id}`);
    const german = await revisit(`/n/${note.share_id}`, String(english.headers.etag), { [LOCALE_COOKIE]: 'de' });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de"');
    expect(german.headers.etag).not.toBe(english.headers.etag);
  });

  it('a protected note page carries no ETag, locked or unlocked', async () => {
    const note = await createNote(t.app, { content: '<p>hidden</p>', password: 'pw' });
    const locked = await getPage(t.app, `/n/${note.share_id}`);
    expect(locked.headers.etag).toBeUndefined();
    const { session } = (await postJson(t.app, '/api/notes/verify-password', { id: note.share_id, password: 'pw' })).json<{ session: string }>();
    const unlocked = await revisit(`/n/${note.share_id}`, '*', { [`ns_${note.share_id}`]: session });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.body).toContain('hidden');
    expect(unlocked.headers.etag).toBeUndefined();
  });
});
