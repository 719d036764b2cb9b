// What a person pastes or drops into the note at any moment is kept as Quill itself keeps it: formats, links,
// lists and images, also in the first seconds, before the editor has been built (the page's writing area is then
// a light stand-in, which used to flatten a paste to its text and lose an image altogether). A text file dropped
// on a writing area becomes its text; the page never gives way to the file. PASTE_RUNS sets the tries per speed
// (1 in `npm test`; the 20 of 20 is `PASTE_RUNS=10`).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { HomePage, holdEditorChunk, QUILL_EDITOR } from './page-models/HomePage.ts';
import { NotePage } from './page-models/NotePage.ts';
import { serverNote } from './support/api.ts';
import { arrive, PHONE_SCREEN } from './support/arrival.ts';
import { useBrowser } from './support/browser.ts';
import { allowClipboard, copyHtml, copyImage, dropFile, PNG_BASE64 } from './support/clipboard.ts';
import { PHONE_SLOWDOWN } from './support/slow-cpu.ts';

const browser = useBrowser();
const RUNS = Number(process.env.PASTE_RUNS ?? 1);
const SLOW = { timeout: 20_000, interval: 100 };
const tries = [1, PHONE_SLOWDOWN].flatMap((cpu) => Array.from({ length: RUNS }, (_, run) => ({ cpu, run })));

const COPIED_HTML =
  '<meta charset="utf-8"><p>Packing <b>list</b> from <a href="https://example.com/shop">the shop</a></p>' +
  `<ul><li>tent</li><li>map</li></ul><p><img src="data:image/png;base64,${PNG_BASE64}"></p>`;
const COPIED_TEXT = 'Packing list from the shop\ntent\nmap';

/** Quill's document as HTML, once Quill has taken over. */
const quillHtml = (page: Page) => page.locator(QUILL_EDITOR).innerHTML().catch(() => '');

/** The note as the server holds it, once it has arrived. */
async function serverContent(shareId: string): Promise<string> {
  return (await serverNote(shareId))?.content ?? '';
}

const COPIED_IMAGE = new RegExp(`<img src="data:image/png;base64,${PNG_BASE64.replace(/[+/]/g, '\\$&')}"\\s*/?>`);

/** The copied page as Quill shows it, or as the server keeps it (Quill's list items carry an empty marker). */
function expectCopiedNote(html: string): void {
  expect(html).toContain('<strong>list</strong>');
  expect(html).toMatch(/<a href="https:\/\/example\.com\/shop"[^>]*>the shop<\/a>/);
  expect(html).toMatch(/<li[^>]*>(<span[^>]*><\/span>)?tent<\/li><li[^>]*>(<span[^>]*><\/span>)?map<\/li>/);
  expect(html).toMatch(COPIED_IMAGE);
}

/** Quill's lines, as the writer reads them. */
const quillLines = (page: Page) => page.locator(`${QUILL_EDITOR} > *`).allInnerTexts();

describe('pasting from another page the moment / appears', () => {
  test.each(tries)('with the CPU slowed $cpu× (try $run) keeps the formats, the link, the list and the image, and publishes them', async ({ cpu }) => {
    const context = await browser.newContext(PHONE_SCREEN);
    await allowClipboard(context);
    const { page } = await arrive(browser, '/', { context, cpuSlowdown: cpu });
    const home = new HomePage(page);
    await home.editor.waitFor({ state: 'visible', timeout: 20_000 });
    await home.editor.tap();
    await copyHtml(page, COPIED_HTML, COPIED_TEXT);
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => quillHtml(page), SLOW).toContain('<img');
    expectCopiedNote(await quillHtml(page));
    const shareId = await home.publish();
    await expect.poll(() => serverContent(shareId), { timeout: 30_000, interval: 250 }).toContain('<img');
    expectCopiedNote(await serverContent(shareId));
  });
});

