// A note deleted on another device before this one's create got through: the server answers the create with
// 410 `note-deleted` (scripted at the network boundary here: the server's side of it is built separately).
// The text must stay on screen, the user is told, and can keep it as a new note with a new link; the old link
// never comes back.
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { NotePage } from './page-models/NotePage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const CREATE = '**/api/notes/create';

test('a create answered "deleted" keeps the text, tells the user, and "Keep as a new note" publishes it under a new link', async () => {
  const context = await browser.newContext();
  await context.route(CREATE, (route) =>
    route.fulfill({ status: 410, json: { statusCode: 410, statusMessage: 'This note was deleted', code: 'note-deleted' } }),
  );
  const home = new HomePage(await context.newPage());
  await home.goto();
  await home.type('Minutes of the Tuesday meeting');
  const oldId = await home.publish();
  const note = new NotePage(home.page);

  const gone = home.page.getByRole('region', { name: 'This note no longer exists on the server' });
  await gone.waitFor({ timeout: 15_000 });
  expect(await note.editor.innerText()).toContain('Minutes of the Tuesday meeting');
  await note.syncStatus.filter({ hasText: 'Not saved to the server' }).waitFor();
  expect(await note.article.getByRole('button', { name: 'Retry saving to the server' }).count()).toBe(0);

  await context.unroute(CREATE);
  await gone.getByRole('button', { name: 'Keep as a new note' }).click();
  await home.page.waitForURL((url) => url.pathname.startsWith('/n/') && !url.pathname.endsWith(oldId));
  const newId = new URL(home.page.url()).pathname.split('/')[2] ?? '';
  await note.waitUntilSaved();
  expect((await serverNote(newId))?.content).toContain('Minutes of the Tuesday meeting');
  expect(await serverNote(oldId)).toBeNull();
  expect(await note.editor.innerText()).toContain('Minutes of the Tuesday meeting');
});
