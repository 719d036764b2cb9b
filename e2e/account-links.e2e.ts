// A mailed link that no longer works — a reset link used once already, a confirmation link that expired or was
// never valid — opens a page that says so, with a way to ask for a new one, instead of an unexplained sign-in
// page. Without a mail server the test reads the reset link's token from the account database.
import { expect, test } from 'vitest';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { latestResetToken } from './support/account-store.ts';

const browser = useBrowser();

/** An account call as this site's own page makes it (better-auth wants the Origin). */
function authPost(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl()}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify(body),
  });
}

async function signUp(person: { name: string; email: string; password: string }): Promise<string> {
  const response = await authPost('sign-up/email', person);
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

test('a reset link used once says it expired or was already used, and offers a new one', async () => {
  const person = newCredentials();
  const userId = await signUp(person);
  const page = await browser.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  const forgot = await signIn.showForm('Forgot password');
  await forgot.getByLabel('E-mail').fill(person.email);
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/auth/request-password-reset'));
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  const { redirectTo } = JSON.parse((await asked).postData() ?? '{}') as { redirectTo: string };
  await page.getByText('If an account uses this address').waitFor();
  // The link as the mail carries it.
  const link = `/api/auth/reset-password/${latestResetToken(userId)}?callbackURL=${encodeURIComponent(redirectTo)}`;

  await page.goto(link);
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByLabel('New password').fill('difference engine');
  await choose.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('Password changed. Sign in with the new one.').first().waitFor();

  // The same mail, opened again.
  await page.goto(link);
  const problem = page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used' });
  await problem.waitFor();
  expect(await page.getByRole('form', { name: 'Choose a new password' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await page.getByRole('form', { name: 'Forgot password' }).getByLabel('E-mail').waitFor();
  // The pressed button is gone; focus is on the form's tab, not lost to the page.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Forgot password');
  expect(new URL(page.url()).search).toBe('');
});

test('a reset link used meanwhile in another tab says so when the new password is saved', async () => {
  const person = newCredentials();
  const userId = await signUp(person);
  expect((await authPost('request-password-reset', { email: person.email, redirectTo: '/signin' })).status).toBe(200);
  const token = latestResetToken(userId);
  const page = await browser.newPage();
  await page.goto(`/signin?token=${token}`);
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByLabel('New password').fill('difference engine');
  // Another tab used the link first.
  expect((await authPost('reset-password', { token, newPassword: 'another password' })).status).toBe(200);
  await choose.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used' }).waitFor();
});

test('a confirmation link that is no longer valid says so and sends a new one', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = newCredentials();
  const signedUp = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-up/email'));
  await new SignInPage(page).createAccount(person);
  const { callbackURL } = JSON.parse((await signedUp).postData() ?? '{}') as { callbackURL: string };

  // On another device (not signed in), a link whose token no longer verifies (expired, or mangled by a mail client).
  const other = await browser.newPage();
  await other.goto(`/api/auth/verify-email?token=no.longer.valid&callbackURL=${encodeURIComponent(callbackURL)}`);
  await other.getByRole('alert').filter({ hasText: 'This confirmation link has expired or was already used' }).waitFor();
  const again = other.getByRole('form', { name: 'Send a new confirmation link' });
  await again.getByLabel('E-mail').fill(person.email);
  const resent = other.waitForResponse((response) => response.url().endsWith('/api/auth/send-verification-email'));
  await again.getByRole('button', { name: 'Send a new confirmation link' }).click();
  expect((await resent).status()).toBe(200);
  await other.getByText('If this address has an account waiting for confirmation, a new link is on its way.').waitFor();

  // Signed in on the first device, the same link: the page stays (no redirect home) and sends to the account's address.
  await page.goto(`/api/auth/verify-email?token=no.longer.valid&callbackURL=${encodeURIComponent(callbackURL)}`);
  await page.getByRole('alert').filter({ hasText: 'This confirmation link has expired or was already used' }).waitFor();
  await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
  await page.getByText(`A new confirmation link is on its way to ${person.email}.`).waitFor();
});
