// Starts intl-warmup.worker.ts for the page's language, so that dates, numbers and plurals formatted while
// the page starts do not each pay for loading ICU's data on the main thread (see the worker). Started after
// the first paint (its script is one more request, and nothing on screen waits for it); the main thread
// loses nothing if a browser has no module workers or the script cannot load: it then loads ICU itself.
export function warmUpIntl(locale: string): void {
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module', name: locale });
  } catch {
    // No module workers here: formatting still works, at its usual first cost.
  }
}
