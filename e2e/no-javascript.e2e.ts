// A shared note is a readable page on its own: the server sends its title and content in the HTML, styled
// by the main stylesheet, so a browser with JavaScript turned off (or the first paint before the app runs)
// shows it the way the app does — and a protected or missing note says so instead of showing nothing.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { LOCALE_COOKIE } from '../shared/locales.ts';
import { createNote } from './support/api.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

const browser = useBrowser();
const COLOR_MODE_KEY = 'jotter:color-mode';
const RICH_NOTE =
  '<h2>Packing</h2><ul><li>Passport</li><li>Charger</li></ul><ol><li>First</li></ol>' +
  '<p>See <a href="https://example.com/trip">the trip page</a> and <code>gate B12</code>.</p>' +
  '<blockquote>Travel light.</blockquote>';

test('a shared note page shows its title and content without JavaScript', async () => {
  const created = await createNote({ content: '<h1>Recipe</h1><p>Two eggs, <strong>one cup</strong> of flour</p>' });
  const page = await browser.newPage({ javaScriptEnabled: false });
  const response = await page.goto(`/n/${created.share_id}`);
  expect(response?.status()).toBe(200);
  expect(await page.getByRole('heading', { name: 'Recipe' }).first().isVisible()).toBe(true);
  expect(await page.getByText('Two eggs, one cup of flour').isVisible()).toBe(true);
  expect(await page.title()).toContain('Recipe');
});

/** What a reader notices of the note's styling: title size, list markers, links, code and quotes. */
async function noteStyles(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      return getComputedStyle(element);
    };
    const body = getComputedStyle(document.body);
    // Tailwind's colours compute to lab(); a canvas pixel gives plain sRGB lightness (0 black … 255 white).
    const lightness = (color: string) => {
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) throw new Error('no canvas');
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
    };
    return {
      titleSize: parseFloat(style('.note-ssr > h1').fontSize),
      bodySize: parseFloat(body.fontSize),
      bullets: style('.note-ssr ul > li').listStyleType,
      numbers: style('.note-ssr ol > li').listStyleType,
      linkUnderlined: style('.note-ssr a').textDecorationLine,
      linkColor: style('.note-ssr a').color,
      textColor: body.color,
      backgroundLightness: lightness(body.backgroundColor),
      textLightness: lightness(body.color),
      codeFont: style('.note-ssr code').fontFamily,
      quoteBorder: style('.note-ssr blockquote').borderLeftWidth,
      quoteColor: style('.note-ssr blockquote').borderLeftColor,
    };
  });
}

test('without JavaScript the note is styled like the app: a large title, bullets, links that look like links, code, quotes', async () => {
  const created = await createNote({ content: RICH_NOTE });
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(`/n/${created.share_id}`);
  const styles = await noteStyles(page);
  expect(styles.titleSize).toBeGreaterThanOrEqual(styles.bodySize * 1.4);
  expect(styles.bullets).toBe('disc');
  expect(styles.numbers).toBe('decimal');
  expect(styles.linkUnderlined).toBe('underline');
  expect(styles.linkColor).not.toBe(styles.textColor);
  expect(styles.codeFont).toMatch(/mono/i);
  expect(styles.quoteBorder).toBe('4px');
});

test('in dark mode the first paint (before the app runs) is dark and readable too', async () => {
  const created = await createNote({ content: RICH_NOTE });
  const context = await browser.newContext();
  await context.addInitScript(([key]) => localStorage.setItem(key, 'dark'), [COLOR_MODE_KEY] as const);
  // The app's code never arrives: what shows is the server's HTML with the stylesheet and the colour script.
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`/n/${created.share_id}`);
  const styles = await noteStyles(page);
  expect(styles.backgroundLightness).toBeLessThan(40);
  expect(styles.textLightness).toBeGreaterThan(200);
  expect(styles.linkColor).toBe('rgb(74, 222, 128)');
  expect(styles.quoteColor).toBe('rgb(51, 65, 85)');
  expect(styles.bullets).toBe('disc');
});

test('a protected note without JavaScript says it needs a password instead of showing a blank page', async () => {
  const created = await createNote({ content: '<p>Hidden</p>', password: 'open sesame' });
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(`/n/${created.share_id}`);
  await page.getByText('This note is protected by a password.').waitFor();
  expect(await page.getByText('Hidden').count()).toBe(0);
});

test('the notice is in the reader\'s language', async () => {
  const created = await createNote({ content: '<p>Versteckt</p>', password: 'sesam' });
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto(`/n/${created.share_id}`);
  await page.getByText('Diese Notiz ist durch ein Passwort geschützt.').waitFor();
});

test('a missing note without JavaScript says so', async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  const response = await page.goto('/n/AAAAAAAAAAAA');
  expect(response?.status()).toBe(404);
  await page.getByText('This note does not exist or has expired.').waitFor();
});
