// Passkeys (issue 11): a signed-in user adds a passkey in account settings, and later signs in with it
// alone, in Chromium with a virtual authenticator (DevTools WebAuthn domain) standing in for the device.
// WebAuthn refuses IP addresses as relying-party ids, so this spec visits the server as localhost.
import { test } from 'vitest';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

const browser = useBrowser();

test('a passkey added in account settings signs in on its own after signing out', async () => {
  const origin = baseUrl().replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  const signIn = new SignInPage(page);
  await signIn.createAccount(newCredentials('Katherine Johnson'));
  await signIn.userMenu.click();
  await page.getByRole('button', { name: 'Account settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Account settings' });
  await settings.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey added').first().waitFor();
  await settings.getByText('Passkeys on this account: 1').waitFor();
  await settings.getByRole('button', { name: 'Close' }).click();
  await settings.waitFor({ state: 'hidden' });

  await signIn.signOut();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  await signIn.goto();
  await (await signIn.showForm('Sign in')).getByRole('button', { name: 'Sign in with a passkey' }).click();
  await signIn.waitUntilSignedIn();
});
