// Going offline like a real user: only after the service worker has cached the app and controls the page,
// so the chunks a page needs later (the note page, the editor) load without the network; and publishing there.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { HomePage, type PublishOptions } from '../page-models/HomePage.ts';
import { NotePage } from '../page-models/NotePage.ts';

const READY_TIMEOUT_MS = 20_000;
/** client/src/sw.ts's cache of note pages read recently. */
const NOTE_PAGES_CACHE = 'jotter-note-pages';

/** The note pages the service worker keeps for offline reading, as paths. */
export function cachedNotePages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, NOTE_PAGES_CACHE);
}

export interface OfflineReadiness {
  /** Resolves once the service worker controls `page`; fails saying what it could not cache. */
  ready(page: Page): Promise<void>;
}

/** Call before the first page of `context` loads, so every request of the service worker is seen. */
export function watchServiceWorker(context: BrowserContext): OfflineReadiness {
  const refused: string[] = [];
  const onResponse = (response: Response) => {
    if (response.request().serviceWorker() && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  };
  context.on('response', onResponse);
  return {
    async ready(page) {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      try {
        // A refused precache request fails the install for good: no point waiting for control then.
        while (refused.length === 0 && Date.now() < deadline) {
          if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
          await page.waitForTimeout(200);
        }
      } finally {
        context.off('response', onResponse);
      }
      const why = refused.length > 0 ? `: the server refused what it tried to cache (${refused.join(', ')})` : ` within ${READY_TIMEOUT_MS / 1000} s`;
      throw new Error(`the service worker never took control of the page, so the app cannot work offline${why}`);
    },
  };
}

/**
 * In a context with the service worker allowed: opens the home page, waits until the app works offline, cuts
 * the network and publishes `text` — the note exists here only, its create queued.
 */
export async function publishOffline(context: BrowserContext, text: string, options: PublishOptions = {}): Promise<{ note: NotePage; shareId: string }> {
  const serviceWorker = watchServiceWorker(context);
  const home = new HomePage(await context.newPage());
  await home.goto();
  await serviceWorker.ready(home.page);
  await context.setOffline(true);
  await home.type(text);
  const shareId = await home.publish(options);
  const note = new NotePage(home.page);
  await note.syncStatus.filter({ hasText: /offline/i }).waitFor();
  return { note, shareId };
}
