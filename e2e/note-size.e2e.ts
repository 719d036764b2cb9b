// The server keeps notes up to 1 MiB. The editor shows the size as a note nears that, publishing a larger
// note promises no link, and a published note that grew too large is kept here and goes out by itself as
// soon as it is short enough again.
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 250 };

test('the home editor shows the size near 1 MiB, and publishing past it gives no link', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await home.editor.click();
  await page.keyboard.insertText('a'.repeat(900_000));
  const size = page.getByRole('status').filter({ hasText: /Note size: 0\.8\d MB of 1 MB/ });
  await size.waitFor({ timeout: 15_000 });

  await page.keyboard.insertText('b'.repeat(200_000));
  await page.getByRole('status').filter({ hasText: /Too large: 1\.0\d MB of 1 MB/ }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('This note is too large to publish', { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.getByText('Note published', { exact: true }).count()).toBe(0);
});

test('a published note that grows past 1 MiB keeps its text, and once trimmed it syncs without a retry', async () => {
  const page = await browser.newPage();
  const { note, shareId } = await new HomePage(page).writeAndPublish('Packing list');

  await note.editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('z'.repeat(1_100_000));
  await note.syncStatus.filter({ hasText: 'Not saved to the server' }).waitFor({ timeout: 15_000 });
  await page.getByText('Too large: 1.0').waitFor();
  expect(await note.article.getByRole('button', { name: 'Retry saving to the server' }).count()).toBe(0);
  expect((await serverNote(shareId))?.content).toBe('<p>Packing list</p>');

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Packing list, trimmed');
  await note.waitUntilSaved();
  await expect.poll(async () => (await serverNote(shareId))?.content, POLL).toBe('<p>Packing list, trimmed</p>');
  expect(await page.getByText(/Too large|Note size/).count()).toBe(0);
});
