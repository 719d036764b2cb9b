// The home page's unsaved note lives in the browser: what was typed survives a reload and reaches
// IndexedDB within the autosave debounce, before the page is ever left — also when it was typed before the
// editor (Quill) had loaded.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 10_000, interval: 100 };

test('typing on the home page then reloading keeps the text', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await home.type('Groceries: oat milk, lentils, basil');
  // The spec's debounce is 300 ms; a little more for the IndexedDB write itself.
  await page.waitForTimeout(400);
  await page.reload();
  await home.editor.waitFor();
  await expect.poll(() => home.editor.innerText(), POLL).toContain('Groceries: oat milk, lentils, basil');
});

test('what was typed is stored within the debounce, with no page unload to flush it', async () => {
  const context = await browser.newContext();
  const first = new HomePage(await context.newPage());
  await first.goto();
  await first.type('Call the plumber at 9');
  await first.page.waitForTimeout(400);
  // A second tab reads the same IndexedDB while the first one is still open and never hid or unloaded.
  const second = new HomePage(await context.newPage());
  await second.goto();
  await expect.poll(() => second.editor.innerText(), POLL).toContain('Call the plumber at 9');
});

/** Holds the home editor's (Quill's) chunk until `release` is called: the writer is faster than the network. */
async function holdEditorChunk(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/NoteEditor-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('keys pressed before the editor has loaded all land in the note, in order, and the editor carries on', async () => {
  const page = await browser.newPage();
  const held = await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  // The page is ready for typing at once: focused, no click needed.
  await page.keyboard.type('Dentist on Friday');
  await page.keyboard.press('Enter');
  await page.keyboard.type('bring the <forms> & card');
  held.release();
  await home.quill.waitFor();
  await page.keyboard.type(' — done');
  const lines = () => home.quill.locator(':scope > *').allInnerTexts();
  const written = ['Dentist on Friday', 'bring the <forms> & card — done'];
  await expect.poll(lines, POLL).toEqual(written);
  await page.waitForTimeout(400);
  await page.reload();
  await home.quill.waitFor();
  await expect.poll(lines, POLL).toEqual(written);
});

test('a line break typed just before the editor arrives is kept: the next keys start the new line', async () => {
  const page = await browser.newPage();
  const held = await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  await page.keyboard.type('Trip plan');
  await page.keyboard.press('Enter');
  held.release();
  await home.quill.waitFor();
  await page.keyboard.type('Train at 8:15');
  await expect.poll(() => home.quill.locator(':scope > *').allInnerTexts(), POLL).toEqual(['Trip plan', 'Train at 8:15']);
});

test('a writer who tabbed on before the editor arrived keeps their place', async () => {
  const page = await browser.newPage();
  const held = await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  await page.keyboard.type('Typed, then on to publishing');
  await page.keyboard.press('Tab');
  const tabbedTo = await page.evaluate(() => document.activeElement?.outerHTML);
  held.release();
  await home.quill.waitFor();
  await expect.poll(() => home.quill.innerText(), POLL).toContain('Typed, then on to publishing');
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(tabbedTo);
});

test('text typed while the editor cannot load at all is still kept, and is there on the next visit', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await holdEditorChunk(page);
  const home = new HomePage(page);
  await home.goto();
  await home.type('Written while the editor never came');
  await page.waitForTimeout(400);
  const next = new HomePage(await context.newPage());
  await next.goto();
  await expect.poll(() => next.editor.innerText(), POLL).toContain('Written while the editor never came');
});

test('"New note" with an unsaved note asks first: keeping it changes nothing, discarding starts a blank note', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await page.goto('/tools/word-counter');
  const newNote = page.getByRole('link', { name: 'New note' });

  // Nothing to lose: straight to a blank editor, no question.
  await newNote.click();
  await page.waitForURL((url) => url.pathname === '/');
  await home.waitUntilWritable();
  await home.type('Shopping: bread, eggs');
  await expect.poll(() => home.editor.innerText(), POLL).toContain('Shopping: bread, eggs');
  await page.waitForTimeout(400);

  await page.goto('/about');
  await newNote.click();
  const confirm = page.getByRole('dialog', { name: 'Start a new note?' });
  await expect.poll(() => confirm.innerText(), POLL).toContain('Shopping: bread, eggs');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => home.editor.innerText(), POLL).toContain('Shopping: bread, eggs');

  await page.goto('/about');
  await newNote.click();
  await confirm.getByRole('button', { name: 'Discard and start new' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await home.waitUntilLoaded();
  await expect.poll(() => home.editor.innerText(), POLL).toBe('');
  await page.reload();
  await home.waitUntilLoaded();
  expect((await home.editor.innerText()).trim()).toBe('');
});