test('a screenshot pasted while the editor is still loading shows at once, can be published, and is the note’s image once Quill is there', async () => {
  const context = await browser.newContext();
  await allowClipboard(context);
  const page = await context.newPage();
  const held = await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  await home.editor.click();
  await page.keyboard.type('Receipt: ');
  await copyImage(page);
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => home.editor.locator('img').count(), SLOW).toBe(1);
  held.release();
  await expect.poll(() => quillHtml(page), SLOW).toMatch(/^<p>Receipt: <img src="data:image\/png;base64,[^"]+"><\/p>$/);
  // The caret stays after the image: the writer types on there.
  await page.keyboard.type(' paid');
  await expect.poll(() => quillHtml(page), SLOW).toMatch(/^<p>Receipt: <img src="data:image\/png;base64,[^"]+"> paid<\/p>$/);
});

test('an image alone pasted before the editor has loaded is something to publish', async () => {
  const context = await browser.newContext();
  await allowClipboard(context);
  const page = await context.newPage();
  const held = await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  await home.editor.click();
  await copyImage(page);
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => home.editor.locator('img').count(), SLOW).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: 'Publish', exact: true }).getAttribute('aria-disabled'), SLOW).not.toBe('true');
  held.release();
  const shareId = await home.publish();
  await expect.poll(() => serverContent(shareId), { timeout: 30_000, interval: 250 }).toContain('<img src="data:image/png;base64,');
});

describe('dropping a Markdown file the moment / appears', () => {
  test.each(tries)('with the CPU slowed $cpu× (try $run) writes its text into the note, and the page stays', async ({ cpu }) => {
    const { page } = await arrive(browser, '/', { context: await browser.newContext(PHONE_SCREEN), cpuSlowdown: cpu });
    const home = new HomePage(page);
    await home.editor.waitFor({ state: 'visible', timeout: 20_000 });
    const address = page.url();
    await dropFile(home.editor, 'packing.md', '# Packing\r\n- tent\r\n- map', 'text/markdown');
    await expect.poll(() => quillLines(page), SLOW).toEqual(['# Packing', '- tent', '- map']);
    expect(page.url()).toBe(address);
    await home.waitUntilDraftStored('- map');
    await page.reload();
    await expect.poll(() => quillLines(page), SLOW).toEqual(['# Packing', '- tent', '- map']);
  });
});

test('a text file dropped into a published note’s editor becomes its text where it was dropped, and is saved', async () => {
  const page = await browser.newPage();
  const { note, shareId } = await new HomePage(page).writeAndPublish('Minutes');
  await note.editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\nEnd');
  // On the empty line between the two.
  await dropFile(note.editor.locator('p').nth(1), 'agenda.txt', 'Budget\nRoadmap', 'text/plain');
  await expect.poll(() => quillLines(page), SLOW).toEqual(['Minutes', 'Budget', 'Roadmap', 'End']);
  expect(page.url()).toContain(`/n/${shareId}`);
  await expect.poll(() => serverContent(shareId), { timeout: 30_000, interval: 250 }).toContain('Roadmap');
});

test('a file that is neither text nor an image dropped on the writing area changes nothing and keeps the page', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await home.editor.click();
  await page.keyboard.type('Keep me');
  const address = page.url();
  await dropFile(home.editor, 'archive.zip', 'PK\u0003\u0004', 'application/zip');
  await page.waitForTimeout(500);
  expect(page.url()).toBe(address);
  await expect.poll(() => home.editor.innerText(), SLOW).toBe('Keep me');
});

test('a published note’s editor keeps a pasted page’s formats and image', async () => {
  const context = await browser.newContext();
  await allowClipboard(context);
  const page = await context.newPage();
  const { shareId } = await new HomePage(page).writeAndPublish('Trip');
  const note = new NotePage(page);
  await note.editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await copyHtml(page, COPIED_HTML, COPIED_TEXT);
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => serverContent(shareId), { timeout: 30_000, interval: 250 }).toContain('<img');
  expectCopiedNote(await serverContent(shareId));
});
