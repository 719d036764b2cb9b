// Security headers on every answer: a strict CSP, no Referer (edit ids live in URLs), nosniff, no framing,
// and noindex on note, edit and share pages (and the API) but not on pages meant for search engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNote, getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let ids: { share_id: string; edit_id: string };
beforeAll(async () => {
  t = await startTestApp();
  ids = await createNote(t.app);
});
afterAll(() => t.close());

describe('security headers', () => {
  it('API answers carry a deny-everything CSP, no-referrer and nosniff', async () => {
    for (const response of [
      await postJson(t.app, `/api/notes/share/${ids.share_id}`, {}),
      await postJson(t.app, '/api/notes/create', { nope: true }),
    ]) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('every page and file carries the strict CSP, no-referrer and nosniff', async () => {
    const answers = [
      await getPage(t.app, '/'),
      await getPage(t.app, `/n/${ids.share_id}`),
      await getPage(t.app, '/no-such-page'),
      await getPage(t.app, '/robots.txt'),
    ];
    for (const response of answers) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toMatch(/script-src 'self'(?: 'sha256-[^']+')*;/);
      expect(csp).not.toContain("'unsafe-eval'");
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('note, edit and share pages are noindex; public pages are not', async () => {
    for (const path of [`/n/${ids.share_id}`, `/n/${ids.share_id}/print`, `/e/${ids.edit_id}`, `/share/${ids.share_id}`, `/de/e/${ids.edit_id}`, `/es/share/${ids.share_id}`]) {
      expect((await getPage(t.app, path)).headers['x-robots-tag']).toBe('noindex');
    }
    for (const path of ['/', '/about', '/de/features', '/tools/word-counter']) {
      expect((await getPage(t.app, path)).headers['x-robots-tag']).toBeUndefined();
    }
  });
});

describe('HSTS', () => {
  it('every answer carries Strict-Transport-Security when PUBLIC_ORIGIN is https, and none otherwise', async () => {
    const https = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://notes.example' } });
    const http = await startTestApp({ env: { PUBLIC_ORIGIN: 'http://notes.example' } });
    try {
      const note = await createNote(https.app);
      for (const response of [
        await getPage(https.app, '/'),
        await getPage(https.app, `/n/${note.share_id}`),
        await getPage(https.app, '/no-such-page'),
        await postJson(https.app, `/api/notes/share/${note.share_id}`, {}),
        await postJson(https.app, '/api/notes/create', { nope: true }),
      ]) {
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      }
      for (const response of [await getPage(http.app, '/'), await getPage(t.app, '/'), await getPage(http.app, '/api/health')]) {
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await Promise.all([https.close(), http.close()]);
    }
  });
});
