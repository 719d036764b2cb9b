// Accessibility is part of done: every kind of page (and the panel and a modal open over one) passes axe-core's
// WCAG 2.1 A/AA rules without a serious or critical violation and shows readable form fields, in light and
// in dark colour mode; a keyboard user reaches the main controls of the home page and always sees where the
// focus is; and the narrowest phone screen needs no sideways scrolling in any language.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { ImpactValue } from 'axe-core';
import { LOCALES, localizedPath } from '../shared/locales.ts';
import { HomePage } from './page-models/HomePage.ts';
import { NotePage } from './page-models/NotePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { newCredentials, SignInPage } from './page-models/SignInPage.ts';
import { ToolPage } from './page-models/ToolPage.ts';
import { axeViolations, describeViolations, focusStep, lowContrastFields, type FocusStop } from './support/accessibility.ts';
import { createNote, signUpElsewhere } from './support/api.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const BLOCKING: ImpactValue[] = ['serious', 'critical'];
const COLOR_MODE_KEY = 'jotter:color-mode';
const NARROWEST_SCREEN_PX = 320;
const NOTE_HTML =
  '<h2>Packing list</h2><ul><li>Passport</li><li>Charger</li></ul>' +
  '<p>Details on <a href="https://example.com/trip">the trip page</a>, <strong>really</strong>.</p>' +
  '<blockquote>Travel light.</blockquote><pre>gate B12</pre>';

type ColorMode = 'light' | 'dark';

/** A visitor in the given colour mode, chosen the way the switcher stores it, before the first page loads. */
async function visitor(mode: ColorMode): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, mode] as const);
  return context.newPage();
}

async function publishFromHome(page: Page, text: string): Promise<{ note: NotePage; shareId: string }> {
  const home = new HomePage(page);
  await home.goto();
  await home.type(text);
  const shareId = await home.publish();
  const note = new NotePage(page);
  await note.editor.waitFor();
  await note.waitUntilSaved();
  return { note, shareId };
}

/** What a user sees on one screen; `show` leaves the page loaded and settled. */
interface Screen {
  name: string;
  show(page: Page): Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'the home editor /', show: (page) => new HomePage(page).goto() },
  {
    name: 'the German home editor /de/',
    async show(page) {
      await page.goto('/de/');
      await page.getByRole('textbox', { name: 'Notiztext' }).waitFor();
    },
  },
  {
    name: 'a shared note read by a visitor /n/{id}',
    async show(page) {
      const created = await createNote({ content: NOTE_HTML });
      const reader = new NotePage(page);
      await reader.goto(created.share_id);
      await reader.title.waitFor();
    },
  },
  {
    name: 'the password prompt of a protected note',
    async show(page) {
      const created = await createNote({ content: '<p>Hidden</p>', password: 'open sesame' });
      const reader = new NotePage(page);
      await reader.goto(created.share_id);
      await reader.unlock('wrong guess');
      await reader.passwordError.waitFor();
    },
  },
  { name: 'a note in its editor /n/{id}', show: (page) => publishFromHome(page, 'Packing list').then(() => undefined) },
  {
    name: 'the share page /share/{id} of an own note',
    async show(page) {
      const { shareId } = await publishFromHome(page, 'Passed on');
      await page.goto(`/share/${shareId}`);
      await page.getByRole('heading', { name: 'Share this note', level: 1 }).waitFor();
      await page.getByRole('img', { name: 'QR code of the link to the note' }).waitFor();
    },
  },
  { name: 'the word counter', show: (page) => new ToolPage(page).goto('word-counter') },
  { name: 'the character counter', show: (page) => new ToolPage(page).goto('character-counter') },
  {
    name: 'the about page',
    async show(page) {
      await page.goto('/about');
      await page.getByRole('heading', { name: 'About Jotter', level: 1 }).waitFor();
    },
  },
  {
    name: 'the page for scripts, its commands naming this site',
    async show(page) {
      await page.goto('/api');
      await page.getByRole('heading', { name: 'For scripts', level: 1 }).waitFor();
      await page.getByText(`curl ${new URL(page.url()).origin}/api/openapi.json`).waitFor();
    },
  },
  {
    name: 'the 404 page of an unknown path',
    async show(page) {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: /Page Not Found/ }).waitFor();
    },
  },
  {
    name: 'the My notes panel open, with the menu of a listed note and the legal links open',
    async show(page) {
      await publishFromHome(page, 'Listed note');
      const panel = new NotesPanel(page);
      await panel.open();
      await panel.dialog.getByRole('button', { name: 'Legal' }).click();
      // The pointer stays on the note's row: its hover colours are checked too.
      await panel.dialog.getByRole('button', { name: 'Actions for Listed note' }).click();
      await panel.dialog.getByRole('menu').waitFor();
    },
  },
  {
    name: 'the sign-in page with the create-account form showing its field errors',
    async show(page) {
      const signIn = new SignInPage(page);
      await signIn.goto();
      const form = await signIn.showForm('Create account');
      await form.getByRole('button', { name: 'Create account' }).click();
      await form.getByText('This field is required.').first().waitFor();
    },
  },
  {
    name: 'the user menu of a signed-in user open',
    async show(page) {
      const signIn = new SignInPage(page);
      await signIn.createAccount(newCredentials());
      await signIn.userMenu.click();
      await page.getByRole('button', { name: 'Account settings' }).waitFor();
    },
  },
  {
    name: 'the account settings dialog',
    async show(page) {
      const signIn = new SignInPage(page);
      await signIn.createAccount(newCredentials());
      await signIn.userMenu.click();
      await page.getByRole('button', { name: 'Account settings' }).click();
      await page.getByRole('dialog', { name: 'Account settings' }).getByText('No passkeys yet.').waitFor();
    },
  },
  {
    name: 'the question about a session this browser did not sign in to',
    async show(page) {
      const [name, value] = (await signUpElsewhere(newCredentials('Mallory'))).split('=') as [string, string];
      await page.context().addCookies([{ name, value, url: baseUrl() }]);
      await page.goto('/');
      await page.getByRole('dialog', { name: 'Is this your account?' }).waitFor();
    },
  },
  {
    name: 'the rename modal open',
    async show(page) {
      const { note } = await publishFromHome(page, 'To be renamed');
      await note.article.getByRole('button', { name: 'Rename' }).click();
      await page.getByRole('dialog', { name: 'Rename note' }).getByLabel('Title').waitFor();
    },
  },
];

