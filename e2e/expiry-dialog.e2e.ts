// The Expiry dialog opens on the note's current expiry: pressing Save without choosing anything keeps the
// date (it used to open on "Never" and quietly remove it); choosing "Never" still removes it.
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 250 };

test('the Expiry dialog opens on the current date, and Save alone keeps it', async () => {
  const page = await browser.newPage();
  const { note, shareId } = await new HomePage(page).writeAndPublish('Expires tomorrow', { expire: '1d' });
  const expiresAt = (await serverNote(shareId))?.expires_at;
  expect(expiresAt).not.toBeNull();

  await note.article.getByRole('button', { name: 'Expiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Expiry' });
  const select = dialog.getByLabel('Expires');
  expect(await select.inputValue()).toBe('keep');
  expect(await select.locator('option:checked').innerText()).toMatch(/^Keep: /);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await note.waitUntilSaved();
  expect((await serverNote(shareId))?.expires_at).toBe(expiresAt);
  expect(await note.article.getByText(/^Expires /).first().isVisible()).toBe(true);

  // Choosing "Never" still takes the date away.
  await note.article.getByRole('button', { name: 'Expiry' }).click();
  await dialog.getByLabel('Expires').selectOption('never');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await serverNote(shareId))?.expires_at, POLL).toBeNull();
});
