// Keyboard: focus returns to what opened a menu or dialog, and one Escape closes the topmost layer that has
// focus — a toast that appeared meanwhile does not take the Escape meant for the dialog the user is in.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
// Radix gives the focus back a moment after a dialog has closed (its close animation's end), not at once.
const FOCUS_RETURN = { timeout: 5_000, interval: 50 };

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** Toasts on screen (Radix marks an open one data-state="open"). */
const toasts = (page: Page) => page.locator('ol > li[data-state="open"]');

async function signedIn(): Promise<{ page: Page; menuButton: Locator }> {
  const page = await browser.newPage();
  const account = new SignInPage(page);
  await account.createAccount(newCredentials());
  return { page, menuButton: account.userMenu };
}

/** Opens the user menu from the keyboard and moves to its first item, "Account settings". */
async function intoUserMenu(page: Page, menuButton: Locator): Promise<Locator> {
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('button', { name: 'Account settings' });
  await item.waitFor();
  await page.keyboard.press('Tab');
  expect(await hasFocus(item)).toBe(true);
  return item;
}

test('Escape in the user menu closes it and puts focus back on the menu button', async () => {
  const { page, menuButton } = await signedIn();
  const item = await intoUserMenu(page, menuButton);
  await page.keyboard.press('Escape');
  await item.waitFor({ state: 'detached' });
  expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  await expect.poll(() => hasFocus(menuButton), FOCUS_RETURN).toBe(true);
});

test('closing the account settings, by Escape or by their close button, gives focus back to the menu button', async () => {
  const { page, menuButton } = await signedIn();
  const settings = page.getByRole('dialog', { name: 'Account settings' });
  for (const how of ['Escape', 'close button']) {
    await intoUserMenu(page, menuButton);
    await page.keyboard.press('Enter');
    await settings.waitFor();
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await settings.getByRole('button', { name: 'Close' }).click();
    await settings.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(menuButton), { ...FOCUS_RETURN, message: how }).toBe(true);
  }
});

test('with a toast showing, one Escape closes the settings the user is in; the toast closes only when it has focus', async () => {
  const { page, menuButton } = await signedIn();
  await intoUserMenu(page, menuButton);
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Account settings' });
  await settings.waitFor();
  await settings.getByLabel('Name').first().fill('Ada King');
  await settings.getByRole('button', { name: 'Save name' }).click();
  await toasts(page).filter({ hasText: 'Name saved' }).waitFor();

  await page.keyboard.press('Escape');
  await settings.waitFor({ state: 'hidden' });
  await expect.poll(() => hasFocus(menuButton), FOCUS_RETURN).toBe(true);
  expect(await toasts(page).filter({ hasText: 'Name saved' }).count()).toBe(1);

  // F8 moves focus to the toasts: now Escape is theirs.
  await page.keyboard.press('F8');
  await page.keyboard.press('Escape');
  await toasts(page).filter({ hasText: 'Name saved' }).waitFor({ state: 'detached' });
});

test('with a toast showing, one Escape closes "My notes"', async () => {
  const page = await browser.newPage();
  await new HomePage(page).writeAndPublish('Reading list for the holidays');
  const panel = new NotesPanel(page);
  await panel.open();
  // The note's menu copies its link, and a toast says how that went; focus is back on the menu's button.
  await panel.dialog.getByRole('button', { name: 'Actions for Reading list for the holidays' }).click();
  await panel.dialog.getByRole('menuitem', { name: 'Copy link' }).click();
  const toast = toasts(page).filter({ hasText: /link/i });
  await toast.first().waitFor();
  await page.keyboard.press('Escape');
  await panel.dialog.waitFor({ state: 'hidden' });
  expect(await toast.count()).toBeGreaterThan(0);
});
