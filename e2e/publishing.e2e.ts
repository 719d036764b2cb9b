// Publishing and sharing: the author lands on /n/{id} with the editor, other people read the same note,
// later edits reach them, and a note published offline gets its link at once and works once back online.
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { NotePage } from './page-models/NotePage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { publishOffline } from './support/offline.ts';

const browser = useBrowser();
const POLL = { timeout: 15_000, interval: 250 };

async function publishFromHome(text: string): Promise<{ author: NotePage; shareId: string }> {
  const home = new HomePage(await browser.newPage());
  await home.goto();
  await home.type(text);
  const shareId = await home.publish();
  return { author: new NotePage(home.page), shareId };
}

test('publishing gives /n/{id} in edit mode without a single error in the console, and a new visitor reads the same note', async () => {
  // With the service worker, as visitors have it (blocking it makes its registration log an error).
  const page = await browser.newPage({ serviceWorkers: 'allow' });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const home = new HomePage(page);
  await home.goto();
  await home.type('Trip plan\nTrain at 8:15, platform 4');
  const shareId = await home.publish();
  const author = new NotePage(page);
  await author.editor.waitFor();
  expect(await author.editor.innerText()).toContain('Train at 8:15, platform 4');
  expect(await author.title.innerText()).toBe('Trip plan');
  await author.waitUntilSaved();
  // Nothing asked the server for the note before its create had landed (that showed as a red 404).
  expect(consoleErrors).toEqual([]);

  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId);
  await reader.title.waitFor();
  expect(await reader.title.innerText()).toBe('Trip plan');
  expect(await reader.text()).toContain('Train at 8:15, platform 4');
  expect(await reader.editor.count()).toBe(0);
});

test('Publish with nothing written is reachable by keyboard, says to write something first, and publishes nothing', async () => {
  const page = await browser.newPage();
  const home = new HomePage(page);
  await home.goto();
  await home.waitUntilLoaded();
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await publish.focus();
  expect(await publish.evaluate((button) => button === document.activeElement)).toBe(true);
  expect(await publish.getAttribute('aria-disabled')).toBe('true');
  await page.keyboard.press('Enter');
  await page.getByText('Write something first').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('after publishing, the writer goes straight to the editor without a loading placeholder', async () => {
  const home = new HomePage(await browser.newPage());
  await home.goto();
  await home.type('Straight to the editor');
  // Records every loading placeholder that appears once the route is the note's page.
  await home.page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { placeholdersSeen: Set<string> }).placeholdersSeen = seen;
    new MutationObserver(() => {
      if (!location.pathname.startsWith('/n/')) return;
      const text = document.querySelector('main')?.textContent ?? '';
      for (const placeholder of ['Loading note…', 'Loading the editor…']) if (text.includes(placeholder)) seen.add(placeholder);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await home.publish();
  const author = new NotePage(home.page);
  await author.editor.waitFor();
  expect(await home.page.evaluate(() => [...(window as unknown as { placeholdersSeen: Set<string> }).placeholdersSeen])).toEqual([]);
});

test('an edit in one browser is what a reader in another browser sees after it synced', async () => {
  const { author, shareId } = await publishFromHome('Shopping list');
  await author.waitUntilSaved();
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId);
  expect(await reader.text()).toContain('Shopping list');

  await author.type('\nAlso: coffee beans');
  await expect
    .poll(async () => {
      await reader.page.reload();
      return reader.text();
    }, POLL)
    .toContain('Also: coffee beans');
  await author.waitUntilSaved();
});

test('publishing offline gives a link at once, and the link works for others once back online', async () => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const { note: author, shareId } = await publishOffline(context, 'Written in a tunnel');
  expect(await author.editor.innerText()).toContain('Written in a tunnel');
  expect(await serverNote(shareId)).toBeNull();

  await context.setOffline(false);
  await author.waitUntilSaved();
  const reader = new NotePage(await browser.newPage());
  await reader.goto(shareId);
  expect(await reader.text()).toContain('Written in a tunnel');
});
