// Markdown typed into a note becomes formatting as it is typed — "# " at the start of a line a heading, "**bold**"
// bold once closed — with a hardware keyboard and with a phone's composing keyboard alike, and Undo takes the
// conversion back to the typed text. Markdown that is not finished, or not Markdown, stays as typed.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { useBrowser } from './support/browser.ts';
import { PhoneKeyboard } from './support/phone-keyboard.ts';

const browser = useBrowser();
const POLL = { timeout: 10_000, interval: 100 };

/** A fresh home page whose editor (Quill) has loaded, focused at the end of an empty note. */
async function writing(): Promise<{ page: Page; home: HomePage }> {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await home.editor.click();
  await home.quill.waitFor();
  await home.quill.click();
  return { page, home };
}

const editorHtml = (home: HomePage) => home.quill.innerHTML();

test.each([
  ['# ', 'h1'],
  ['## ', 'h2'],
  ['### ', 'h3'],
  ['> ', 'blockquote'],
  ['- ', 'li[data-list="bullet"]'],
  ['* ', 'li[data-list="bullet"]'],
  ['1. ', 'li[data-list="ordered"]'],
  ['[] ', 'li[data-list="unchecked"]'],
  ['``` ', '.ql-code-block'],
])('"%s" typed at the start of a line makes the line a %s; Undo right after brings the marker back as text', async (marker, selector) => {
  const { page, home } = await writing();
  await page.keyboard.type(`${marker}Shopping list`);
  await expect.poll(() => home.quill.locator(selector).innerText(), POLL).toBe('Shopping list');
  expect(await home.quill.innerText()).not.toContain(marker.trim());

  // Out of the block onto a fresh line (a second Enter on an empty list item or quote ends it, a third in code), the
  // marker once more, then Undo.
  for (let enter = 0; enter < (selector === '.ql-code-block' ? 3 : 2); enter++) await page.keyboard.press('Enter');
  await page.keyboard.type(marker);
  await expect.poll(() => home.quill.locator(selector).count(), POLL).toBe(2);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => home.quill.locator(selector).count(), POLL).toBe(1);
  expect((await home.quill.innerText()).split('\n').at(-1)).toBe(marker);
  await page.close();
});

test('a closed **bold**, _italic_ or `code` is formatted, and what is typed after it is plain again', async () => {
  const { page, home } = await writing();
  await page.keyboard.type('Say **this** and _that_ then run `npm test` now');
  await expect.poll(() => home.quill.locator('strong').innerText(), POLL).toBe('this');
  expect(await home.quill.locator('em').innerText()).toBe('that');
  expect(await home.quill.locator('code').innerText()).toBe('npm test');
  expect(await home.quill.innerText()).toBe('Say this and that then run npm test now');
  // Undo takes the last conversion back: the typed markers return around the code.
  await page.keyboard.press('ControlOrMeta+z');
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => home.quill.locator('code').count(), POLL).toBe(0);
  expect(await home.quill.innerText()).toContain('`npm test`');
  await page.close();
});

test('arithmetic, snake_case names and a marker in the middle of a line stay exactly as typed', async () => {
  const { page, home } = await writing();
  const typed = 'Total 2 ** 3 ** 4 for my_long_name_ and chapter # 3';
  await page.keyboard.type(typed);
  await page.waitForTimeout(300);
  expect(await home.quill.innerText()).toBe(typed);
  expect(await editorHtml(home)).not.toMatch(/<(strong|em|h1)/);
  await page.close();
});

test('a phone keyboard composing the words after "# " gets a heading holding each word once', async () => {
  const { page, home } = await writing();
  const keyboard = new PhoneKeyboard(page);
  // The phone sends "#" and the space as text, then composes each word.
  await keyboard.compose('# Meeting notes today');
  await expect.poll(() => home.quill.locator('h1').innerText(), POLL).toBe('Meeting notes today');
  expect(await home.quill.innerText()).toBe('Meeting notes today');
  await page.close();
});

test('a heading made by typing "# " is what the note keeps after a reload', async () => {
  const { page, home } = await writing();
  await page.keyboard.type('# Trip plan');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- passports');
  await expect.poll(() => home.quill.locator('li').count(), POLL).toBe(1);
  await home.waitUntilDraftStored('passports');
  await page.reload();
  await home.quill.waitFor();
  await expect.poll(() => home.quill.locator('h1').innerText(), POLL).toBe('Trip plan');
  expect(await home.quill.locator('li[data-list="bullet"]').innerText()).toBe('passports');
  await page.close();
});
