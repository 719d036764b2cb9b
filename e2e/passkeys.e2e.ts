// Passkeys: a signed-in user adds a passkey in account settings (confirming the password while
// the address is unverified), later signs in with it alone, sees when it was last used and removes it — in
// Chromium with a virtual authenticator (DevTools WebAuthn domain) standing in for the device.
// WebAuthn refuses IP addresses as relying-party ids, so this spec visits the server as localhost.
import { test } from 'vitest';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

const browser = useBrowser();

test('a passkey added in account settings signs in on its own after signing out, shows its last use and can be removed', async () => {
  const origin = baseUrl().replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  const signIn = new SignInPage(page);
  const person = newCredentials('Katherine Johnson');
  await signIn.createAccount(person);
  const settings = await signIn.openSettings();
  await settings.getByText('No passkeys yet.').waitFor();
  // The address is not verified yet: without the password the passkey is not added.
  await settings.getByRole('button', { name: 'Add a passkey' }).click();
  await settings.getByText('This field is required.').waitFor();
  await settings.getByLabel('Your password').fill(person.password);
  await settings.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey added').first().waitFor();
  await settings.getByText('Never used').waitFor();
  await settings.getByRole('button', { name: 'Close' }).click();
  await settings.waitFor({ state: 'hidden' });

  await signIn.signOut();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  await signIn.goto();
  await (await signIn.showForm('Sign in')).getByRole('button', { name: 'Sign in with a passkey' }).click();
  await signIn.waitUntilSignedIn();

  await signIn.openSettings();
  await settings.getByText(/Last used/).waitFor();
  await settings.getByRole('button', { name: /^Remove passkey/ }).click();
  await page.getByText('Passkey removed').first().waitFor();
  await settings.getByText('No passkeys yet.').waitFor();
});
