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

test('"Note published" shows only once the server has the note: "Publishing…" while its create is on the way', async () => {
  const page = await browser.newPage();
  // The server is slow to answer the create: time for a reader to try the fresh link.
  let releaseCreate = () => undefined as void;
  const createHeld = new Promise<void>((resolve) => {
    releaseCreate = resolve;
  });
  let createSent = false;
  await page.route('**/api/notes/create', async (route) => {
    createSent = true;
    await createHeld;
    await route.continue();
  });
  const home = new HomePage(page);
  await home.goto();
  await home.type('Fresh link for the chat');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publishing…', { exact: true }).waitFor();
  // The create left before anything else happened (not after the outbox's pause or the next page's start).
  await expect.poll(() => createSent, { timeout: 2_000, interval: 50 }).toBe(true);
  expect(await page.getByText('Note published', { exact: true }).count()).toBe(0);
  releaseCreate();
  await page.getByText('Note published', { exact: true }).waitFor({ timeout: 15_000 });
  // The moment it says so, anyone with the link gets the note.
  const shareId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect((await serverNote(shareId))?.content).toContain('Fresh link for the chat');
  expect(await page.getByText('Publishing…', { exact: true }).count()).toBe(0);
});

test('published offline, the writer is told the link works once the note reaches the server, then "Published" when it has', async () => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const { note: author, shareId } = await publishOffline(context, 'Written on the train');
  const page = author.page;
  await page.getByText('Saved on this device: you are offline', { exact: true }).waitFor();
  expect(await page.getByText('Note published', { exact: true }).count()).toBe(0);
  expect(await serverNote(shareId)).toBeNull();

  await context.setOffline(false);
  await page.getByText('Published: Written on the train', { exact: true }).waitFor({ timeout: 20_000 });
  expect((await serverNote(shareId))?.content).toContain('Written on the train');
});

test('a note published offline and opened again after a restart is announced as published when it reaches the server', async () => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const { note: author, shareId } = await publishOffline(context, 'Closed the app in the tunnel');
  await author.page.getByText('Saved on this device: you are offline', { exact: true }).waitFor();
  await author.page.close();
  await context.setOffline(false);
  const home = new HomePage(await context.newPage());
  await home.goto();
  await home.page.getByText('Published: Closed the app in the tunnel', { exact: true }).waitFor({ timeout: 20_000 });
  expect((await serverNote(shareId))?.content).toContain('Closed the app in the tunnel');
});
