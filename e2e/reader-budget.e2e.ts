// What a read-only visitor of /n/{id} downloads: no editor (Quill) and no local database (Dexie), and at
// most docs/design.md §8's 120 KB gzip of JavaScript (React 19 + react-dom) as the browser really received it.
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import type { Response } from 'playwright-core';
import { NotePage } from './page-models/NotePage.ts';
import { createNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const BUDGET_GZIP_BYTES = 120 * 1024;

// Strings that survive minification in each library's code (error names, module registrations).
const QUILL_MARKERS = ['modules/clipboard', 'formats/code-block'];
const DEXIE_MARKERS = ['DexieError', 'PrematureCommit'];
// DOMPurify: the note the server painted is shown as painted (NoteContent.tsx).
const PURIFY_MARKERS = ['ALLOWED_NAMESPACES', 'TrustedTypes policy'];

interface Script {
  url: string;
  wire: number;
  gzip: number;
  body: string;
}

function isJavaScript(response: Response): boolean {
  return /javascript/.test(response.headers()['content-type'] ?? '') || new URL(response.url()).pathname.endsWith('.js');
}

test('a read-only visitor downloads neither Quill, Dexie nor DOMPurify and stays within 120 KB of gzip JS', async () => {
  const created = await createNote({ content: '<h1>Opening hours</h1><p>Mon–Fri 9–17, Sat 10–14</p>' });
  const page = await browser.newPage();
  const pending: Array<Promise<Script>> = [];
  page.on('response', (response) => {
    if (!isJavaScript(response)) return;
    pending.push(
      (async () => {
        // Chromium may drop a body it holds for DevTools (a busy machine, a preloaded module): the assets
        // are immutable, hashed files, so the same URL fetched again has the same bytes.
        const body = await response.body().catch(() => page.request.get(response.url()).then((again) => again.body()));
        const sizes = await response.request().sizes();
        return { url: new URL(response.url()).pathname, wire: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length, body: body.toString('utf8') };
      })(),
    );
  });
  // The reader follows the note live (docs/design.md §11.8): its stream stays open, so the network is never idle. The
  // stream is opened by the last code the page loads (the live reader's chunk): once it is asked for, every script is in.
  const streamOpened = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/live'));
  const note = new NotePage(page);
  await note.goto(created.share_id);
  expect(await note.text()).toContain('Sat 10–14');
  await streamOpened;
  await page.waitForTimeout(500);
  const scripts = await Promise.all(pending);

  const totalWire = scripts.reduce((sum, script) => sum + script.wire, 0);
  const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(
    [
      `read-only /n/{id}: ${scripts.length} JS files, ${(totalWire / 1024).toFixed(1)} KB on the wire, ` +
        `${(totalGzip / 1024).toFixed(1)} KB gzip (budget ${BUDGET_GZIP_BYTES / 1024} KB gzip: ` +
        `${totalGzip <= BUDGET_GZIP_BYTES ? 'ok' : 'OVER BUDGET'})`,
      ...scripts.map((script) => `  ${script.url}  wire ${(script.wire / 1024).toFixed(1)} KB, gzip ${(script.gzip / 1024).toFixed(1)} KB`),
    ].join('\n'),
  );

  expect(scripts.length).toBeGreaterThan(0);
  // Sizes are deterministic for a given build, so the budget is a real assertion (unlike timings).
  expect(totalGzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  for (const script of scripts) {
    expect(QUILL_MARKERS.filter((marker) => script.body.includes(marker)), `${script.url} contains Quill`).toEqual([]);
    expect(DEXIE_MARKERS.filter((marker) => script.body.includes(marker)), `${script.url} contains Dexie`).toEqual([]);
    expect(PURIFY_MARKERS.filter((marker) => script.body.includes(marker)), `${script.url} contains DOMPurify`).toEqual([]);
    expect(script.url).not.toMatch(/quill|dexie/i);
  }
});

test('a note the server did not paint into the page is sanitized in the browser before it is shown', async () => {
  const first = await createNote({ content: '<p>First note</p>' });
  const second = await createNote({ content: '<p>Second note</p>' });
  const page = await browser.newPage();
  // A tampered answer (a compromised proxy, a stale cache) for the note the reader moves to in the app.
  await page.route(`**/api/notes/share/${second.share_id}`, async (route) => {
    const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
    const content = '<p>Second note</p><img src="x" onerror="window.xss = 1"><script>window.xss = 2</script><a href="javascript:window.xss = 3">link</a>';
    await route.fulfill({ json: { ...answer, content } });
  });
  const note = new NotePage(page);
  await note.goto(first.share_id);
  expect(await note.text()).toContain('First note');
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/n/${second.share_id}`);
  await expect.poll(() => note.text(), { timeout: 10_000 }).toContain('Second note');
  const shown = await page.locator('.note-content').last().innerHTML();
  expect(shown).not.toMatch(/onerror|<script|javascript:/i);
  expect(await page.evaluate(() => (window as unknown as { xss?: number }).xss)).toBeUndefined();
});
