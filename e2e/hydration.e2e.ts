// Every page is painted from HTML and then hydrated: in each of the 7 languages, in light and in dark
// mode, React takes over the server's HTML without a hydration mismatch — no React error in the console or
// the page, and the prerendered header and footer are still the very same DOM nodes afterwards (a mismatch
// makes React throw the HTML away and render from scratch).
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { LOCALES, LOCALE_COOKIE, localizedPath, type Locale } from '../shared/locales.ts';
import { HomePage } from './page-models/HomePage.ts';
import { ToolPage } from './page-models/ToolPage.ts';
import { createNote, serverNote } from './support/api.ts';
import { holdAppStart } from './support/app-start.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

const browser = useBrowser();
// The counting happens in a worker once the app has started: generous for a loaded machine.
const POLL_TIMEOUT_MS = 10_000;
type ColorMode = 'light' | 'dark';

// Hydration errors #418 (text or element mismatch), #419/#421/#422/#423 (recoverable hydration failures),
// #425 (text mismatch) as minified React reports them, and React's own words in development builds.
const HYDRATION_TROUBLE = /hydrat|did not match|react\.dev\/errors\/4(18|19|21|22|23|25)\b/i;

const STORED_TOOL_TEXT = 'Words this browser kept from an earlier visit';

// Text the word counter kept from an earlier visit (the prerendered page has an empty box), and the nodes
// the parser put there, remembered before any script runs.
const REMEMBER_PRERENDERED = `
  localStorage.setItem('jotter:tool-text:word-counter', ${JSON.stringify(STORED_TOOL_TEXT)});
  new MutationObserver((_, observer) => {
    const header = document.querySelector('#root header');
    const footer = document.querySelector('#root footer');
    if (header && !window.__painted) window.__painted = { header };
    if (footer && window.__painted) { window.__painted.footer = footer; observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`;

let shareId = '';
let editId = '';
beforeAll(async () => {
  const created = await createNote({ content: '<h1>Hydration</h1><p>Painted <strong>first</strong>, then taken over.</p>' });
  shareId = created.share_id;
  editId = created.edit_id;
});

/** Every kind of page the server paints, with the paths it is served at for `locale`. */
function pagesIn(locale: Locale): string[] {
  const localized = ['/', '/about', '/contact', '/terms', '/privacy', '/abuse', '/features', '/api', `/share/${shareId}`];
  // Unlocalized pages come in the language of the locale cookie.
  const unlocalized = ['/tools/word-counter', '/tools/character-counter', '/signin', '/changelog', `/n/${shareId}`, `/n/${shareId}/print`, '/no-such-page'];
  // The edit link last: it makes this browser the note's editor, whose note page does ask the server.
  return [...localized.map((path) => localizedPath(locale, path)), ...unlocalized, localizedPath(locale, `/e/${editId}`)];
}

async function visitor(
  locale: Locale,
  mode: ColorMode,
): Promise<{ context: BrowserContext; page: Page; trouble: string[]; noteFetches: string[] }> {
  const context = await browser.newContext({ colorScheme: mode });
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseUrl() }]);
  await context.addInitScript(REMEMBER_PRERENDERED);
  const page = await context.newPage();
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  // The shared note's content comes with the page: reading it again from the API would be a second download.
  const noteFetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/notes/share/')) noteFetches.push(request.url());
  });
  return { context, page, trouble, noteFetches };
}

/**
 * Waits until React owns the header and the page in <main> (hydrated elements carry React's props; the page
 * sits in its own Suspense boundary, which may hydrate later), then compares the nodes.
 */
async function hydratedInPlace(page: Page): Promise<{ header: boolean; footer: boolean | null; dark: boolean }> {
  const print = /\/print$/.test(new URL(page.url()).pathname);
  await page.waitForFunction(
    (selectors) =>
      selectors.every((selector) => {
        const element = document.querySelector(selector);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      }),
    print ? ['#root main'] : ['#root header button', '#root main *'],
  );
  return page.evaluate(() => {
    const painted = (window as unknown as { __painted?: { header?: Element; footer?: Element } }).__painted;
    return {
      header: painted?.header === undefined || painted.header === document.querySelector('#root header'),
      footer: painted?.footer === undefined ? null : painted.footer === document.querySelector('#root footer'),
      dark: document.documentElement.classList.contains('dark'),
    };
  });
}

