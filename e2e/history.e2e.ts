// A note's History, as its writer uses it: every saved version listed by day, a preview that marks what each
// changed, restoring an old version and undoing that from the toast — by keyboard too — and all of it offline
// with the versions this device has seen.
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openEditLink } from './page-models/EditLink.ts';
import type { NotePage } from './page-models/NotePage.ts';
import { settledAxeProblems } from './support/accessibility.ts';
import { createNote, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { watchServiceWorker } from './support/offline.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 250 };

// Polled where used: Radix gives the focus back a tick after a dialog has gone.
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Types `text` at the end of the note and waits until the server holds it and this page knows: one more version. */
/** One edit, one version: the text goes in at once (typed key by key on a busy machine, an autosave can land mid-word
 * and make a version of half of it). */
async function saveEdit(note: NotePage, shareId: string, text: string): Promise<void> {
  await note.editor.click();
  await note.page.keyboard.press('ControlOrMeta+End');
  await note.page.keyboard.insertText(text);
  await expect.poll(async () => (await serverNote(shareId))?.content, POLL).toContain(text.trim());
  await note.waitUntilSaved();
}

function historyDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'History' });
}

/** The list's version buttons, newest first. */
function versionButtons(dialog: Locator): Locator {
  return dialog.getByRole('navigation', { name: 'Versions' }).getByRole('listitem').getByRole('button');
}

async function restoreFromPreview(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = dialog.getByRole('button', { name: 'Restore', exact: true });
  await expect.poll(() => hasFocus(confirm), POLL).toBe(true);
  await confirm.click();
  await dialog.waitFor({ state: 'detached' });
}

test('a writer edits a note, previews an old version in History, restores it and undoes that from the toast', async () => {
  const created = await createNote({ content: '<p>Shopping list</p>' });
  const note = await openEditLink(await browser.newPage(), created.edit_id, created.share_id);
  await saveEdit(note, created.share_id, ': milk');
  await saveEdit(note, created.share_id, ', eggs');
  await saveEdit(note, created.share_id, ', bread');

  const historyButton = note.page.getByRole('button', { name: 'History' });
  await historyButton.click();
  const dialog = historyDialog(note.page);
  await dialog.waitFor();
  // Versions of today, the newest (the current text) first.
  await expect.poll(() => versionButtons(dialog).count(), POLL).toBeGreaterThanOrEqual(4);
  expect(await dialog.getByRole('heading', { name: 'Today' }).count()).toBe(1);
  expect(await versionButtons(dialog).first().innerText()).toContain('Current');

  // By keyboard: the focus is on the newest version once the list is there; the next one is a Tab away.
  await expect.poll(() => hasFocus(versionButtons(dialog).first()), POLL).toBe(true);
  await note.page.keyboard.press('Tab');
  await note.page.keyboard.press('Enter');
  // The version that added eggs marks exactly that against the one before.
  const preview = dialog.getByRole('region', { name: 'Text of this version' });
  await expect.poll(() => preview.locator('ins').allTextContents(), POLL).toEqual(['Added: , eggs']);
  expect(await versionButtons(dialog).nth(1).getAttribute('aria-current')).toBe('true');
  for (const scheme of ['light', 'dark'] as const) {
    await note.page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => note.page.evaluate(() => document.documentElement.classList.contains('dark')), POLL).toBe(scheme === 'dark');
    expect(await settledAxeProblems(note.page, `History, ${scheme}`)).toBe('');
  }

  // Back to the very first text.
  await versionButtons(dialog).last().click();
  await expect.poll(async () => (await preview.innerText()).trim(), POLL).toBe('Shopping list');
  await restoreFromPreview(dialog);
  await expect.poll(() => hasFocus(historyButton), POLL).toBe(true);
  await expect.poll(async () => (await note.editor.innerText()).trim(), POLL).toBe('Shopping list');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toBe('<p>Shopping list</p>');

  // Undo from the toast brings the replaced text back, in the editor and on the server.
  await note.page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await note.editor.innerText()).trim(), POLL).toBe('Shopping list: milk, eggs, bread');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toBe('<p>Shopping list: milk, eggs, bread</p>');

  // The restore and its undo are versions too; Escape closes History and gives the focus back.
  await historyButton.click();
  await dialog.waitFor();
  await expect.poll(() => versionButtons(dialog).count(), POLL).toBeGreaterThanOrEqual(6);
  await note.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(historyButton), POLL).toBe(true);
});

test('offline, History shows the versions this device has seen, and a restore waits in the outbox until the network is back', async () => {
  const created = await createNote({ content: '<p>Packing</p>' });
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const serviceWorker = watchServiceWorker(context);
  const page = await context.newPage();
  await page.goto('/');
  await serviceWorker.ready(page);
  const note = await openEditLink(page, created.edit_id, created.share_id);
  await saveEdit(note, created.share_id, ': passport');
  await saveEdit(note, created.share_id, ', charger');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = historyDialog(page);
  await dialog.getByText('You are offline: these are the versions kept on this device.').waitFor();
  // The three versions this device has seen: the one the edit link brought, and its two edits.
  await expect.poll(() => versionButtons(dialog).count(), POLL).toBe(3);
  await versionButtons(dialog).nth(1).click();
  const preview = dialog.getByRole('region', { name: 'Text of this version' });
  await expect.poll(() => preview.locator('ins').allTextContents(), POLL).toEqual(['Added: : passport']);
  await restoreFromPreview(dialog);
  await expect.poll(async () => (await note.editor.innerText()).trim(), POLL).toBe('Packing: passport');
  expect((await serverNote(created.share_id))?.content).toBe('<p>Packing: passport, charger</p>');

  await context.setOffline(false);
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toBe('<p>Packing: passport</p>');
});
