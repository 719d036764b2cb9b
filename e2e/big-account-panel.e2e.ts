// "My notes" with 10,000 notes on the device (a big account after years of use): opening the panel, searching,
// sorting and scrolling to the very end never stall the page for more than 50 ms, and every note stays reachable.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { useBrowser } from './support/browser.ts';
import { longestFrameGap, watchFrames } from './support/frame-gaps.ts';

const browser = useBrowser();
const NOTES = 10_000;
const WORDS = ['Mango', 'Groceries', 'Minutes', 'Packing', 'Recipe', 'Budget', 'Ideas', 'Travel', 'Reading', 'Workout'];
const LONGEST_STALL_MS = 50;

/** Puts `count` synced notes straight into the app's IndexedDB, as years of use would have left them. */
async function storeNotes(page: Page, count: number): Promise<void> {
  await page.evaluate(
    async ({ count, words }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('jotter');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      });
      // Each note with its row in the list My notes reads (data/local/note-list.ts), as the app writes them.
      const transaction = database.transaction(['notes', 'noteList'], 'readwrite');
      const store = transaction.objectStore('notes');
      const list = transaction.objectStore('noteList');
      const start = Date.parse('2020-01-01T00:00:00Z');
      for (let i = 0; i < count; i++) {
        const at = new Date(start + i * 3_600_000).toISOString();
        const shareId = `big${String(i).padStart(9, '0')}`;
        const title = `${words[i % words.length]} ${i + 1}`;
        const row = { shareId, origin: 'written-here', title, renamed: false, createdAt: at, updatedAt: at };
        const state = { expiresAt: null, version: 1, hasPassword: false, syncStatus: 'synced' };
        const content = `<p>${title}</p>`;
        store.put({ ...row, ...state, editId: `${shareId}edit${'x'.repeat(16)}`, content, base: { version: 1, content } });
        list.put({ ...row, ...state, titleCut: false, locked: false });
      }
      await new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB refused'));
      });
      database.close();
    },
    { count, words: WORDS },
  );
}

test('with 10,000 notes, opening My notes, searching "mang", sorting by title and scrolling to the end never stall the page', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  // The app has made its database once it shows the notes button; then the notes go in and a reload reads them.
  const panel = new NotesPanel(page);
  await panel.open();
  await panel.close();
  await storeNotes(page, NOTES);
  await page.reload();

  await watchFrames(page);
  await panel.open();
  await panel.note('Workout 10000').waitFor();
  const search = panel.dialog.getByRole('searchbox', { name: 'Search notes' });
  await search.pressSequentially('mang', { delay: 60 });
  // Mango 9991 is among the newest rows before the search too: the search has answered once the others are gone.
  await expect.poll(async () => panel.dialog.getByRole('link', { name: /^Workout/ }).count()).toBe(0);
  await panel.note('Mango 9991').waitFor();
  await panel.dialog.getByLabel('Sort by').selectOption('title');
  // Titles in the reader's order, numbers as numbers (Mango 1, Mango 11, Mango 21, …): the first is Mango 1.
  await expect.poll(async () => panel.dialog.getByRole('listitem').first().getByRole('link').first().textContent()).toMatch(/^Mango 1(?!\d)/);
  const list = panel.dialog.locator('.overflow-y-auto');
  for (let step = 0; step < 20; step++) {
    await list.evaluate((box) => box.scrollBy(0, box.clientHeight * 3));
    await page.waitForTimeout(30);
  }
  await list.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await panel.note('Mango 9991').waitFor();
  const stall = await longestFrameGap(page);

  // Every matching note is in the list as screen readers count it, however few rows are in the page.
  const rows = panel.dialog.getByRole('listitem');
  expect(await rows.first().getAttribute('aria-setsize')).toBe(String(NOTES / WORDS.length));
  expect(await rows.count()).toBeLessThan(100);
  expect(stall, `the longest time between two frames was ${stall.toFixed(0)} ms`).toBeLessThanOrEqual(LONGEST_STALL_MS);
});
