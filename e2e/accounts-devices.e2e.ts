// An account on several devices, each device its own browser context: what one device renames or
// deletes shows on the others at the next focus or reload; a password change or "Sign out everywhere else"
// signs the others out and takes the account's notes off them; signing out — online or offline with a change
// not sent yet — leaves nothing of the account in the browser's storage once the change is delivered; and a
// fresh device fetches each of 150 notes once.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { NotePage } from './page-models/NotePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { newCredentials, SignInPage, type Credentials } from './page-models/SignInPage.ts';
import { deleteNote, renameNote, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { deviceStorage, storedNotes, traces } from './support/device-storage.ts';
import { watchServiceWorker } from './support/offline.ts';

const browser = useBrowser();
const POLL = { timeout: 20_000, interval: 250 };

/** A device: its own browser context (storage, cookies) and a page in it. */
async function device(options: Parameters<typeof browser.newContext>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

/** The titles "My notes" lists on this page, sorted. */
async function listedTitles(page: Page): Promise<string[]> {
  const panel = new NotesPanel(page);
  await panel.open();
  // Each note's link shows its title first, then its date.
  const titles = await panel.dialog.locator('li a[href*="/n/"] > span:first-child').allInnerTexts();
  await panel.close();
  return titles.map((title) => title.trim()).sort();
}

/** The window regains focus, as when the user comes back to the tab. */
const focus = (page: Page): Promise<void> => page.evaluate(() => void window.dispatchEvent(new Event('focus')));

/** The share and edit ids of the notes this page's device holds. */
async function idsHeld(page: Page): Promise<string[]> {
  return storedNotes(await deviceStorage(page)).flatMap((note) => [note.shareId, note.editId]);
}

async function signedInDevice(person: Credentials): Promise<Page> {
  const { page } = await device();
  await new SignInPage(page).signIn(person);
  return page;
}

/** The titles "My notes" lists while the server still knows this page's session; null once it does not. */
async function titlesIfSignedIn(page: Page): Promise<string[] | null> {
  return (await sessionUser(page)) === null ? null : listedTitles(page);
}

/** Whom the server takes this page's session cookie for: a user id, or null. */
const sessionUser = (page: Page): Promise<string | null> =>
  page.evaluate(async () => ((await (await fetch('/api/auth/get-session')).json()) as { user?: { id: string } } | null)?.user?.id ?? null);

test('a note renamed on one device shows its new title on another after a reload; one deleted leaves its list and, open there, offers a copy', async () => {
  const { page: a } = await device();
  const person = newCredentials();
  await new SignInPage(a).createAccount(person);
  const home = new HomePage(a);
  await home.writeAndPublish('Groceries');
  const { shareId: oldPlans } = await home.writeAndPublish('Old plans');
  const b = await signedInDevice(person);
  await expect.poll(() => listedTitles(b), POLL).toEqual(['Groceries', 'Old plans']);
  const open = new NotePage(b);
  await open.goto(oldPlans);
  await open.editor.waitFor();

  const held = storedNotes(await deviceStorage(a));
  const groceries = held.find((note) => note.title === 'Groceries')!;
  await renameNote(groceries.editId, groceries.shareId, 'Weekend groceries');
  await deleteNote(held.find((note) => note.shareId === oldPlans)!.editId);

  await focus(b);
  await b.getByRole('region', { name: 'This note no longer exists on the server' }).waitFor({ timeout: 15_000 });
  expect(await open.editor.innerText()).toContain('Old plans');
  await b.reload();
  await new HomePage(b).goto();
  await expect.poll(() => listedTitles(b), POLL).toEqual(['Weekend groceries']);
});

test('a password changed on one device signs the other out at its next reload, and its storage keeps nothing of the account', async () => {
  const { page: a } = await device();
  const person = newCredentials();
  const signIn = new SignInPage(a);
  await signIn.createAccount(person);
  await new HomePage(a).writeAndPublish('Bank details');
  const b = await signedInDevice(person);
  await expect.poll(() => listedTitles(b), POLL).toEqual(['Bank details']);
  const accountIds = await idsHeld(a);

  const settings = await signIn.openSettings();
  await settings.getByLabel('Current password').fill(person.password);
  await settings.getByLabel('New password').fill('a brand new password');
  await settings.getByRole('button', { name: 'Change password' }).click();
  await a.getByText('Password changed').first().waitFor();

  await b.reload();
  await b.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  await b.getByText('You were signed out. Sign in again to see your notes.').first().waitFor();
  await expect.poll(async () => traces(await deviceStorage(b), accountIds), POLL).toEqual([]);
  expect(await listedTitles(b)).toEqual([]);
  // The device that changed it stays signed in.
  await a.reload();
  await signIn.userMenu.waitFor();
});

test('"Sign out everywhere else" signs the other device out at its next focus and takes the account’s notes off it', async () => {
  const { page: a } = await device();
  const person = newCredentials();
  const signIn = new SignInPage(a);
  await signIn.createAccount(person);
  await new HomePage(a).writeAndPublish('Holiday plans');
  const b = await signedInDevice(person);
  await expect.poll(() => listedTitles(b), POLL).toEqual(['Holiday plans']);
  const accountIds = await idsHeld(a);

  const settings = await signIn.openSettings();
  await settings.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await a.getByText('Signed out on every other device').first().waitFor();

  await focus(b);
  await b.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
  await expect.poll(async () => traces(await deviceStorage(b), accountIds), POLL).toEqual([]);
  expect(await listedTitles(b)).toEqual([]);
});

test('signing out leaves nothing of the account in this browser: no notes, edit ids, journals or cached note pages', async () => {
  const { context, page } = await device({ serviceWorkers: 'allow' });
  const serviceWorker = watchServiceWorker(context);
  const signIn = new SignInPage(page);
  await new HomePage(page).goto();
  await serviceWorker.ready(page);
  // Written before the account existed: it becomes the account's, so it leaves too.
  const { shareId: before } = await new HomePage(page).writeAndPublish('Written before signing up');
  await signIn.createAccount(newCredentials());
  const { shareId: last } = await new HomePage(page).writeAndPublish('Written last');
  // Opened as pages, so the service worker keeps them for offline reading.
  await page.goto(`/n/${before}`);
  await new NotePage(page).editor.waitFor();
  await page.goto(`/n/${last}`);
  await new NotePage(page).editor.waitFor();
  const accountIds = await idsHeld(page);
  expect(accountIds).toHaveLength(4);
  expect(traces(await deviceStorage(page), [before, last])).toEqual([before, last]);

  await signIn.signOut();
  await page.getByText('Signed Out').first().waitFor();
  await expect.poll(async () => traces(await deviceStorage(page), accountIds), POLL).toEqual([]);
  await expect.poll(() => sessionUser(page), POLL).toBeNull();
  await page.reload();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  expect(await listedTitles(page)).toEqual([]);
  // Anyone may still read the notes through their links; this browser just no longer holds them.
  expect((await serverNote(last))?.content).toContain('Written last');
});

test('signing out offline with an unsent change: the warning offers the text, the notes leave at once, and the change reaches the server once online', async () => {
  const { context, page } = await device();
  const signIn = new SignInPage(page);
  await signIn.createAccount(newCredentials());
  const { note, shareId } = await new HomePage(page).writeAndPublish('Offline draft');
  // The panel's code loads while online (no service worker in this context to serve it offline).
  expect(await listedTitles(page)).toEqual(['Offline draft']);
  await context.setOffline(true);
  await note.type('\nfinished on the train');
  await note.syncStatus.filter({ hasText: /offline/i }).waitFor();
  const accountIds = await idsHeld(page);

  const warning = await signIn.openSignOut();
  await warning.getByText('1 change is not saved yet.').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), warning.getByRole('link', { name: 'Export the text' }).click()]);
  expect(await readFile((await download.path())!, 'utf8')).toContain('finished on the train');
  await warning.getByRole('button', { name: 'Sign out anyway' }).click();
  await page.getByText('Signed Out').first().waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  expect(await listedTitles(page)).toEqual([]);
  expect((await serverNote(shareId))?.content).not.toContain('finished on the train');

  await context.setOffline(false);
  await expect.poll(async () => (await serverNote(shareId))?.content ?? '', POLL).toContain('finished on the train');
  await expect.poll(async () => traces(await deviceStorage(page), accountIds), POLL).toEqual([]);
  await expect.poll(() => sessionUser(page), POLL).toBeNull();
  await page.reload();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  expect(await listedTitles(page)).toEqual([]);
});

