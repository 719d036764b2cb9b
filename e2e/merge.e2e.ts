// Two devices edit one note offline from the same version. Where they changed different paragraphs, the one
// that reaches the server second merges by itself: no choice to make, both edits kept, a quiet toast. Where
// they changed the same words, the conflict panel still asks (docs/design.md §6.4).
import { expect, test } from 'vitest';
import { openEditLink } from './page-models/EditLink.ts';
import type { NotePage } from './page-models/NotePage.ts';
import { createNote, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 250 };

/** Both devices have the note open and go offline; returns their pages. */
async function twoOfflineEditors(editId: string, shareId: string): Promise<{ a: NotePage; b: NotePage; online: (tab: 'a' | 'b') => Promise<void> }> {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await openEditLink(await contextA.newPage(), editId, shareId);
  const b = await openEditLink(await contextB.newPage(), editId, shareId);
  await contextA.setOffline(true);
  await contextB.setOffline(true);
  return { a, b, online: (tab) => (tab === 'a' ? contextA : contextB).setOffline(false) };
}

test('two devices editing different paragraphs offline both end with both edits, and nobody is asked to choose', async () => {
  // Formatting, a link and a list in between, as the editor writes them: read into the editor's model and
  // written back by the merge, none of it changes.
  const between =
    '<p><strong>milk</strong> and <a href="https://shop.example/" rel="noopener noreferrer nofollow ugc" target="_blank">bread</a></p><ul><li>eggs</li></ul>';
  const created = await createNote({ content: `<p>Shopping list</p>${between}<p>Call the plumber</p>` });
  const { a, b, online } = await twoOfflineEditors(created.edit_id, created.share_id);
  await a.typeAtStart('Urgent: ');
  await b.type(' tomorrow');

  await online('b');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toContain('tomorrow');
  await online('a');

  // A met B's newer version, merged and sent both.
  await expect
    .poll(async () => (await serverNote(created.share_id))?.content, POLL)
    .toBe(`<p>Urgent: Shopping list</p>${between}<p>Call the plumber tomorrow</p>`);
  await a.page.getByText('Merged with changes made elsewhere', { exact: true }).waitFor({ timeout: 15_000 });
  await expect.poll(() => a.editor.innerText(), POLL).toContain('tomorrow');
  expect(await a.editor.innerText()).toContain('Urgent: Shopping list');
  await a.waitUntilSaved();
  expect(await a.conflict.count()).toBe(0);

  // B takes the merged note the next time it opens it.
  await b.page.reload();
  await b.editor.waitFor();
  await expect.poll(() => b.editor.innerText(), POLL).toContain('Urgent: Shopping list');
  expect(await b.editor.innerText()).toContain('Call the plumber tomorrow');
  expect(await b.conflict.count()).toBe(0);
});

test('two devices changing the same words still get the choice, with both versions shown', async () => {
  const created = await createNote({ content: '<p>Meet at noon</p><p>Bring snacks</p>' });
  const { a, b, online } = await twoOfflineEditors(created.edit_id, created.share_id);
  await a.type(' and drinks');
  await b.type(' and plates');

  await online('b');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toContain('plates');
  await online('a');

  await a.conflict.waitFor({ timeout: 15_000 });
  await expect.poll(() => a.conflict.innerText(), POLL).toContain('drinks');
  expect(await a.conflict.innerText()).toContain('plates');
  expect((await serverNote(created.share_id))?.content).not.toContain('drinks');
});
