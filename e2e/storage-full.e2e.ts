// The server's disk is full: an edit is refused with 507 storage-full. The writer keeps the text,
// the note says it is not saved to the server because the server is out of space (no retry button to press:
// it retries by itself), and once the server has room again the change arrives and the note says Saved.
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const STORAGE_FULL = { statusCode: 507, statusMessage: 'The server is out of storage space', code: 'storage-full' };

test('an edit the server has no room for waits in the browser, says why, and arrives once there is room', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  const { note, shareId } = await new HomePage(page).writeAndPublish('Shopping list');
  await note.waitUntilSaved();

  let refused = 0;
  await context.route('**/api/notes/*/update', (route) => {
    refused += 1;
    return route.fulfill({ status: 507, contentType: 'application/json', body: JSON.stringify(STORAGE_FULL) });
  });
  await note.type(' — eggs');
  await note.syncStatus.filter({ hasText: 'Not saved to the server' }).waitFor({ timeout: 15_000 });
  await note.article.getByText('The server is out of storage space.', { exact: false }).waitFor();
  expect(refused).toBeGreaterThanOrEqual(1);
  expect(await note.article.getByRole('button', { name: 'Retry saving to the server' }).count()).toBe(0);
  expect(await note.text()).toContain('eggs');

  await context.unroute('**/api/notes/*/update');
  // The backoff runs on the page's clock: let the next retry come due.
  for (let step = 0; step < 12 && !((await serverNote(shareId))?.content ?? '').includes('eggs'); step += 1) {
    await page.clock.fastForward(10_000);
    await page.waitForTimeout(200);
  }
  expect((await serverNote(shareId))?.content).toContain('eggs');
  await note.waitUntilSaved();
  await context.close();
});
