// Layout a new user trips over, measured with bounding boxes: long words (German "Nutzungsbedingungen") stay
// inside the My notes panel in every language, Quill's link tooltip stays inside the editor, the Publish
// button is on the first screen of a small phone, and the counter pages are as wide as the header.
import { expect, test } from 'vitest';
import { LOCALES, localizedPath } from '../shared/locales.ts';
import { HomePage } from './page-models/HomePage.ts';
import { ToolPage } from './page-models/ToolPage.ts';
import { useBrowser } from './support/browser.ts';
import { overflowingControls } from './support/overflow.ts';

const browser = useBrowser();
const SMALL_PHONE = { width: 320, height: 568 };

test('every link of the My notes panel, legal links open, fits inside the panel in every language', async () => {
  const page = await browser.newPage({ viewport: SMALL_PHONE });
  for (const locale of LOCALES) {
    await page.goto(localizedPath(locale, '/'));
    await page.locator('[role="textbox"][aria-multiline="true"]').waitFor();
    await page.getByRole('banner').getByRole('button').first().click();
    const legal = page.locator('[role="dialog"] button[aria-controls]');
    await legal.click();
    await page.locator(`#${await legal.getAttribute('aria-controls')} a`).first().waitFor();
    expect({ locale, outside: await overflowingControls(page, '[role="dialog"]') }).toEqual({ locale, outside: [] });
    await page.keyboard.press('Escape');
  }
});

test('the link tooltip stays inside the editor when the link is at the start of a line', async () => {
  const page = await browser.newPage({ viewport: SMALL_PHONE });
  const home = new HomePage(page);
  await home.goto();
  await home.type('Linked words at the start');
  // The tooltip is Quill's: measured once Quill has taken over from the painted stand-in.
  await expect.poll(() => home.quill.innerText(), { timeout: 10_000 }).toContain('Linked words at the start');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+ControlOrMeta+ArrowRight');
  await page.getByRole('button', { name: 'Link' }).click();
  const tooltip = page.locator('.ql-tooltip.ql-editing');
  await tooltip.waitFor();
  const [box, editor] = await Promise.all([tooltip.boundingBox(), page.locator('.ql-container').boundingBox()]);
  if (!box || !editor) throw new Error('no tooltip or editor box');
  expect(box.x).toBeGreaterThanOrEqual(editor.x - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(editor.x + editor.width + 0.5);
});

test('on a 320 px phone the Publish button is on the first screen', async () => {
  const page = await browser.newPage({ viewport: SMALL_PHONE });
  for (const locale of LOCALES) {
    await page.goto(localizedPath(locale, '/'));
    await page.locator('[role="textbox"][aria-multiline="true"]').waitFor();
    const publish = page.locator('form button[type="submit"]');
    const box = await publish.boundingBox();
    expect({ locale, bottom: Math.ceil((box?.y ?? Infinity) + (box?.height ?? 0)) <= SMALL_PHONE.height }).toEqual({ locale, bottom: true });
  }
});

test('the counter pages are no wider than the header', async () => {
  for (const tool of ['word-counter', 'character-counter'] as const) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await new ToolPage(page).goto(tool);
    const widths = await page.evaluate(() => {
      const inner = document.querySelector('header > div');
      const content = document.querySelector('main > div');
      if (!inner || !content) throw new Error('no header or page content');
      return { header: inner.getBoundingClientRect(), page: content.getBoundingClientRect() };
    });
    expect({ tool, left: widths.page.left, right: widths.page.right }).toEqual({ tool, left: widths.header.left, right: widths.header.right });
  }
});

/** Where the publish form starts, as painted from HTML (no JavaScript) and once the editor is there. */
async function publishFormTop(viewport: { width: number; height: number }, javaScriptEnabled: boolean): Promise<number> {
  const page = await browser.newPage({ viewport, javaScriptEnabled });
  await page.goto('/');
  if (javaScriptEnabled) await page.locator('[role="textbox"][aria-multiline="true"]').waitFor();
  return page.locator('#editor form').evaluate((form) => form.getBoundingClientRect().top);
}

test('the editor takes exactly the place its painted placeholder held, on a phone and on a desktop (no layout shift)', async () => {
  for (const viewport of [{ width: 412, height: 823 }, SMALL_PHONE, { width: 1280, height: 800 }]) {
    const painted = await publishFormTop(viewport, false);
    const hydrated = await publishFormTop(viewport, true);
    expect(Math.abs(hydrated - painted), `publish form moved at ${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(1);
  }
});
