// Accounts in the browser: notes written before an account come along into "My notes", show
// on every device signed in to it, an account's notes and a device's local ones are merged without loss,
// signing out says so and goes home, a passkey signs in, and mail is asked for in the interface's language.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { NotePage } from './page-models/NotePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 20_000, interval: 250 };

async function writeNotes(page: Page, ...texts: string[]): Promise<void> {
  const home = new HomePage(page);
  for (const text of texts) await home.writeAndPublish(text);
}

/** Waits until "My notes" lists every one of `titles` (each exactly once). */
async function expectListed(page: Page, ...titles: string[]): Promise<void> {
  const panel = new NotesPanel(page);
  await panel.open();
  for (const title of titles) await expect.poll(() => panel.note(title).count(), POLL).toBe(1);
  await panel.close();
}

test('two notes written signed out are in "My notes" after creating an account, and on a fresh device after signing in', async () => {
  const page = await browser.newPage();
  await writeNotes(page, 'Groceries', 'Packing list');
  const person = newCredentials();
  await new SignInPage(page).createAccount(person);
  await expectListed(page, 'Groceries', 'Packing list');

  const elsewhere = await browser.newPage();
  await new SignInPage(elsewhere).signIn(person);
  await expectListed(elsewhere, 'Groceries', 'Packing list');
});

test('an account that already has notes, signing in on a device with its own notes, keeps both sets', async () => {
  const first = await browser.newPage();
  const person = newCredentials('Grace Hopper');
  await new SignInPage(first).createAccount(person);
  await writeNotes(first, 'Account note');

  const device = await browser.newPage();
  await writeNotes(device, 'Device note');
  await new SignInPage(device).signIn(person);
  await expectListed(device, 'Account note', 'Device note');
  // The first device gets the device's note as well.
  await first.reload();
  await expectListed(first, 'Account note', 'Device note');
});

test('signing out shows "Signed Out", goes home and removes the account’s notes from this device', async () => {
  const page = await browser.newPage();
  const signIn = new SignInPage(page);
  await signIn.createAccount(newCredentials());
  await writeNotes(page, 'Private plans');
  await new HomePage(page).goto();
  const dialog = await signIn.openSignOut();
  await dialog.getByText('Your notes leave this device, also those written here before you signed in').waitFor();
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByText('Signed Out').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  const panel = new NotesPanel(page);
  await panel.open();
  await expect.poll(() => panel.note('Private plans').count(), POLL).toBe(0);
});

test('signing in goes home once, and Back then returns to the page the sign-in started from', async () => {
  const page = await browser.newPage();
  const signIn = new SignInPage(page);
  const person = newCredentials();
  await signIn.createAccount(person);
  await signIn.signOut();
  await page.goto('/tools/word-counter');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const form = await signIn.showForm('Sign in');
  await form.getByLabel('E-mail').fill(person.email);
  await form.getByLabel('Password').fill(person.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.waitUntilSignedIn();
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/tools/word-counter');
  await signIn.userMenu.waitFor();
  // Nothing takes the person home a second time (the sign-in waits at most 3 s for the account's notes).
  const pathLater = await page.evaluate(() => new Promise<string>((resolve) => setTimeout(() => resolve(location.pathname), 4_000)));
  expect(pathLater).toBe('/tools/word-counter');
});

test('a signed-in visitor of /signin is sent home', async () => {
  const page = await browser.newPage();
  await new SignInPage(page).createAccount(newCredentials());
  await page.goto('/signin');
  await page.waitForURL((url) => url.pathname === '/');
});

test('a wrong password is refused with a message, and errors show only after a pause in typing', async () => {
  const page = await browser.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  const form = await signIn.showForm('Sign in');
  await form.getByLabel('E-mail').pressSequentially('not-an-address');
  const hint = form.getByText('Enter an e-mail address like name@example.com.');
  expect(await hint.count()).toBe(0);
  await hint.waitFor();
  await form.getByLabel('E-mail').fill('nobody@example.com');
  await form.getByLabel('Password').fill('whatever password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'That e-mail address and password do not match an account.' }).waitFor();
});

test('an account note edited offline on a second device reaches the server once back online', async () => {
  const first = await browser.newPage();
  const person = newCredentials();
  await new SignInPage(first).createAccount(person);
  const { shareId } = await new HomePage(first).writeAndPublish('Reading list');

  const context = await browser.newContext();
  const second = await context.newPage();
  await new SignInPage(second).signIn(person);
  const panel = new NotesPanel(second);
  await panel.open();
  await panel.note('Reading list').click();
  const note = new NotePage(second);
  await note.editor.waitFor();
  await note.waitUntilSaved();

  await context.setOffline(true);
  await note.type('\nDune, written on the train');
  await note.syncStatus.filter({ hasText: /offline/i }).waitFor();
  expect((await serverNote(shareId))?.content).not.toContain('Dune');

  await context.setOffline(false);
  await expect.poll(async () => (await serverNote(shareId))?.content ?? '', POLL).toContain('Dune, written on the train');
  await note.waitUntilSaved();
});

test('signing out with an unsent change warns first, and the change still reaches the server afterwards', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.createAccount(newCredentials());
  const { note, shareId } = await new HomePage(page).writeAndPublish('Offline draft');
  await context.setOffline(true);
  await note.type('\nnot sent yet');
  await note.syncStatus.filter({ hasText: /offline/i }).waitFor();

  const warning = await signIn.openSignOut();
  await warning.getByText('1 change is not saved yet.').waitFor();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await signIn.userMenu.waitFor();

  await context.setOffline(false);
  // Back online the change may already be sent; either way nothing is dropped.
  await signIn.signOut();
  await page.getByText('Signed Out').first().waitFor();
  await expect.poll(async () => (await serverNote(shareId))?.content ?? '', POLL).toContain('not sent yet');
});

test('asking for a reset link in the German interface asks for the mail, and the page it leads to, in German, whatever the browser prefers', async () => {
  const person = newCredentials();
  await new SignInPage(await browser.newPage()).createAccount(person);
  // A browser set to English, whose visitor chose German on this site.
  const page = await browser.newPage({ locale: 'en-US' });
  await page.goto('/de/');
  await page.context().addCookies([{ name: 'locale', value: 'de', url: new URL(page.url()).origin }]);
  await page.goto('/signin');
  await page.getByRole('heading', { name: 'Anmelden', level: 1 }).waitFor();
  const form = await new SignInPage(page).showForm('Passwort vergessen');
  await form.getByLabel('E-Mail').fill(person.email);
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/auth/request-password-reset'));
  await form.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  const request = await asked;
  expect(request.headers()['accept-language']).toBe('de');
  // The mailed link brings the user back to /signin in German, even on a device that never chose it.
  expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({ redirectTo: '/signin?lang=de' });
  await page.getByText('Wenn ein Konto diese Adresse nutzt').waitFor();
});
