// "A keystroke, once typed, is never lost": text typed in the last moments before a reload, a closed tab or
// a full navigation must be there when the note is opened again — on the home page's unsaved note and on a
// published note being edited. The reload comes 0, 50, 100 and 200 ms after the last key, well inside the
// autosave delay, five times each.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import type { NotePage } from './page-models/NotePage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const DELAYS_MS = [0, 50, 100, 200];
const ROUNDS = 5;
const POLL = { timeout: 15_000, interval: 100 };

/** Types a new word per round, reloads `delay` ms after its last key, and checks every word so far. */
async function typeAndReloadRounds(page: Page, editor: HomePage | NotePage, open: () => Promise<void>): Promise<string[]> {
  const words: string[] = [];
  for (const delay of DELAYS_MS) {
    for (let round = 0; round < ROUNDS; round++) {
      const word = `w${delay}r${round}x`;
      words.push(word);
      await editor.type(` ${word}`);
      if (delay > 0) await page.waitForTimeout(delay);
      await page.reload();
      await open();
      const text = await editor.editor.innerText();
      expect({ delay, round, missing: words.filter((w) => !text.includes(w)) }).toEqual({ delay, round, missing: [] });
    }
  }
  return words;
}

test('the home note keeps every character when the page is reloaded 0–200 ms after typing (20 of 20)', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await typeAndReloadRounds(page, home, () => home.waitUntilLoaded());
});

test('a published note being edited keeps every character through quick reloads (20 of 20), and the server gets it', async () => {
  const page = await browser.newPage();
  const { note, shareId } = await new HomePage(page).writeAndPublish('Meeting notes');
  const words = await typeAndReloadRounds(page, note, () => note.editor.waitFor());
  await expect
    .poll(async () => {
      const content = (await serverNote(shareId))?.content ?? '';
      return words.filter((w) => !content.includes(w));
    }, POLL)
    .toEqual([]);
});

test('text typed just before the tab is closed is there when the note is opened again', async () => {
  const context = await browser.newContext();
  const first = new HomePage(await context.newPage());
  await first.goto();
  await first.type('Closing the tab right away');
  await first.page.close({ runBeforeUnload: true });
  const second = new HomePage(await context.newPage());
  await second.goto();
  await expect.poll(() => second.editor.innerText(), POLL).toContain('Closing the tab right away');
});

test('text typed just before leaving for another site is there on coming back', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await home.type('Then I followed a link');
  await page.goto('/api/health');
  await home.goto();
  await expect.poll(() => home.editor.innerText(), POLL).toContain('Then I followed a link');
});
