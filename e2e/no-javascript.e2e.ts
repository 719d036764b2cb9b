// A shared note is a readable page on its own: the server sends its title and content in the HTML, so a
// browser with JavaScript turned off (or a link preview) shows it.
import { expect, test } from 'vitest';
import { createNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();

test('a shared note page shows its title and content without JavaScript', async () => {
  const created = await createNote({ content: '<h1>Recipe</h1><p>Two eggs, <strong>one cup</strong> of flour</p>' });
  const page = await browser.newPage({ javaScriptEnabled: false });
  const response = await page.goto(`/n/${created.share_id}`);
  expect(response?.status()).toBe(200);
  expect(await page.getByRole('heading', { name: 'Recipe' }).first().isVisible()).toBe(true);
  expect(await page.getByText('Two eggs, one cup of flour').isVisible()).toBe(true);
  expect(await page.title()).toContain('Recipe');
});
