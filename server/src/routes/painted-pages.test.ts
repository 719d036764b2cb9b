// Pages painted at build time (scripts/prerender.ts → .vite/prerendered.json): the server sends the page's
// prerendered app shell in the visitor's language with its preload links, puts per-request HTML (a note,
// the 404 heading) into the page slot, and fills in the product name once at start — never inside a note.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_NAME_TOKEN, PRERENDERED_FILE, SLOT_MARK, type PrerenderedPages } from '../../../shared/prerendered.ts';
import { createNote, getPage, startTestApp, type TestApp } from '../test-support/test-app.ts';

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><!--app-head--></head>
<body><div id="root"><!--app-body--></div><!--app-data--><script type="module" src="/assets/index.js"></script></body>
</html>`;

const slotted = (label: string) =>
  `<header>${label} ${APP_NAME_TOKEN}</header><main><div class="contents" data-page-slot="">${SLOT_MARK}</div></main><footer>${label}</footer>`;

const PAGES: PrerenderedPages = {
  index: {
    en: { head: '<link rel="modulepreload" crossorigin href="/assets/HomePage.js">', body: `<header>Home of ${APP_NAME_TOKEN}</header>` },
    de: { head: '<link rel="modulepreload" crossorigin href="/assets/messages-de.js">', body: `<header>Startseite von ${APP_NAME_TOKEN}</header>` },
  },
  note: { en: { head: '<link rel="modulepreload" crossorigin href="/assets/NotePage.js">', body: slotted('note page') } },
  notFound: { en: { head: '', body: slotted('not found page') } },
};

let clientDir: string;
let t: TestApp;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'jotter-painted-'));
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, 'index.html'), SHELL);
  writeFileSync(join(clientDir, PRERENDERED_FILE), JSON.stringify(PAGES));
  t = await startTestApp({ env: { CLIENT_DIR: clientDir, APP_NAME: 'Jot <&> "Co"' } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1];

describe('pages painted at build time', () => {
  it('/de/ is the German page with its preload links and the product name filled in, escaped', async () => {
    const page = await getPage(t.app, '/de/');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('<header>Startseite von Jot &lt;&amp;&gt; &quot;Co&quot;</header>');
    expect(page.body).toMatch(/<head>[\s\S]*<link rel="modulepreload" crossorigin href="\/assets\/messages-de.js">[\s\S]*<\/head>/);
    expect(page.body).not.toContain('HomePage.js');
    expect(page.body).not.toContain(APP_NAME_TOKEN);
  });

  it('a shared note goes into the note page slot once, and the embedded data does not repeat it', async () => {
    const note = await createNote(t.app, { content: '<p>Meet at the old mill</p>' });
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(rootOf(page.body)).toBe(
      '<header>note page Jot &lt;&amp;&gt; &quot;Co&quot;</header><main><div class="contents" data-page-slot="">' +
        '<article class="note-ssr"><h1>Meet at the old mill</h1><div class="note-body"><p>Meet at the old mill</p></div></article>' +
        '</div></main><footer>note page</footer>',
    );
    expect(page.body.split('Meet at the old mill</p>')).toHaveLength(2);
    expect(page.body).toContain('href="/assets/NotePage.js"');
  });

  it('a note that quotes the product-name placeholder or the slot marker is shown as written', async () => {
    const note = await createNote(t.app, { content: `<p>${APP_NAME_TOKEN} and ${SLOT_MARK} stay text</p>` });
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.body).toContain(`<div class="note-body"><p>${APP_NAME_TOKEN} and  stay text</p></div>`);
    expect(page.body.match(/<footer>/g)).toHaveLength(1);
  });

  it('an unknown path has its escaped 404 heading in the slot', async () => {
    const page = await getPage(t.app, '/no/<such>/page');
    expect(page.statusCode).toBe(404);
    expect(rootOf(page.body)).toMatch(
      /^<header>not found page [^<]*<\/header><main><div class="contents" data-page-slot=""><section [^>]*>.*<h1 [^>]*>Page Not Found: \/no\/(%3Csuch%3E|&lt;such&gt;)\/page<\/h1><\/section><\/div><\/main><footer>not found page<\/footer>$/,
    );
  });

  it('a page the build did not paint is sent as the bare shell, for the app to render', async () => {
    const page = await getPage(t.app, '/about');
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('');
  });
});
