// A note the operator took down with the admin command: a visitor gets a 410 page with a short
// notice and none of the text, before and after the app starts; its editor keeps the text in the editor and
// is told why the server refuses it, instead of a generic error; a copy kept for offline reading is dropped.
import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { createNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { cachedNotePages, watchServiceWorker } from './support/offline.ts';

const browser = useBrowser();

function admin(...args: string[]): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through `node e2e/run.ts`');
  execFileSync(process.execPath, ['server/src/admin/main.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, MONGODB_URI: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

test('a visitor of a taken-down note sees a short notice and none of its text', async () => {
  const note = await createNote({ content: '<h1>Miracle cure</h1><p>Send money now</p>' });
  admin('disable', note.share_id);
  const page = await browser.newPage();
  const response = await page.goto(`/n/${note.share_id}`);
  expect(response?.status()).toBe(410);
  await page.getByRole('heading', { level: 1, name: 'Note unavailable' }).waitFor();
  expect(await page.getByText('This note was taken down by the site operator.').count()).toBe(1);
  expect(await page.content()).not.toContain('Send money now');
  await page.getByRole('link', { name: 'New Note' }).first().waitFor();
});

test('its editor keeps the text and is told the note was taken down', async () => {
  const context = await browser.newContext();
  const home = new HomePage(await context.newPage());
  const { note, shareId } = await home.writeAndPublish('Meeting notes, draft one');
  admin('disable', shareId);
  await note.type(' and a later line');
  await note.article.getByText('This note was taken down by the site operator. Your text stays in this browser.').waitFor({ timeout: 20_000 });
  await note.syncStatus.filter({ hasText: 'Not saved to the server' }).waitFor();
  expect(await note.editor.innerText()).toContain('Meeting notes, draft one and a later line');
});

test('a copy kept for offline reading is dropped once the note is taken down', async () => {
  const note = await createNote({ content: '<p>Fake giveaway</p>' });
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const serviceWorker = watchServiceWorker(context);
  const page = await context.newPage();
  await page.goto('/');
  await serviceWorker.ready(page);
  await page.goto(`/n/${note.share_id}`);
  await page.getByText('Fake giveaway').first().waitFor();
  expect(await cachedNotePages(page)).toContain(`/n/${note.share_id}`);

  admin('disable', note.share_id);
  await page.goto(`/n/${note.share_id}`);
  await page.getByRole('heading', { level: 1, name: 'Note unavailable' }).waitFor();
  expect(await cachedNotePages(page)).not.toContain(`/n/${note.share_id}`);
});
