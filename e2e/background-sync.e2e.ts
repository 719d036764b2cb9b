// Changes made offline must reach the server even when every tab is closed before the network returns — also
// when the first sync after reconnecting failed (the server did not answer yet), which used to leave the
// browser's Background Sync waiting minutes before it tried again. The service worker is on here.
import { expect, test } from 'vitest';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { publishOffline } from './support/offline.ts';

const browser = useBrowser();
const API = '**/api/**';
const POLL = { timeout: 30_000, interval: 250 };

test('a note written offline reaches the server with every tab closed, even after a failed sync', async () => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const { shareId } = await publishOffline(context, 'Written on the night train');

  // The network comes back but the server does not answer yet: the service worker's first sync fails.
  let refusedToWorker = 0;
  await context.route(API, (route) => {
    if (route.request().serviceWorker()) refusedToWorker += 1;
    return route.abort('connectionrefused');
  });
  await context.setOffline(false);
  await expect.poll(() => refusedToWorker, POLL).toBeGreaterThan(0);

  // Every tab closes; only the service worker is left.
  await Promise.all(context.pages().map((page) => page.close()));
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await context.unroute(API);

  await expect.poll(async () => (await serverNote(shareId))?.content ?? null, POLL).toContain('Written on the night train');
});
