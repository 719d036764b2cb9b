// What a browser sends, for "no secret leaves the browser" checks (end-to-end encrypted notes, docs/design.md §10):
// the URL, body and Referer of every request of a page, or of a whole context (its service worker included).
import type { BrowserContext, Page, Request } from 'playwright-core';

/** Every URL, body and Referer `target` sends from now on, as one growing list of strings. */
export function recordRequests(target: Page | BrowserContext): string[] {
  const seen: string[] = [];
  const record = (request: Request) => {
    seen.push(request.url(), request.postData() ?? '', request.headers()['referer'] ?? '');
  };
  // Both emit 'request'; their typings are separate overloads, which a call on the union cannot pick from.
  if ('newPage' in target) target.on('request', record);
  else target.on('request', record);
  return seen;
}
