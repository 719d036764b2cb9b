// Long labels on a small phone: in each of the seven languages, on a 320 px touch screen, no control's words spill
// out of its box or past the screen — the home editor's painted toolbar and Quill's, the publish options, the notes
// panel, a note's page for its writer with its most used dialogs, the share page, the print view, sign-in, account
// settings and the two counters. German and Hindi have the longest words; the picker's "Normal text" in Hindi
// spilled out of its 150 px box.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { LOCALE_COOKIE, LOCALES, localizedPath, type Locale } from '../shared/locales.ts';
import { holdEditorChunk, QUILL_EDITOR } from './page-models/HomePage.ts';
import { newCredentials } from './page-models/SignInPage.ts';
import { createNote } from './support/api.ts';
import { baseUrl, useBrowser } from './support/browser.ts';
import { overflowingControls } from './support/overflow.ts';
import { wordsIn, type Say } from './support/words.ts';

const browser = useBrowser();
const PHONE = { viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true } as const;
// Every language's pages in one test: more than the usual minute on a loaded machine.
const WALK_MS = 240_000;

/** A visitor on a small phone who chose `locale` (the language of the pages with one address for all). */
async function phoneIn(locale: Locale): Promise<{ context: BrowserContext; page: Page; say: Say }> {
  const context = await browser.newContext(PHONE);
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseUrl() }]);
  return { context, page: await context.newPage(), say: await wordsIn(locale) };
}

/** Collects what spills, per language and place, so one run names every overflow. */
function spillLog() {
  const found: string[] = [];
  return {
    found,
    async check(page: Page, where: string, scope?: string): Promise<void> {
      for (const spill of await overflowingControls(page, scope)) found.push(`${where}: ${spill}`);
    },
  };
}

/** Opens a dialog with the button named `name` and checks it, then closes it. */
async function checkDialog(page: Page, log: ReturnType<typeof spillLog>, where: string, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // Dialogs slide or fade in: measured where they come to rest.
  await page.waitForTimeout(300);
  await log.check(page, `${where}, ${name} dialog`, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

test(
  'the home editor, its toolbar before and after Quill, the publish options and the notes panel fit a 320 px phone in every language',
  async () => {
    const log = spillLog();
    for (const locale of LOCALES) {
      const { page, say } = await phoneIn(locale);
      const editor = await holdEditorChunk(page);
      await page.goto(localizedPath(locale, '/'));
      await page.locator('.ql-editor[data-stand-in]').waitFor();
      await log.check(page, `${locale} home, painted toolbar`);
      editor.release();
      // Quill is built once the writer reaches for the text: a tap, which counts once the page has hydrated.
      await expect
        .poll(
          async () => {
            await page.locator('.ql-editor').first().click();
            return page.locator(QUILL_EDITOR).count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      await log.check(page, `${locale} home, Quill's toolbar`);
      await page.locator('.ql-picker-label').click();
      await log.check(page, `${locale} home, text style picker open`);
      await page.keyboard.press('Escape');

      await page.getByRole('banner').getByRole('button', { name: say('My notes') }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      await log.check(page, `${locale} notes panel`, '[role="dialog"]');
    }
    expect(log.found).toEqual([]);
  },
  WALK_MS,
);

test(
  'a note’s page for its writer, its rename, password, expiry and delete dialogs, its share page and its print view fit a 320 px phone in every language',
  async () => {
    const log = spillLog();
    for (const locale of LOCALES) {
      const created = await createNote({ content: '<p>Packing list for the long weekend</p>' });
      const { page, say } = await phoneIn(locale);
      await page.goto(localizedPath(locale, `/e/${created.edit_id}`));
      await page.waitForURL(`**/n/${created.share_id}`);
      await page.locator(QUILL_EDITOR).waitFor({ timeout: 20_000 });
      await log.check(page, `${locale} note page`);
      for (const dialog of ['Rename', 'Add password', 'Expiry', 'Delete']) await checkDialog(page, log, `${locale} note page`, say(dialog));

      await page.goto(localizedPath(locale, `/share/${created.share_id}`));
      await page.getByRole('img').first().waitFor();
      await log.check(page, `${locale} share page`);

      await page.goto(`/n/${created.share_id}/print`);
      await page.getByRole('button', { name: say('print.print') }).waitFor();
      await log.check(page, `${locale} print view`);
    }
    expect(log.found).toEqual([]);
  },
  WALK_MS,
);

test(
  'sign-in, account settings and the counters fit a 320 px phone in every language',
  async () => {
    const log = spillLog();
    for (const locale of LOCALES) {
      const { page, say } = await phoneIn(locale);
      for (const tool of ['word-counter', 'character-counter']) {
        await page.goto(`/tools/${tool}`);
        await page.locator('textarea').waitFor();
        await log.check(page, `${locale} ${tool}`);
      }

      await page.goto('/signin');
      await page.getByRole('form').first().waitFor();
      await log.check(page, `${locale} sign-in`);
      const create = page.getByRole('form', { name: say('Create account') });
      // The tabs act once the page has hydrated.
      await expect.poll(async () => {
        await page.getByRole('button', { name: say('Create account'), exact: true }).first().click();
        return create.isVisible();
      }).toBe(true);
      await log.check(page, `${locale} sign-in, create account`);
      const person = newCredentials('Wilhelmine Friederike');
      await create.getByLabel(say('Name')).fill(person.name);
      await create.getByLabel(say('E-mail')).fill(person.email);
      await create.getByLabel(say('Password')).fill(person.password);
      await create.getByRole('button', { name: say('Create account') }).click();
      const menu = page.getByRole('banner').getByRole('button', { name: say('Account menu') });
      await menu.click({ timeout: 20_000 });
      await page.getByRole('button', { name: say('Account settings') }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      await log.check(page, `${locale} account settings`, '[role="dialog"]');
    }
    expect(log.found).toEqual([]);
  },
  WALK_MS,
);
