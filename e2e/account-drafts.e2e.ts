// The home page's unsaved note when its writer signs in or out before pressing Publish (docs/design.md §6.6): it is
// published into the account as they chose — encrypted end to end, with its expiry — or kept here as the draft when
// publishing it then would lose a choice (a password, which is never stored; an encrypted note's key, which would
// leave with the sign-out). The sign-in page and the sign-out dialog say which. Every request of the browser is
// recorded: the text of a note marked for encryption never leaves it unencrypted.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { unseal } from '../server/src/test-support/envelopes.ts';
import { HomePage } from './page-models/HomePage.ts';
import { newCredentials, SignInPage, type Credentials } from './page-models/SignInPage.ts';
import { axeProblemsInBothSchemes } from './support/accessibility.ts';
import { passwordRequired, serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { deviceStorage } from './support/device-storage.ts';
import { recordRequests } from './support/request-recorder.ts';

const browser = useBrowser();
const POLL = { timeout: 20_000, interval: 250 };
const HOUR = 3_600_000;

/** A writer's browser, every request it sends recorded. */
async function writer(): Promise<{ page: Page; home: HomePage; signIn: SignInPage; sent: string[] }> {
  const context = await browser.newContext();
  const sent = recordRequests(context);
  const page = await context.newPage();
  return { page, home: new HomePage(page), signIn: new SignInPage(page), sent };
}

/**
 * Opens the home page, makes the publish choices, types the unsaved note and waits until it is stored with each of
 * `stored` (fragments of its stored choices).
 */
async function writeDraft(home: HomePage, text: string, choose: () => Promise<void>, ...stored: string[]): Promise<void> {
  await home.goto();
  await choose();
  await home.type(text);
  for (const expected of [text, ...stored]) await home.waitUntilDraftStored(expected);
}

/** Creates the account from the sign-in page, once the page has said `notice` about the unsaved note. */
async function createAccountSaying(signIn: SignInPage, person: Credentials, notice: string): Promise<void> {
  await signIn.goto();
  await signIn.page.getByText(notice).waitFor();
  await signIn.createAccount(person);
}

/** The notes IndexedDB holds here, with their keys. */
async function notesHere(page: Page): Promise<Array<{ shareId: string; editId: string; title: string; key?: string }>> {
  return ((await deviceStorage(page)).indexedDb.notes ?? []) as Array<{ shareId: string; editId: string; title: string; key?: string }>;
}

const carrying = (sent: readonly string[], secret: string): string[] => sent.filter((entry) => entry.includes(secret));

test('marked "Encrypt end to end", then an account created before Publish: published into the account encrypted, its text in no request', async () => {
  const { page, home, signIn, sent } = await writer();
  await writeDraft(home, 'Salary review: raises of 4-8-15', () => home.encryptChoice.check(), '"encrypt":true');
  const person = newCredentials('Encrypting Writer');

  await createAccountSaying(signIn, person, 'Your unsaved note will be published to your account, encrypted end to end.');

  await expect.poll(async () => (await notesHere(page)).length, POLL).toBe(1);
  const [note] = await notesHere(page);
  expect(note?.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect.poll(async () => (await serverNote(note!.shareId))?.owner ?? null, POLL).toBe(person.name);
  const stored = await serverNote(note!.shareId);
  expect(stored).toMatchObject({ encrypted: true, title: '' });
  expect(await unseal(stored!.content, note!.key!)).toEqual({ title: null, content: '<p>Salary review: raises of 4-8-15</p>' });
  for (const secret of ['4-8-15', 'Salary', note!.key!]) expect(carrying(sent, secret), secret).toEqual([]);
});

test('with a password and an expiry, then sign-in: kept as the draft (its password is not stored), nothing sent; typed again, published with both', async () => {
  const { page, home, signIn, sent } = await writer();
  const choose = async () => {
    await page.getByLabel('Password (optional)').fill('tell nobody');
    await page.getByLabel('Expires').selectOption('1d');
  };
  await writeDraft(home, 'Door code 7-3-9-1', choose, '"password":true', '"expire":"1d"');
  // Only that a password was typed is kept, never the password.
  expect(JSON.stringify(await deviceStorage(page))).not.toContain('tell nobody');
  const person = newCredentials('Careful Writer');

  await createAccountSaying(signIn, person, 'Your unsaved note stays on this device as a draft: type its password again to publish it.');

  await home.waitUntilLoaded();
  await page.getByText('Door code 7-3-9-1').waitFor();
  expect(await page.getByLabel('Expires').inputValue()).toBe('1d');
  await page.getByText('This note’s password is not kept on this device: type it again, or publish without it.').waitFor();
  expect(await notesHere(page)).toEqual([]);
  for (const secret of ['7-3-9-1', 'tell nobody']) expect(carrying(sent, secret), secret).toEqual([]);
  expect(await axeProblemsInBothSchemes(page, 'the publish bar asking for the password again')).toBe('');
  await page.emulateMedia({ colorScheme: 'light' });

  // Publish without the password points to it first.
  const password = page.getByLabel('Password (optional)');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect.poll(() => password.evaluate((field) => field === document.activeElement), POLL).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/');

  const shareId = await home.publish({ password: 'tell nobody' });
  await expect.poll(async () => (await serverNote(shareId, (await notesHere(page))[0]?.editId))?.owner ?? null, POLL).toBe(person.name);
  const stored = await serverNote(shareId, (await notesHere(page))[0]?.editId);
  expect(stored?.has_password).toBe(true);
  expect(Math.abs(Date.parse(stored!.expires_at!) - Date.parse(stored!.created_at) - 24 * HOUR)).toBeLessThan(60_000);
  expect(await passwordRequired(shareId)).toBe(true);
});

test('signing out with an unsaved note marked "Encrypt end to end": the dialog says it stays here as the draft, and none of it is sent', async () => {
  const { page, home, signIn, sent } = await writer();
  await signIn.createAccount(newCredentials());
  await writeDraft(home, 'Whistleblower notes 5-5-2', () => home.encryptChoice.check(), '"encrypt":true');

  const dialog = await signIn.openSignOut();
  await dialog.getByText('Your unsaved note stays on this device as a draft, because its encryption key would leave with you.').waitFor();
  expect(await axeProblemsInBothSchemes(page, 'the sign-out dialog keeping the draft', dialog)).toBe('');
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByText('Signed Out').first().waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();

  await page.reload();
  await home.waitUntilLoaded();
  await page.getByText('Whistleblower notes 5-5-2').waitFor();
  expect(await home.encryptChoice.isChecked()).toBe(true);
  expect(carrying(sent, '5-5-2')).toEqual([]);
});

test('signing out with an unsaved note set to expire: the dialog says it goes to the account, where it arrives with its expiry', async () => {
  const { page, home, signIn, sent } = await writer();
  const person = newCredentials('Leaving Writer');
  await signIn.createAccount(person);
  await writeDraft(home, 'Parking until noon', () => page.getByLabel('Expires').selectOption('1h').then(() => undefined), '"expire":"1h"');

  const dialog = await signIn.openSignOut();
  await dialog.getByText('Your unsaved note will be published to your account.').waitFor();
  await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
  await page.getByText('Signed Out').first().waitFor();

  const create = () => sent.map((entry) => /"share_id":"(\w+)".*"expire":"1h"|"expire":"1h".*"share_id":"(\w+)"/.exec(entry)).find(Boolean);
  await expect.poll(() => Boolean(create()), POLL).toBe(true);
  const shareId = create()![1] ?? create()![2]!;
  await expect.poll(async () => (await serverNote(shareId))?.owner ?? null, POLL).toBe(person.name);
  const stored = await serverNote(shareId);
  expect(Math.abs(Date.parse(stored!.expires_at!) - Date.parse(stored!.created_at) - HOUR)).toBeLessThan(60_000);
  await home.waitUntilLoaded();
  expect(await page.getByText('Parking until noon').count()).toBe(0);
});
