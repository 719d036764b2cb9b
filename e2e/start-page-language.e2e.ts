// The installed app opens its start page (`/`, the manifest's start_url) through the service worker, which
// must honour the chosen language as the server does: the page opens in the language chosen in the panel,
// online and offline.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { LOCALES, localizedPath, type Locale } from '../shared/locales.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { useBrowser } from './support/browser.ts';
import { watchServiceWorker } from './support/offline.ts';

const browser = useBrowser();

/** The notes panel's button and the language switcher's label, as each catalog words them. */
const PANEL_NAMES: Record<Locale, { myNotes: string; language: string }> = {
  en: { myNotes: 'My notes', language: 'Language' },
  de: { myNotes: 'Meine Notizen', language: 'Sprache' },
  es: { myNotes: 'Mis notas', language: 'Idioma' },
  fr: { myNotes: 'Mes notes', language: 'Langue' },
  it: { myNotes: 'Le mie note', language: 'Lingua' },
  pt: { myNotes: 'Minhas notas', language: 'Idioma' },
  hi: { myNotes: 'मेरे नोट्स', language: 'भाषा' },
};

/** The start page as the installed app opens it: the manifest's start_url. */
async function manifestStartPath(page: Page): Promise<string> {
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<{ start_url: string }>);
  return new URL(manifest.start_url, page.url()).pathname;
}

const isHomeIn = (locale: Locale) => (url: URL) => url.pathname.replace(/(.)\/$/, '$1') === localizedPath(locale, '/');

/** The home page in `locale`: its address (the offline shell moves there once its script runs), name and text. */
async function expectHomeIn(page: Page, locale: Locale): Promise<void> {
  await page.waitForURL(isHomeIn(locale));
  await page.getByRole('banner').getByRole('button', { name: PANEL_NAMES[locale].myNotes }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe(locale);
}

test('with the service worker in control, the start page opens in each language chosen in the panel', async () => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const serviceWorker = watchServiceWorker(context);
  const page = await context.newPage();
  await page.goto('/');
  await serviceWorker.ready(page);
  const startPath = await manifestStartPath(page);
  expect(startPath).toBe('/');

  let current: Locale = 'en';
  // English last: choosing it again must bring the start page back to English too.
  for (const locale of [...LOCALES.filter((candidate) => candidate !== 'en'), 'en' as const]) {
    const panel = new NotesPanel(page, PANEL_NAMES[current].myNotes);
    await panel.open(PANEL_NAMES[current].myNotes);
    await panel.chooseLanguage(locale, PANEL_NAMES[current].language);
    await page.waitForURL(isHomeIn(locale));
    await panel.close();

    await page.goto(startPath);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expectHomeIn(page, locale);
    current = locale;
  }
});

test('offline, the start page still opens in the chosen language', async () => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const serviceWorker = watchServiceWorker(context);
  const page = await context.newPage();
  await page.goto('/');
  await serviceWorker.ready(page);
  const panel = new NotesPanel(page);
  await panel.open();
  await panel.chooseLanguage('de');
  await page.waitForURL('**/de');
  await panel.close();

  await context.setOffline(true);
  await page.goto('/');
  await expectHomeIn(page, 'de');
  await page.getByRole('textbox', { name: 'Notiztext' }).waitFor();
});
