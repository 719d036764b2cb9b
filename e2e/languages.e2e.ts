// The interface speaks the page's language: /de/ is German from the server's first byte on, and the
// language switcher shows the same page in the chosen language and remembers the choice.
import { expect, test } from 'vitest';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const YEAR_S = 365 * 24 * 60 * 60;

test('/de/ renders the page in German', async () => {
  const page = await browser.newPage();
  const response = await page.goto('/de/');
  expect(await response?.text()).toMatch(/<html lang="de"/);
  await page.getByRole('textbox', { name: 'Notiztext' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('de');
  expect(await page.getByRole('button', { name: 'Veröffentlichen' }).isVisible()).toBe(true);
  expect(await page.getByRole('banner').getByRole('button', { name: 'Meine Notizen' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
  expect(await page.getByRole('textbox', { name: 'Note text' }).count()).toBe(0);
});

test('the language switcher keeps the page and remembers the choice', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/about');
  await page.getByRole('heading', { name: 'About Jotter', level: 1 }).waitFor();

  const panel = new NotesPanel(page);
  await panel.open();
  await panel.chooseLanguage('de');
  await page.waitForURL('**/de/about');
  await panel.close();
  await page.getByRole('heading', { name: 'Über Jotter', level: 1 }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('de');

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
  expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_S - 60);
  // The server reads the choice: the unprefixed home page now answers in German.
  await page.goto('/');
  expect(new URL(page.url()).pathname).toMatch(/^\/de\/?$/);
});

test('a page whose words arrive with it (the word counter) opened from the German home page speaks German', async () => {
  // German chosen earlier (the word counter has no /de/ address of its own: the choice names its language).
  const context = await browser.newContext();
  await context.addCookies([{ name: 'locale', value: 'de', url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto('/de/');
  await page.getByRole('textbox', { name: 'Notiztext' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Wortzähler' }).click();
  await page.waitForURL('**/tools/word-counter');
  await page.getByText('Zeichen ohne Leerzeichen').first().waitFor();
  expect(await page.getByText('Characters without spaces').count()).toBe(0);
});
