// Which notes an account signed in here takes (docs/design.md §6.6): the ones this device wrote, and a note opened from
// someone's edit link only when the person adds it from "My notes". Opening someone's link while signed in no longer
// makes their note yours — the API would name you its owner and deleting your account would delete it — and the
// account deletion dialog lists what goes.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openEditLink } from './page-models/EditLink.ts';
import { HomePage } from './page-models/HomePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { axeProblemsInBothSchemes } from './support/accessibility.ts';
import { createNote, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 20_000, interval: 250 };

/** Reloads the page and waits until the account's reconcile there (claim, then list) has run. */
async function reconcileByReload(page: Page): Promise<void> {
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notes/list', { timeout: 20_000 });
  await page.reload();
  await listed;
}

/** Someone else's note, published without an account; its ids as their edit link carries them. */
const someoneElsesNote = (text: string) => createNote({ content: `<p>${text}</p>` });

test('a signed-in person opening someone else’s edit link does not get the note; deleting their account deletes only their own', async () => {
  const theirs = await someoneElsesNote('Team rota for March');
  const page = await browser.newPage();
  const signIn = new SignInPage(page);
  const person = newCredentials('Link Opener');
  await signIn.createAccount(person);
  const { shareId: mine } = await new HomePage(page).writeAndPublish('My own plans');

  await openEditLink(page, theirs.edit_id, theirs.share_id);
  await reconcileByReload(page);

  expect((await serverNote(theirs.share_id))?.owner).toBeNull();
  expect((await serverNote(mine))?.owner).toBe(person.name);

  const settings = await signIn.openSettings();
  await settings.getByText('This note is deleted with it:').waitFor();
  await settings.getByRole('listitem').filter({ hasText: 'My own plans' }).waitFor();
  expect(await settings.getByRole('listitem').filter({ hasText: 'Team rota' }).count()).toBe(0);
  await settings.getByText('1 note you opened from a link is not in your account').waitFor();
  expect(await axeProblemsInBothSchemes(page, 'account settings listing what a deletion takes', settings)).toBe('');
  await settings.getByLabel('Password', { exact: true }).fill(person.password);
  await settings.getByRole('button', { name: 'Delete account and notes' }).click();
  await page.getByText('Your account and its notes were deleted').first().waitFor();

  await expect.poll(async () => serverNote(mine), POLL).toBeNull();
  expect((await serverNote(theirs.share_id))?.content).toBe('<p>Team rota for March</p>');
});

test('the same person can add a note opened from a link by choice, and then it is theirs', async () => {
  const theirs = await someoneElsesNote('Shared recipe book');
  const page = await browser.newPage();
  const person = newCredentials('Recipe Keeper');
  await new SignInPage(page).createAccount(person);
  await new HomePage(page).writeAndPublish('Written here');
  await openEditLink(page, theirs.edit_id, theirs.share_id);

  const panel = new NotesPanel(page);
  await panel.open();
  // A note written here is the account's already: nothing to add.
  await panel.dialog.getByRole('button', { name: 'Actions for Written here' }).click();
  await panel.dialog.getByRole('menuitem', { name: 'Copy link' }).waitFor();
  expect(await panel.dialog.getByRole('menuitem', { name: 'Add to my account' }).count()).toBe(0);
  await page.keyboard.press('Escape');

  await panel.dialog.getByRole('button', { name: 'Actions for Shared recipe book' }).click();
  await panel.dialog.getByRole('menuitem', { name: 'Add to my account' }).click();
  await page.getByText('Added to your account').first().waitFor();

  expect((await serverNote(theirs.share_id))?.owner).toBe(person.name);
  await panel.dialog.getByRole('button', { name: 'Actions for Shared recipe book' }).click();
  await panel.dialog.getByRole('menuitem', { name: 'Copy link' }).waitFor();
  expect(await panel.dialog.getByRole('menuitem', { name: 'Add to my account' }).count()).toBe(0);
});

test('opened from a link before signing in, someone’s note is not claimed when the person creates an account; their own notes are', async () => {
  const planted = await someoneElsesNote('Sent to be attributed to you');
  const page = await browser.newPage();
  const { shareId: mine } = await new HomePage(page).writeAndPublish('Written before the account');
  await openEditLink(page, planted.edit_id, planted.share_id);
  const person = newCredentials('Careful Person');

  await new SignInPage(page).createAccount(person);

  await expect.poll(async () => (await serverNote(mine))?.owner ?? null, POLL).toBe(person.name);
  await reconcileByReload(page);
  expect((await serverNote(planted.share_id))?.owner).toBeNull();
});
