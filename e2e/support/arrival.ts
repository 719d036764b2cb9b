// A new visitor arriving on a page as a phone meets it: its CPU slowed from before the first byte, the page
// opened only to the point where it has committed (nothing painted yet), and what the home page's unsaved note
// holds in IndexedDB, read without the app.
import type { BrowserContext, Page } from 'playwright-core';
import type { BrowserSession } from './browser.ts';
import { PHONE_SLOWDOWN, slowCpu } from './slow-cpu.ts';

export interface Arrival {
  context: BrowserContext;
  page: Page;
}

/** A phone's screen: 390×844, touch, its service worker on. */
export const PHONE_SCREEN = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' } as const;

/**
 * Opens `path` in `context` (a new visitor with the service worker on by default) at `cpuSlowdown` (1: this
 * machine's speed); resolves when the page has committed, before anything is painted.
 */
export async function arrive(
  browser: BrowserSession,
  path: string,
  { context, cpuSlowdown = PHONE_SLOWDOWN }: { context?: BrowserContext; cpuSlowdown?: number } = {},
): Promise<Arrival> {
  const visitor = context ?? (await browser.newContext({ serviceWorkers: 'allow' }));
  const page = await visitor.newPage();
  if (cpuSlowdown > 1) await slowCpu(page, cpuSlowdown);
  await page.goto(path, { waitUntil: 'commit' });
  return { context: visitor, page };
}

/** The text of the home page's unsaved note as IndexedDB holds it (null before the database exists). */
export function storedScratchText(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const request = indexedDB.open('jotter');
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('scratch')) return resolve(null);
          const read = database.transaction('scratch').objectStore('scratch').get('current');
          read.onsuccess = () => {
            const html = (read.result as { content?: string } | undefined)?.content;
            resolve(html === undefined ? null : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''));
          };
          read.onerror = () => resolve(null);
        };
      }),
  );
}
