// Two people (or one person on two devices) editing the same note: nothing is ever silently overwritten.
// A real conflict needs two separate local copies, so the "two tabs" here are two browser contexts that
// both opened the note's edit link; two tabs of one browser share one local copy and simply follow it.
import { expect, test } from 'vitest';
import { openEditLink } from './page-models/EditLink.ts';
import { NotePage } from './page-models/NotePage.ts';
import { createNote, opensWith, passwordRequired, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 250 };

test('two editors changing one note end with a conflict choice, and "keep both" loses nothing', async () => {
  const created = await createNote({ content: '<p>Team agenda</p>' });
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const tabA = await openEditLink(await contextA.newPage(), created.edit_id, created.share_id);
  const tabB = await openEditLink(await contextB.newPage(), created.edit_id, created.share_id);

  await contextA.setOffline(true);
  await tabA.type(' — budget review (from A)');
  await tabB.type(' — hiring update (from B)');
  await expect.poll(async () => (await serverNote(created.share_id, created.edit_id))?.content, POLL).toContain('from B');
  await contextA.setOffline(false);

  await tabA.conflict.waitFor({ timeout: 15_000 });
  const conflictText = await tabA.conflict.innerText();
  expect(conflictText).toContain('from A');
  expect(conflictText).toContain('from B');
  await tabA.choose('Keep both');

  // A's version becomes a new note (A is taken there); the old link keeps B's version.
  await tabA.page.waitForURL((url) => !url.pathname.endsWith(created.share_id) && url.pathname.startsWith('/n/'));
  const copyId = new URL(tabA.page.url()).pathname.split('/')[2] ?? '';
  await tabA.waitUntilSaved();
  expect((await serverNote(copyId))?.content).toContain('budget review (from A)');
  const original = (await serverNote(created.share_id))?.content;
  expect(original).toContain('hiring update (from B)');
  expect(original).not.toContain('from A');
});

test('"keep both" on a password-protected note asks for a password and publishes the copy protected', async () => {
  const created = await createNote({ content: '<p>Salaries</p>', password: 'team secret' });
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const tabA = await openEditLink(await contextA.newPage(), created.edit_id, created.share_id);
  const tabB = await openEditLink(await contextB.newPage(), created.edit_id, created.share_id);
  await contextA.setOffline(true);
  await tabA.type(' (draft A)');
  await tabB.type(' (draft B)');
  await expect.poll(async () => (await serverNote(created.share_id, created.edit_id))?.content, POLL).toContain('draft B');
  await contextA.setOffline(false);

  await tabA.conflict.waitFor({ timeout: 15_000 });
  await tabA.choose('Keep both');
  const dialog = tabA.page.getByRole('dialog', { name: 'Protect your copy' });
  await dialog.getByLabel('Password for the copy').fill('copy secret');
  await dialog.getByRole('button', { name: 'Publish the protected copy' }).click();
  await tabA.page.waitForURL((url) => url.pathname.startsWith('/n/') && !url.pathname.endsWith(created.share_id));
  const copyId = new URL(tabA.page.url()).pathname.split('/')[2] ?? '';
  await tabA.waitUntilSaved();
  // Readers of the copy need its password; it opens with the one chosen for it.
  expect(await passwordRequired(copyId)).toBe(true);
  expect(await opensWith(copyId, 'copy secret')).toBe(true);
});

test('two tabs of one browser share one local copy: the second tab picks up the first one\'s text', async () => {
  const created = await createNote({ content: '<p>Packing list</p>' });
  const context = await browser.newContext();
  const first = await openEditLink(await context.newPage(), created.edit_id, created.share_id);
  const second = new NotePage(await context.newPage());
  await second.goto(created.share_id);
  await second.editor.waitFor();

  await first.type(', passport');
  await expect.poll(() => second.editor.innerText(), POLL).toContain('passport');
  await second.type(', charger');
  await expect.poll(() => first.editor.innerText(), POLL).toContain('charger');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toMatch(/Packing list, passport, charger/);
});
