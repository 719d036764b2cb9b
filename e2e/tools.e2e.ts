// The free counters count what a person types, live, and keep the text for the next visit.
import { expect, test } from 'vitest';
import { ToolPage } from './page-models/ToolPage.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const POLL = { timeout: 10_000, interval: 100 };

test('the word counter shows 5 words and 2 sentences for "Hello world. This is Jotter."', async () => {
  const tool = new ToolPage(await browser.newPage());
  await tool.goto('word-counter');
  await tool.type('Hello world. This is Jotter.');
  await expect.poll(() => tool.stat('Words'), POLL).toBe('5');
  expect(await tool.stat('Sentences')).toBe('2');
  expect(await tool.stat('Characters')).toBe('28');

  await tool.page.reload();
  await expect.poll(() => tool.text.inputValue(), POLL).toBe('Hello world. This is Jotter.');
});

test('the character counter counts "héllo 👍🏽" as 7 characters sent as UCS-2', async () => {
  const tool = new ToolPage(await browser.newPage());
  await tool.goto('character-counter');
  await tool.type('héllo 👍🏽');
  await expect.poll(() => tool.stat('Characters'), POLL).toBe('7');
  expect(await tool.stat('Code points')).toBe('8');
  expect(await tool.stat('UTF-16 units')).toBe('10');
  expect(await tool.meter('SMS').getAttribute('aria-valuenow')).toBe('10');
  expect(await tool.page.getByText(/UCS-2 encoding/).innerText()).toMatch(/1 message/);
});
