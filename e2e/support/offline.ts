// Going offline like a real user: only after the service worker has cached the app and controls the page,
// so the chunks a page needs later (the note page, the editor) load without the network.
import type { BrowserContext, Page, Response } from 'playwright-core';

const READY_TIMEOUT_MS = 20_000;

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
