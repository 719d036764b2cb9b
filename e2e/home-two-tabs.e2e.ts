// The home page's unsaved note open in two tabs of one browser (one IndexedDB): the tabs follow each other, and
// when both type at the same moment every key of both is kept — neither tab's save is written over a text it
// has not seen (docs/decisions.md, "Two tabs of one browser on one note").
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage, holdEditorChunk } from './page-models/HomePage.ts';
import { useBrowser } from './support/browser.ts';
import { slowCpu } from './support/slow-cpu.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 200 };

/** The lines of the writing area (Quill's paragraphs, or the stand-in's lines). */
const lines = (home: HomePage) => home.editor.evaluate((root) => (root as HTMLElement).innerText.split('\n').filter((line) => line.trim() !== ''));

/** Two home tabs of one browser on an unsaved note holding `paragraphs`, both with Quill. */
async function twoHomeTabs(paragraphs: string[]): Promise<[HomePage, HomePage]> {
  const context = await browser.newContext();
  const first = new HomePage(await context.newPage());
  await first.goto();
  await first.type(paragraphs.join('\n'));
  await first.waitUntilDraftStored(paragraphs.at(-1)!);
  const second = new HomePage(await context.newPage());
  await second.goto();
  await second.quill.waitFor();
  await expect.poll(() => lines(second), POLL).toEqual(paragraphs);
  return [first, second];
}

async function caretAt(page: Page, home: HomePage, where: 'ControlOrMeta+Home' | 'ControlOrMeta+End'): Promise<void> {
  await home.editor.click();
  await page.keyboard.press(where);
}

test('two home tabs typing into the unsaved note at the same moment keep every key of both, on a phone\'s CPU', async () => {
  const [first, second] = await twoHomeTabs(['Packing list', 'Menu']);
  // Slower saves and merges keep them crossing longer. Before the saves were compare-and-set, the tabs wrote over
  // each other and every merge kept "both" of texts that were not each other's ancestors: the note grew forever.
  await slowCpu(first.page);
  await slowCpu(second.page);
  await caretAt(first.page, first, 'ControlOrMeta+Home');
  await caretAt(second.page, second, 'ControlOrMeta+End');

  // Each tab saves every 250 ms while its keys go in, so the two saves keep crossing.
  await Promise.all([
    first.page.keyboard.type('passport charger tent ', { delay: 40 }),
    second.page.keyboard.type(': soup bread cheese', { delay: 40 }),
  ]);
  const both = ['passport charger tent Packing list', 'Menu: soup bread cheese'];
  for (const tab of [first, second]) await expect.poll(() => lines(tab), POLL).toEqual(both);
  // What is stored has both: a third visit (a reload) reads it.
  await second.page.reload();
  await second.quill.waitFor();
  await expect.poll(() => lines(second), POLL).toEqual(both);
});

test('keys typed into a home tab whose editor is still loading are kept beside what another tab typed meanwhile', async () => {
  const context = await browser.newContext();
  const first = new HomePage(await context.newPage());
  await first.goto();
  await first.type('Shopping');
  await first.waitUntilDraftStored('Shopping');

  // The second tab's editor chunk is held: it writes into the stand-in, which saves the stored note plus its text.
  const secondPage = await context.newPage();
  const held = await holdEditorChunk(secondPage);
  const second = new HomePage(secondPage);
  await second.goto();
  await second.type('eggs');
  await second.waitUntilDraftStored('eggs');
  // Meanwhile the first tab (with Quill) types at the start of the note, and saves over what the stand-in stored.
  await expect.poll(() => lines(first), POLL).toContain('eggs');
  await caretAt(first.page, first, 'ControlOrMeta+Home');
  await first.page.keyboard.type('Friday: ');
  await first.waitUntilDraftStored('Friday: Shopping');
  // The stand-in's tab goes on typing before its editor arrives, then the editor takes over.
  await second.type(' and milk');
  held.release();
  await second.quill.waitFor();

  const both = ['Friday: Shopping', 'eggs and milk'];
  for (const tab of [first, second]) await expect.poll(() => lines(tab), POLL).toEqual(both);
  await first.page.reload();
  await first.quill.waitFor();
  await expect.poll(() => lines(first), POLL).toEqual(both);
});