test('signing back in before the sign-out reached the server keeps the new session and the account’s notes', async () => {
  const { page } = await device();
  const signIn = new SignInPage(page);
  const person = newCredentials();
  await signIn.createAccount(person);
  await new HomePage(page).writeAndPublish('Still mine');
  await new HomePage(page).goto();
  // The sign-out does not get through (a train tunnel, a tab closed at once): it waits on this device.
  await page.route('**/api/auth/sign-out', (route) => route.abort('internetdisconnected'));
  const dialog = await signIn.openSignOut();
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  expect(await listedTitles(page)).toEqual([]);

  await signIn.signIn(person);
  await page.unroute('**/api/auth/sign-out');
  // The waiting sign-out was for the session that ended here, not for this new one.
  await expect.poll(async () => titlesIfSignedIn(page), POLL).toEqual(['Still mine']);
  await page.reload();
  await signIn.userMenu.waitFor();
  expect(await sessionUser(page)).not.toBeNull();
  expect(await listedTitles(page)).toEqual(['Still mine']);
});

test('a fresh device signing in to an account with 150 notes fetches each note once', async () => {
  const { page: a } = await device();
  const person = newCredentials();
  await new SignInPage(a).createAccount(person);
  await a.evaluate(async () => {
    for (let i = 0; i < 150; i++) {
      const response = await fetch('/api/notes/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: `<p>Note ${i}</p>` }),
      });
      if (response.status !== 201) throw new Error(`create answered ${response.status}`);
    }
  });

  const { context, page: b } = await device();
  // Every note whose text the device asks for: the contents requests' ids (a hundred a request), or an edit link's.
  const fetched: string[] = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/notes/contents') fetched.push(...((request.postDataJSON() as { ids: string[] }).ids));
    if (path.startsWith('/api/notes/edit/')) fetched.push(path);
  });
  await new SignInPage(b).signIn(person);
  // A second tab of the same device reconciles at the same time.
  const second = await context.newPage();
  await new HomePage(second).goto();
  await expect.poll(async () => storedNotes(await deviceStorage(b)).length, { timeout: 60_000, interval: 500 }).toBe(150);
  await focus(b);
  await focus(second);
  await b.waitForTimeout(1_000);
  expect(fetched).toHaveLength(150);
  expect(new Set(fetched).size).toBe(150);
});
