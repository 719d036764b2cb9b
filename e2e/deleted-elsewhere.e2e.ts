// A note deleted on another device before this one heard back about its create: the create landed but its
// answer was lost, the note was deleted through its edit link elsewhere, and the replayed create meets the
// server's 410 `note-deleted`. The text must stay on screen, the user is told, and can keep it as a new note
// with a new link; the old link never comes back.
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { NotePage } from './page-models/NotePage.ts';
import { deleteNote, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const CREATE = '**/api/notes/create';

test('a create replayed after a delete elsewhere keeps the text, tells the user, and "Keep as a new note" publishes it under a new link', async () => {
  const context = await browser.newContext();
  const deletedIds = new Set<string>();
  const deleted = (shareId: string) => deletedIds.has(shareId);
  // The first create reaches the server, its answer does not reach the page; the other device deletes it.
  await context.route(CREATE, async (route) => {
    // Only the first send is interfered with; a replay goes straight to the server.
    if (deletedIds.size > 0) return route.continue();
    const { edit_id: editId, share_id: shareId } = route.request().postDataJSON() as { edit_id: string; share_id: string };
    await route.fetch();
    await deleteNote(editId);
    deletedIds.add(shareId);
    await route.abort('connectionreset');
  });
  const home = new HomePage(await context.newPage());
  await home.goto();
  await home.type('Minutes of the Tuesday meeting');
  const oldId = await home.publish();
  await expect.poll(() => deleted(oldId)).toBe(true);
  await context.unroute(CREATE);
  const note = new NotePage(home.page);

  const gone = home.page.getByRole('region', { name: 'This note no longer exists on the server' });
  await gone.waitFor({ timeout: 15_000 });
  expect(await note.editor.innerText()).toContain('Minutes of the Tuesday meeting');
  await note.syncStatus.filter({ hasText: 'Not saved to the server' }).waitFor();
  expect(await note.article.getByRole('button', { name: 'Retry saving to the server' }).count()).toBe(0);

  await gone.getByRole('button', { name: 'Keep as a new note' }).click();
  await home.page.waitForURL((url) => url.pathname.startsWith('/n/') && !url.pathname.endsWith(oldId));
  const newId = new URL(home.page.url()).pathname.split('/')[2] ?? '';
  await note.waitUntilSaved();
  expect((await serverNote(newId))?.content).toContain('Minutes of the Tuesday meeting');
  expect(await serverNote(oldId)).toBeNull();
  expect(await note.editor.innerText()).toContain('Minutes of the Tuesday meeting');
});
