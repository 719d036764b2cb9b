// The home page's unsaved note lives in the browser: what was typed survives a reload and reaches
// IndexedDB within the autosave debounce, before the page is ever left.
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
