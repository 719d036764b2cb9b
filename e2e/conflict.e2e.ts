// Two people (or one person on two devices) editing the same note: nothing is ever silently overwritten.
// A real conflict needs two separate local copies, so the "two tabs" here are two browser contexts that
// both opened the note's edit link; two tabs of one browser share one local copy and simply follow it.
import { expect, test } from 'vitest';
import type { CreateNoteResponse } from '../shared/api.ts';
import { openEditLink } from './page-models/EditLink.ts';
import { NotePage } from './page-models/NotePage.ts';
import { createNote, opensWith, passwordRequired, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 250 };

/**
 * The note edited from two browsers from the same version: A offline, B reaching the server first. Returns
 * A's page once it shows the conflict.
 */
async function conflictBetweenTwoEditors(created: CreateNoteResponse, textA: string, textB: string): Promise<NotePage> {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const tabA = await openEditLink(await contextA.newPage(), created.edit_id, created.share_id);
  const tabB = await openEditLink(await contextB.newPage(), created.edit_id, created.share_id);
  await contextA.setOffline(true);
  await tabA.type(textA);
  await tabB.type(textB);
  await expect.poll(async () => (await serverNote(created.share_id, created.edit_id))?.content, POLL).toContain(textB.trim());
  await contextA.setOffline(false);
  await tabA.conflict.waitFor({ timeout: 15_000 });
  return tabA;
}

/** The note a "save mine as a new note" made, once the page moved there. */
async function copyMadeFrom(tab: NotePage, originalId: string): Promise<string> {
  await tab.page.waitForURL((url) => url.pathname.startsWith('/n/') && !url.pathname.endsWith(originalId));
  return new URL(tab.page.url()).pathname.split('/')[2] ?? '';
}

test('two editors changing one note end with a conflict choice, and "save mine as a new note" loses nothing', async () => {
  const created = await createNote({ content: '<p>Team agenda</p>' });
  const tabA = await conflictBetweenTwoEditors(created, ' — budget review (from A)', ' — hiring update (from B)');
  // Both versions are sanitized in the browser before they show, once the sanitizer has loaded.
  await expect.poll(() => tabA.conflict.innerText(), POLL).toContain('from A');
  expect(await tabA.conflict.innerText()).toContain('from B');
  await tabA.choose('Save mine as a new note');

  // A's version becomes a new note (A is taken there); the old link keeps B's version.
  const copyId = await copyMadeFrom(tabA, created.share_id);
  await tabA.waitUntilSaved();
  expect((await serverNote(copyId))?.content).toContain('budget review (from A)');
  const original = (await serverNote(created.share_id))?.content;
  expect(original).toContain('hiring update (from B)');
  expect(original).not.toContain('from A');
});

test('"save mine as a new note" on a password-protected note asks for a password and publishes the copy protected', async () => {
  const created = await createNote({ content: '<p>Salaries</p>', password: 'team secret' });
  const tabA = await conflictBetweenTwoEditors(created, ' (draft A)', ' (draft B)');
  await tabA.choose('Save mine as a new note');
  const dialog = tabA.page.getByRole('dialog', { name: 'Protect your copy' });
  await dialog.getByLabel('Password for the copy').fill('copy secret');
  await dialog.getByRole('button', { name: 'Publish the protected copy' }).click();
  const copyId = await copyMadeFrom(tabA, created.share_id);
  await tabA.waitUntilSaved();
  // Readers of the copy need its password; it opens with the one chosen for it.
  expect(await passwordRequired(copyId)).toBe(true);
  expect(await opensWith(copyId, 'copy secret')).toBe(true);
});

/** A note opened in two tabs of one browser (one local copy): the first through its edit link, the second at /n/{id}. */
async function twoTabsOfOneBrowser(content: string): Promise<{ created: CreateNoteResponse; first: NotePage; second: NotePage }> {
  const created = await createNote({ content });
  const context = await browser.newContext();
  const first = await openEditLink(await context.newPage(), created.edit_id, created.share_id);
  const second = new NotePage(await context.newPage());
  await second.goto(created.share_id);
  await second.editor.waitFor();
  return { created, first, second };
}

test('two tabs of one browser share one local copy: the second tab picks up the first one\'s text', async () => {
  const { created, first, second } = await twoTabsOfOneBrowser('<p>Packing list</p>');

  await first.type(', passport');
  await expect.poll(() => second.editor.innerText(), POLL).toContain('passport');
  await second.type(', charger');
  await expect.poll(() => first.editor.innerText(), POLL).toContain('charger');
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toMatch(/Packing list, passport, charger/);
});

test('two tabs of one browser typing into one note at the same moment keep every key of both', async () => {
  const { created, first, second } = await twoTabsOfOneBrowser('<p>Packing list</p><p>Menu</p>');
  await first.editor.click();
  await first.page.keyboard.press('ControlOrMeta+Home');
  await second.editor.click();
  await second.page.keyboard.press('ControlOrMeta+End');

  // Each tab saves what it has every 250 ms, so the two saves keep crossing while both type.
  await Promise.all([
    first.page.keyboard.type('passport charger tent ', { delay: 40 }),
    second.page.keyboard.type(': soup bread cheese', { delay: 40 }),
  ]);
  const both = ['passport charger tent Packing list', 'Menu: soup bread cheese'];
  for (const tab of [first, second]) {
    await expect.poll(() => tab.editor.locator(':scope > p').allInnerTexts(), POLL).toEqual(both);
  }
  await expect.poll(async () => (await serverNote(created.share_id))?.content, POLL).toBe(
    '<p>passport charger tent Packing list</p><p>Menu: soup bread cheese</p>',
  );
  // And so it stays: the stored copy has both (a reload reads it).
  await second.page.reload();
  await expect.poll(() => second.editor.locator(':scope > p').allInnerTexts(), POLL).toEqual(both);
});