for (const locale of LOCALES) {
  test(`every page in ${locale} hydrates without a mismatch, in light and dark mode`, async () => {
    for (const mode of ['light', 'dark'] as const) {
      const { page, trouble, noteFetches } = await visitor(locale, mode);
      for (const path of pagesIn(locale)) {
        await page.goto(path);
        const result = await hydratedInPlace(page);
        expect({ path, mode, ...result, trouble }).toEqual({
          path,
          mode,
          header: true,
          footer: path.endsWith('/print') ? null : true,
          // The no-flash script sets the mode before the first paint; print forces light.
          dark: mode === 'dark' && !path.endsWith('/print'),
          trouble: [],
        });
        expect(await page.locator('html').getAttribute('lang'), path).toBe(locale);
        if (path.startsWith('/n/')) expect(noteFetches, path).toEqual([]);
        if (path === '/tools/word-counter') {
          // Production React neither reports nor repairs a differing attribute, so check the outcome: the
          // kept text is shown and can be cleared.
          expect(await page.locator('textarea').inputValue()).toBe(STORED_TOOL_TEXT);
          expect(await page.locator('main button').first().isEnabled()).toBe(true);
        }
      }
    }
  });
}

test('text typed into the word counter before its script ran is kept and counted', async () => {
  const page = await browser.newPage();
  const release = await holdAppStart(page);
  await page.goto('/tools/word-counter', { waitUntil: 'domcontentloaded' });
  const tool = new ToolPage(page);
  await tool.text.fill('typed before the app');
  release();
  await page.waitForFunction(() => {
    const box = document.querySelector('#root textarea');
    return box !== null && Object.keys(box).some((key) => key.startsWith('__reactProps$'));
  });
  await expect.poll(() => tool.stat('Words'), { timeout: POLL_TIMEOUT_MS }).toBe('4');
  expect(await tool.text.inputValue()).toBe('typed before the app');
  // And it is kept for the next visit like anything typed later.
  await page.reload();
  await expect.poll(() => tool.text.inputValue(), { timeout: POLL_TIMEOUT_MS }).toBe('typed before the app');
});

test('a click on "My notes" before the app has started opens the panel once it has', async () => {
  const page = await browser.newPage();
  const release = await holdAppStart(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  // The prerendered button is on screen but has no handler yet.
  await page.getByRole('banner').getByRole('button', { name: 'My notes' }).click();
  expect(new URL(page.url()).pathname).toBe('/about');
  release();
  await page.getByRole('dialog', { name: 'My notes' }).waitFor();
});

test('"New note" pressed before the app has started still asks about the unsaved note', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await home.type('A list not to lose');
  await expect.poll(() => home.editor.innerText(), { timeout: POLL_TIMEOUT_MS }).toContain('A list not to lose');
  await home.waitUntilDraftStored('A list not to lose');

  const release = await holdAppStart(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  // A plain link until the app runs: followed then, it would skip the question.
  await page.getByRole('banner').getByRole('link', { name: 'New note' }).click();
  expect(new URL(page.url()).pathname).toBe('/about');
  release();
  const confirm = page.getByRole('dialog', { name: 'Start a new note?' });
  await expect.poll(() => confirm.innerText(), { timeout: POLL_TIMEOUT_MS }).toContain('A list not to lose');
});

test('an expiry chosen before the app has started is the one the note is published with', async () => {
  const page = await browser.newPage();
  const release = await holdAppStart(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Expires').selectOption('1d');
  release();
  const home = new HomePage(page);
  await home.type('Gone tomorrow');
  const shareId = await home.publish();
  await expect.poll(async () => (await serverNote(shareId))?.expires_at ?? null, { timeout: POLL_TIMEOUT_MS }).not.toBeNull();
});

test('Enter pressed in the sign-in form before any of the app\'s scripts ran signs in with what was typed once they run', async () => {
  const page = await browser.newPage();
  // The app's first module (main.tsx) held: only the page's HTML and its inline scripts run.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Not even DOMContentLoaded comes before a module script has run: the page is there once it has committed.
  await page.goto('/signin', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill('nobody@example.com');
  await form.getByLabel('Password').fill('not-a-real-password');
  await form.getByLabel('Password').press('Enter');
  const signIn = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-in/email'));
  release();
  expect((await signIn).postDataJSON()).toMatchObject({ email: 'nobody@example.com', password: 'not-a-real-password' });
  await page.getByRole('alert').filter({ hasText: 'That e-mail address and password do not match an account.' }).waitFor();
  // Never posted by the browser itself: no reload, nothing typed in the address.
  expect(new URL(page.url()).search).toBe('');
});

test('an address and password typed before the app has started are what signing in sends', async () => {
  const page = await browser.newPage();
  const release = await holdAppStart(page);
  await page.goto('/signin', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill('nobody@example.com');
  await form.getByLabel('Password').fill('not-a-real-password');
  release();
  // The button acts once the app has started; what was typed before is still in the form then.
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The server judged the typed address and password (no such account), so they were sent as typed.
  await page.getByRole('alert').filter({ hasText: 'That e-mail address and password do not match an account.' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/signin');
  expect(await form.getByLabel('E-mail').inputValue()).toBe('nobody@example.com');
});
