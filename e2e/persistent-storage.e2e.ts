// IndexedDB holds the only copy of changes not yet sent, and a browser may clear it when space runs low
// unless the site's storage is persistent. Publishing asks for persistence; the panel warns while unsent
// changes sit in storage that is not persistent. The browser's answer is scripted here (headless Chromium
// decides by heuristics a test cannot steer).
import type { BrowserContext } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import { NotesPanel } from './page-models/NotesPanel.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();

interface PersistenceProbe {
  persistCalls: number;
  grant(): void;
}

/** The browser refuses persistence until the page calls grant(); persist() calls are counted. */
async function scriptPersistence(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let granted = false;
    const probe = { persistCalls: 0, grant: () => (granted = true) };
    Object.assign(window, { persistenceProbe: probe });
    Object.defineProperty(navigator.storage, 'persisted', { value: async () => granted });
    Object.defineProperty(navigator.storage, 'persist', {
      value: async () => {
        probe.persistCalls += 1;
        return granted;
      },
    });
  });
}

const probeOf = (home: HomePage) => home.page.evaluate(() => (window as unknown as { persistenceProbe: PersistenceProbe }).persistenceProbe.persistCalls);

test('publishing asks the browser to keep this site\'s storage', async () => {
  const context = await browser.newContext();
  await scriptPersistence(context);
  const home = new HomePage(await context.newPage());
  await home.goto();
  await home.type('Worth keeping');
  await home.publish();
  await expect.poll(() => probeOf(home)).toBeGreaterThan(0);
});

test('the panel warns while unsent changes sit in storage the browser may clear, until it keeps it', async () => {
  const context = await browser.newContext();
  await scriptPersistence(context);
  const home = new HomePage(await context.newPage());
  await home.goto();
  // The server is out of reach (the app's own files still load, so the panel opens).
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await home.type('Unsent shopping list');
  await home.publish();

  const panel = new NotesPanel(home.page);
  await panel.open();
  const warning = panel.dialog.getByText(/may delete its storage when space runs low/);
  await warning.waitFor();
  await home.page.evaluate(() => (window as unknown as { persistenceProbe: PersistenceProbe }).persistenceProbe.grant());
  await panel.dialog.getByRole('button', { name: 'Keep notes on this device' }).click();
  await warning.waitFor({ state: 'detached' });
});

test('with nothing unsent the panel shows no storage warning', async () => {
  const context = await browser.newContext();
  await scriptPersistence(context);
  const home = new HomePage(await context.newPage());
  await home.goto();
  const panel = new NotesPanel(home.page);
  await panel.open();
  await panel.dialog.getByRole('status').waitFor();
  expect(await panel.dialog.getByText(/may delete its storage/).count()).toBe(0);
});
