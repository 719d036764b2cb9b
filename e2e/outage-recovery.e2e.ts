// A server outage while someone keeps writing: the changes wait in the outbox and back off, and once the server
// answers again they arrive within seconds — not after the backoff that grew during the outage. The outage
// is the API refusing connections while the device stays online (no `online` event to help); its 150 s pass
// on the page's clock (Playwright's), so the retries really back off without 150 s of waiting.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { HomePage } from './page-models/HomePage.ts';
import type { NotePage } from './page-models/NotePage.ts';
import { serverNote } from './support/api.ts';
import { useBrowser } from './support/browser.ts';

const browser = useBrowser();
const API = '**/api/**';
const OUTAGE_MS = 150_000;
const STEP_MS = 10_000;
const RECOVERY_BOUND_MS = 5_000;

async function publishedNote(): Promise<{ context: BrowserContext; page: Page; note: NotePage; shareId: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  const { note, shareId } = await new HomePage(page).writeAndPublish('Field notes');
  return { context, page, note, shareId };
}

/** The API is down for OUTAGE_MS of page time; every retry in it fails. */
async function outage(context: BrowserContext, page: Page, during: () => Promise<void>): Promise<number> {
  let refused = 0;
  await context.route(API, (route) => {
    refused += 1;
    return route.abort('connectionrefused');
  });
  await during();
  for (let passed = 0; passed < OUTAGE_MS; passed += STEP_MS) {
    await page.clock.fastForward(STEP_MS);
    // Real time for the retry that just came due to run (IndexedDB and fetch are not on the fake clock).
    await page.waitForTimeout(150);
  }
  await context.unroute(API);
  return refused;
}

async function millisecondsUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.POSITIVE_INFINITY;
}

test('after a 150 s outage, a change typed during it reaches the server within 5 s of recovery', async () => {
  const { context, page, note, shareId } = await publishedNote();
  const refused = await outage(context, page, () => note.type(' — written while the server was down'));
  // It really tried (and backed off) during the outage.
  expect(refused).toBeGreaterThanOrEqual(4);
  const delivered = await millisecondsUntil(
    async () => ((await serverNote(shareId))?.content ?? '').includes('written while the server was down'),
    3 * RECOVERY_BOUND_MS,
  );
  expect(delivered).toBeLessThanOrEqual(RECOVERY_BOUND_MS);
  await note.waitUntilSaved();
});
