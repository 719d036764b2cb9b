// A create the server refuses because of its link (docs/design.md §3, §6.4): an older build queued it offline with a
// random share id, which the server no longer takes (400 share-id-not-derived). The link it showed never worked; the
// text stays on screen, the page says the note was not published, offers no retry, and "Keep as a new note"
// publishes it under a new, derived link.
import { expect, test } from 'vitest';
import { newShareId } from '../shared/ids.ts';
import { HomePage } from './page-models/HomePage.ts';
import { NotePage } from './page-models/NotePage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const CREATE = '**/api/notes/create';

test('a create refused for its link keeps the text, says the note was not published, and "Keep as a new note" publishes it', async () => {
  const context = await browser.newContext();
  // What an older build sends: the same create under a random share id.
  let refused = 0;
  await context.route(CREATE, async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    const body = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, share_id: newShareId() }) });
  });
  const home = new HomePage(await context.newPage());
  await home.goto();
  await home.type('Packing list for the trip');
  const oldId = await home.publish();
  const note = new NotePage(home.page);

  const panel = home.page.getByRole('region', { name: 'This note was not published' });
  await panel.waitFor({ timeout: 15_000 });
  expect(await note.editor.innerText()).toContain('Packing list for the trip');
  await note.syncStatus.filter({ hasText: 'Not saved to the server' }).waitFor();
  expect(await note.article.getByRole('button', { name: 'Retry saving to the server' }).count()).toBe(0);
  await context.unroute(CREATE);

  await panel.getByRole('button', { name: 'Keep as a new note' }).click();
  await home.page.getByText('It has a new link: share that one.', { exact: true }).waitFor();
  await home.page.waitForURL((url) => url.pathname.startsWith('/n/') && !url.pathname.endsWith(oldId));
  const newId = new URL(home.page.url()).pathname.split('/')[2] ?? '';
  await note.waitUntilSaved();
  expect((await serverNote(newId))?.content).toContain('Packing list for the trip');
  expect(await serverNote(oldId)).toBeNull();
  expect(refused).toBe(1);
});
