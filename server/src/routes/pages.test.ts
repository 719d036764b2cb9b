// Server-rendered pages: /n/{id} carries the note (title, og tags, description, sanitized content) so it
// reads without JavaScript, except when it is protected, expired or missing; localized pages carry their lang.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse } from '../../../shared/api.ts';
import { newShareId } from '../../../shared/ids.ts';
import { createNote, getPage, HOUR, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LONG_TEXT = `${'Lorem ipsum dolor sit amet '.repeat(12)}END`;

describe('a shared note page', () => {
  let note: CreateNoteResponse;
  beforeAll(async () => {
    note = await createNote(t.app, { title: 'Trip notes', content: `<h2>Packing</h2><p>${LONG_TEXT}</p>` });
  });

  it('carries the title, og tags, a 160-character description and the content', async () => {
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const description = `Packing ${LONG_TEXT}`.slice(0, 160);
    expect(page.body).toContain('<title>Trip notes – Jotter</title>');
    expect(page.body).toContain('<meta property="og:title" content="Trip notes – Jotter">');
    expect(page.body).toContain('<meta property="og:type" content="article">');
    expect(page.body).toContain(`<meta name="description" content="${description}">`);
    expect(page.body).toContain(`<meta property="og:description" content="${description}">`);
    expect(page.body).toContain(`<div class="note-body"><h2>Packing</h2><p>${LONG_TEXT}</p></div>`);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
  });

  it('sends the content once: the initial data names the note but the body holds its content', async () => {
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.body.split(LONG_TEXT)).toHaveLength(2); // once, in the body (the description is cut at 160)
    const json = /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(page.body)?.[1] ?? '';
    const data = JSON.parse(json) as { note: { status: string; note: Record<string, unknown> } };
    expect(data.note.status).toBe('ok');
    expect(data.note.note.title).toBe('Trip notes');
    expect(data.note.note).not.toHaveProperty('content');
  });

  it('the print view carries the content too', async () => {
    const page = await getPage(t.app, `/n/${note.share_id}/print`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2>Packing</h2>');
  });

  it('a missing note is a 404 page with no content', async () => {
    const page = await getPage(t.app, `/n/${newShareId()}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('note-body');
  });

  it('a malformed id is a 404 page', async () => {
    for (const id of ['short', '..%2f..%2fetc%2f', `${note.share_id}1`, '%00aaaaaaaaaaa']) {
      expect((await getPage(t.app, `/n/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('a protected note page', () => {
  let note: CreateNoteResponse;
  beforeAll(async () => {
    note = await createNote(t.app, { title: 'Locked', content: '<p>the hidden words</p>', password: 'pw' });
  });

  it('carries no content without a session', async () => {
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('the hidden words');
    expect(page.body).toContain('"status":"password-required"');
  });

  it('carries the content with a valid ns_<id> session cookie, and not with a forged one', async () => {
    const cookieName = `ns_${note.share_id}`;
    const opened = await getPage(t.app, `/n/${note.share_id}`, { cookies: { [cookieName]: note.session_id ?? '' } });
    expect(opened.body).toContain('<p>the hidden words</p>');
    const forged = await getPage(t.app, `/n/${note.share_id}`, { cookies: { [cookieName]: `${note.share_id}.1.9999999999.x` } });
    expect(forged.body).not.toContain('the hidden words');
  });
});

describe('an expired note page', () => {
  it('is a 404 with no content', async () => {
    const note = await createNote(t.app, { content: '<p>gone soon</p>', expire: '1h' });
    t.clock.advance(HOUR);
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('gone soon');
  });
});

describe('localized pages', () => {
  it('English has no prefix; /de/ pages are lang="de"', async () => {
    const home = await getPage(t.app, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="en"');
    for (const path of ['/de', '/de/', '/de/about', '/de/features', '/de/about/']) {
      const page = await getPage(t.app, path);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="de"');
    }
  });

  it('localized pages link their language versions', async () => {
    const page = await getPage(t.app, '/about');
    expect(page.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/about">/);
    for (const lang of ['de', 'es', 'fr', 'it', 'pt', 'hi']) {
      expect(page.body).toMatch(new RegExp(`<link rel="alternate" hreflang="${lang}" href="http://[^"]+/${lang}/about">`));
    }
  });

  it('an unprefixed visit from someone who chose German goes to the German page', async () => {
    const page = await getPage(t.app, '/about', { cookies: { locale: 'de' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/de/about');
  });

  it('edit and share pages render for any locale; a malformed share id is a 404', async () => {
    const note = await createNote(t.app);
    for (const path of [`/e/${note.edit_id}`, `/fr/e/${note.edit_id}`, `/share/${note.share_id}`, `/pt/share/${note.share_id}`]) {
      expect((await getPage(t.app, path)).statusCode).toBe(200);
    }
    expect((await getPage(t.app, '/share/not-an-id')).statusCode).toBe(404);
  });

  it('tools and info pages without a prefix render', async () => {
    for (const path of ['/tools/word-counter', '/tools/character-counter', '/changelog', '/signin']) {
      expect((await getPage(t.app, path)).statusCode).toBe(200);
    }
  });

  it('a page without a prefix shows the language ?lang= names (a mailed link opened on another device)', async () => {
    expect((await getPage(t.app, '/signin?lang=de&token=abc')).body).toContain('<html lang="de"');
    // It wins over the cookie; a language the site does not speak falls back to the cookie, then English.
    expect((await getPage(t.app, '/signin?lang=fr', { headers: { cookie: 'locale=it' } })).body).toContain('<html lang="fr"');
    expect((await getPage(t.app, '/signin?lang=nl', { headers: { cookie: 'locale=it' } })).body).toContain('<html lang="it"');
    expect((await getPage(t.app, '/signin?lang=<script>')).body).toContain('<html lang="en"');
  });
});
