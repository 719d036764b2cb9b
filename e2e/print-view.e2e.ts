// The print view is on white paper whatever colour mode the reader chose, and its Print button and way back to
// the note are there from the first paint: without JavaScript, before the app has started (a press then prints,
// once), for an encrypted note (the way back keeps the key) and for the note's own writer.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { encryptNote, newNoteKey } from '../client/src/data/local/on-demand/note-crypto.ts';
import { LOCALE_COOKIE } from '../shared/locales.ts';
import { openEditLink } from './page-models/EditLink.ts';
import { NotePage } from './page-models/NotePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { createNote } from './support/api.ts';
import { holdAppStart } from './support/app-start.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { deviceStorage } from './support/device-storage.ts';

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

test('without JavaScript the print view has its Print button and a way back that leads to the note, in the reader’s language', async () => {
  const created = await createNote({ content: '<h1>Rezept</h1><p>Zwei Eier, eine Tasse Mehl</p>' });
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto(`/n/${created.share_id}/print`);
  expect(await page.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(true);
  await page.getByRole('link', { name: 'Zurück zur Notiz' }).click();
  await page.waitForURL(`**/n/${created.share_id}`);
  expect(await page.getByText('Zwei Eier, eine Tasse Mehl').isVisible()).toBe(true);
});

// window.print() stubbed: a real one would open the browser's print dialog.
const COUNT_PRINTS = 'window.__prints = 0; window.print = () => { window.__prints += 1; };';
const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: number }).__prints);

/** Waits until the app has replaced the painted print view with its own (React's props are on its Print button). */
async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('#root .print-view button');
    return button !== null && !button.hasAttribute('data-painted-print') && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  });
}

test('Print pressed before the app has started prints at once, and that press is not printed again once it has', async () => {
  const created = await createNote({ content: '<p>Invoice notes</p><p>Due on the 30th</p>' });
  const page = await browser.newPage();
  await page.addInitScript(COUNT_PRINTS);
  const release = await holdAppStart(page);
  await page.goto(`/n/${created.share_id}/print`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await prints(page)).toBe(1);
  release();
  await appTookOver(page);
  // Held presses are replayed right after the app has started: a replay would have printed a second time by now.
  expect(await prints(page)).toBe(1);
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await prints(page)).toBe(2);
});

test('the way back from an encrypted note’s print view keeps its key, also when taken before the app has started', async () => {
  const key = newNoteKey();
  const created = await createNote({ content: await encryptNote({ title: 'Salary review', content: '<p>Raises for everyone</p>' }, key), encrypted: true });
  const page = await browser.newPage();
  await page.addInitScript(COUNT_PRINTS);
  const release = await holdAppStart(page);
  await page.goto(`/n/${created.share_id}/print#${key}`, { waitUntil: 'domcontentloaded' });
  // Until the app has decrypted the note, the page holds only a placeholder: nothing to print yet.
  expect(await page.getByRole('button', { name: 'Print' }).isDisabled()).toBe(true);
  await page.getByRole('link', { name: 'Back to the note' }).click();
  await page.waitForURL(`**/n/${created.share_id}#${key}`);
  release();
  const note = new NotePage(page);
  await note.article.getByText('Raises for everyone').waitFor();

  // Once decrypted, the print view's Print works and its way back keeps the key too.
  await page.goto(`/n/${created.share_id}/print#${key}`);
  await page.getByRole('article').getByText('Raises for everyone').waitFor();
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await prints(page)).toBe(1);
  await page.getByRole('link', { name: 'Back to the note' }).click();
  await page.waitForURL(`**/n/${created.share_id}#${key}`);
  await note.article.getByText('Raises for everyone').waitFor();
});

// Set before the page's first script: whether the Print button or the way back was ever missing from the page once
// it had shown them (the view going through a loading state while the app reads this browser's copy).
const WATCH_PRINT_CONTROLS = `
  window.__printControls = { seen: false, lost: false };
  new MutationObserver(() => {
    const root = document.getElementById('root');
    const shown = root !== null && [...root.querySelectorAll('button')].some((button) => button.textContent === 'Print') &&
      [...root.querySelectorAll('a')].some((link) => link.textContent === 'Back to the note');
    if (shown) window.__printControls.seen = true;
    else if (window.__printControls.seen) window.__printControls.lost = true;
  }).observe(document, { childList: true, subtree: true });
`;

test('the writer’s print view shows this browser’s newer copy without the Print button leaving the screen meanwhile', async () => {
  const created = await createNote({ content: '<p>Packing list</p>' });
  const context = await browser.newContext();
  const page = await context.newPage();
  const note = await openEditLink(page, created.edit_id, created.share_id);
  // The server out of reach: the writer's addition stays on this device, newer than what the server paints.
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await note.type(' and a charger');
  await expect.poll(async () => JSON.stringify((await deviceStorage(page)).indexedDb.notes ?? []), { timeout: 10_000 }).toContain('and a charger');

  await page.addInitScript(WATCH_PRINT_CONTROLS);
  await page.addInitScript(COUNT_PRINTS);
  await page.goto(`/n/${created.share_id}/print`);
  await page.getByRole('article').locator('p', { hasText: 'Packing list and a charger' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __printControls: unknown }).__printControls)).toEqual({ seen: true, lost: false });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await prints(page)).toBe(1);
});