const CASES = (['light', 'dark'] as const).flatMap((mode) => SCREENS.map((screen) => ({ mode, screen })));

test.each(CASES)('$screen.name in $mode mode: no serious or critical WCAG 2.1 AA violation, readable form fields', async ({ mode, screen }) => {
  const page = await visitor(mode);
  await screen.show(page);
  const htmlClass = (await page.locator('html').getAttribute('class')) ?? '';
  expect(htmlClass.split(/\s+/).includes('dark')).toBe(mode === 'dark');

  const violations = await axeViolations(page);
  const where = `${screen.name}, ${mode}`;
  if (violations.length > 0) console.log(describeViolations(where, violations));
  const blocking = violations.filter((violation) => violation.impact !== null && BLOCKING.includes(violation.impact));
  expect.soft(blocking.map((violation) => violation.id), describeViolations(where, blocking)).toEqual([]);
  expect(await lowContrastFields(page), `[${where}] form fields`).toEqual([]);
});

/** Presses Tab until the focus is back on the stop named `until`, judging each stop on the way. */
async function tabAround(page: Page, until: string): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  await focusStep(page);
  for (let presses = 0; presses < 100; presses++) {
    await page.keyboard.press('Tab');
    const step = await focusStep(page);
    if (step.previous) stops.push(step.previous);
    if (step.current === until) return stops;
  }
  throw new Error(`Tab never came back to "${until}"; stops: ${stops.map((stop) => stop.name).join(', ')}`);
}

const withoutIndicator = (stops: FocusStop[]) => stops.filter((stop) => stop.indicator === null).map((stop) => stop.name);

test.each(['light', 'dark'] as const)(
  'in %s mode, Tab reaches the notes trigger, the editor, Publish and the tools links, each with a visible focus indicator',
  async (mode) => {
    const page = await visitor(mode);
    const home = new HomePage(page);
    await home.goto();
    // The editor takes the focus on arrival; writing something enables Publish, as it would for a real user.
    await expect.poll(() => home.editor.evaluate((editor) => editor === document.activeElement)).toBe(true);
    await page.keyboard.type('Keyboard only');

    // Around the whole page once: from the editor to the end, then from the top back to the editor.
    const stops = await tabAround(page, 'Note text');
    expect(stops.map((stop) => stop.name)).toEqual(
      expect.arrayContaining(['My notes', 'Note text', 'Publish', 'Word counter', 'Character counter']),
    );
    expect(withoutIndicator(stops)).toEqual([]);
  },
);

test.each(['light', 'dark'] as const)('in %s mode, every control of the My notes panel shows where the focus is', async (mode) => {
  const page = await visitor(mode);
  await publishFromHome(page, 'Listed by keyboard');
  await page.getByRole('banner').getByRole('button', { name: 'My notes' }).focus();
  await page.keyboard.press('Enter');
  await new NotesPanel(page).dialog.waitFor();

  // The panel keeps the focus inside: Tab goes round it back to where it started.
  const first = await focusStep(page);
  const stops = await tabAround(page, first.current ?? '');
  expect(stops.map((stop) => stop.name)).toEqual(
    expect.arrayContaining(['Close', 'Search notes', 'Actions for Listed by keyboard', 'Language', mode === 'dark' ? 'Dark' : 'Light']),
  );
  expect(withoutIndicator(stops)).toEqual([]);
});

test('on a 320 px wide screen the home page needs no sideways scrolling and the header labels fit, in every language', async () => {
  const page = await browser.newPage({ viewport: { width: NARROWEST_SCREEN_PX, height: 640 } });
  for (const locale of LOCALES) {
    await page.goto(localizedPath(locale, '/'));
    await page.locator('[role="textbox"][aria-multiline="true"]').waitFor();
    const layout = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      // A label that wraps inside its fixed-height button spills out of it.
      spilling: [...document.querySelectorAll<HTMLElement>('header a, header button')]
        .filter((control) => control.scrollHeight > control.clientHeight || control.scrollWidth > control.clientWidth)
        .map((control) => control.innerText.trim() || control.getAttribute('aria-label')),
    }));
    expect({ locale, ...layout }).toEqual({ locale, width: NARROWEST_SCREEN_PX, spilling: [] });
  }
});
