// The print view is on white paper whatever colour mode the reader chose.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { NotePage } from './page-models/NotePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { createNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const WHITE = 'rgb(255, 255, 255)';

/** Whether the page is dark, and the colours the note's text is drawn with and on. */
function appearance(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector('article h1');
    let background = 'none';
    for (let node = heading; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)') {
        background = color;
        break;
      }
    }
    return {
      dark: document.documentElement.classList.contains('dark'),
      text: heading ? getComputedStyle(heading).color : 'none',
      background,
    };
  });
}

test('the print view is light even when the reader chose dark mode', async () => {
  const created = await createNote({ content: '<p>Invoice notes</p><p>Due on the 30th</p>' });
  const page = await browser.newPage({ colorScheme: 'dark' });
  const note = new NotePage(page);
  await note.goto(created.share_id);
  await note.title.waitFor();
  const panel = new NotesPanel(page);
  await panel.open();
  await panel.chooseColorMode('Dark');
  await panel.close();
  expect((await appearance(page)).dark).toBe(true);

  await page.getByRole('link', { name: 'Print this note' }).click();
  await page.waitForURL(`**/n/${created.share_id}/print`);
  await page.getByRole('heading', { name: 'Invoice notes', level: 1 }).waitFor();
  await page.emulateMedia({ media: 'print' });
  const printed = await appearance(page);
  expect(printed).toMatchObject({ dark: false, background: WHITE });
  expect(printed.text).not.toBe(WHITE);

  // Opened directly (a reload, a bookmark), the page must not flash dark either.
  await page.reload();
  await page.getByRole('heading', { name: 'Invoice notes', level: 1 }).waitFor();
  expect(await appearance(page)).toMatchObject({ dark: false, background: WHITE });
});
