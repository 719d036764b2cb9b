// /signin and the header's user menu: creating an account, signing in and out as a user does it.
import type { Locator, Page } from 'playwright-core';

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

let accounts = 0;
/** A person nobody has registered yet in this server run. */
export function newCredentials(name = 'Ada Lovelace'): Credentials {
  accounts += 1;
  return { name, email: `e2e-${Date.now()}-${accounts}@example.com`, password: 'analytical engine' };
}

export class SignInPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The header's menu button of a signed-in user. */
  get userMenu(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /Account menu/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/signin');
    await this.page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
  }

  /**
   * Shows one of the page's forms (named in the page's language: 'Sign in', 'Create account', 'Forgot password'
   * in English); its tabs act only once the page has hydrated, so click until it shows.
   */
  async showForm(tab: string): Promise<Locator> {
    const form = this.page.getByRole('form', { name: tab });
    for (let attempt = 0; attempt < 40 && !(await form.isVisible()); attempt += 1) {
      await this.page.getByRole('button', { name: tab, exact: true }).first().click();
      await form.waitFor({ timeout: 500 }).catch(() => undefined);
    }
    await form.waitFor();
    return form;
  }

  /** Creates the account from /signin and waits until the header greets the user at home. */
  async createAccount(person: Credentials): Promise<void> {
    await this.goto();
    const form = await this.showForm('Create account');
    await form.getByLabel('Name').fill(person.name);
    await form.getByLabel('E-mail').fill(person.email);
    await form.getByLabel('Password').fill(person.password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await this.waitUntilSignedIn();
  }

  async signIn(person: Credentials): Promise<void> {
    await this.goto();
    const form = await this.showForm('Sign in');
    await form.getByLabel('E-mail').fill(person.email);
    await form.getByLabel('Password').fill(person.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await this.waitUntilSignedIn();
  }

  async waitUntilSignedIn(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await this.userMenu.waitFor({ timeout: 20_000 });
  }

  /** Opens the sign-out dialog from the header's menu; it says what leaves this device before anything happens. */
  async openSignOut(): Promise<Locator> {
    await this.userMenu.click();
    await this.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Sign out?' });
    await dialog.waitFor();
    return dialog;
  }

  /** Signs out, confirming the dialog ("Sign out anyway" when changes are not saved yet). */
  async signOut(): Promise<void> {
    const dialog = await this.openSignOut();
    await dialog.getByRole('button', { name: /^Sign out( anyway)?$/ }).click();
  }

  /** Opens the account settings dialog from the header's menu. */
  async openSettings(): Promise<Locator> {
    await this.userMenu.click();
    await this.page.getByRole('button', { name: 'Account settings' }).click();
    const settings = this.page.getByRole('dialog', { name: 'Account settings' });
    await settings.waitFor();
    return settings;
  }
}
