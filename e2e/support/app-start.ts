// Holding the app back, as a slow phone does: the page is painted from HTML and the entry (main.tsx) runs, but the
// app's start chunk waits, so the page is what the server sent for as long as a spec needs.
import type { Page } from 'playwright-core';

/** Holds the app's start chunk (the entry imports it after the first paint) until the returned function is called. */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
