// A verification link is a bearer token anyone can pass on: an attacker who sends their own
// account's link to someone must not get that person's notes. A signed-out browser and a signed-in one each
// open another account's link and stay as they were, their notes unclaimed. And should a session ever
// appear that this browser did not make through the site's own form, the app asks before it claims anything.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createEmailVerificationToken } from 'better-auth/api';
import { expect, test } from 'vitest';
import type { AccountNote } from '../shared/wire/account.ts';
import { HomePage } from './page-models/HomePage.ts';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { signUpElsewhere } from './support/api.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

const browser = useBrowser();
/** How long the app gets to do what it would do with a session (it claims within a second or two). */
const WATCH_MS = 4000;

interface Attacker {
  email: string;
  /** `better-auth.session_token=…` */
  cookie: string;
}

async function attackerAccount(): Promise<Attacker> {
  const person = newCredentials('Mallory');
  return { email: person.email, cookie: await signUpElsewhere(person) };
}

/** The link the attacker's own verification mail carries (signed with the server's secret, as better-auth signs it). */
async function verificationLink(email: string): Promise<string> {
  const secret = readFileSync(join(process.env.E2E_DATA_DIR!, 'secret'), 'utf8').trim();
  return `/api/auth/verify-email?token=${await createEmailVerificationToken(secret, email)}&callbackURL=/`;
}

async function notesOf(attacker: Attacker): Promise<AccountNote[]> {
  const response = await fetch(`${baseUrl()}/api/notes/list`, { headers: { cookie: attacker.cookie } });
  if (response.status !== 200) throw new Error(`list answered ${response.status}`);
  return (await response.json()) as AccountNote[];
}

/** Watches for WATCH_MS that the attacker's account never receives a note. */
async function expectNothingClaimed(attacker: Attacker): Promise<void> {
  for (const deadline = Date.now() + WATCH_MS; Date.now() < deadline; ) {
    expect(await notesOf(attacker)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function writeNote(page: Page, text: string): Promise<void> {
  await new HomePage(page).writeAndPublish(text);
}

const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' });

test("a signed-out browser opening another account's verification link stays signed out, its notes unclaimed", async () => {
  const attacker = await attackerAccount();
  const page = await browser.newPage();
  await writeNote(page, 'My diary');
  await page.goto(await verificationLink(attacker.email));
  await page.waitForURL((url) => url.pathname === '/');
  await signInLink(page).waitFor();
  await expectNothingClaimed(attacker);
  await expect(signInLink(page).isVisible()).resolves.toBe(true);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('better-auth.session_token');
});

test("a signed-in browser opening another account's verification link stays in its own account, its notes unclaimed", async () => {
  const attacker = await attackerAccount();
  const page = await browser.newPage();
  const victim = new SignInPage(page);
  await victim.createAccount(newCredentials('Victor Hugo'));
  await writeNote(page, 'Les Misérables draft');
  await page.goto(await verificationLink(attacker.email));
  await page.waitForURL((url) => url.pathname === '/');
  await victim.userMenu.waitFor();
  await expectNothingClaimed(attacker);
  await expect(page.getByRole('banner').getByText('Hi, Victor').isVisible()).resolves.toBe(true);
});

test('a session this browser did not make through the sign-in form is asked about before any note goes into it', async () => {
  const attacker = await attackerAccount();
  const page = await browser.newPage();
  await writeNote(page, 'Shopping list');
  // However it got there: a session cookie this tab's forms never made.
  const [name, value] = attacker.cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: baseUrl() }]);
  await page.goto('/');
  const question = page.getByRole('dialog', { name: 'Is this your account?' });
  await question.waitFor();
  await expectNothingClaimed(attacker);
  await question.getByRole('button', { name: 'Not mine: sign out' }).click();
  await signInLink(page).waitFor();
});

test('saying the account is yours adds the notes on the device to it', async () => {
  const attacker = await attackerAccount();
  const page = await browser.newPage();
  await writeNote(page, 'Really mine');
  const [name, value] = attacker.cookie.split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: baseUrl() }]);
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Is this your account?' }).getByRole('button', { name: 'It is mine: add my notes' }).click();
  await expect.poll(async () => (await notesOf(attacker)).map((note) => note.title), { timeout: 20_000, interval: 250 }).toEqual(['Really mine']);
});
