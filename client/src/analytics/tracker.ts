// Sends one page view about 250 ms after each page has finished (docs/design.md §6.9), only when the path or the title
// changed since the last one, so redirects and repeated navigations to the same page count once. Loaded
// lazily (start.tsx) and only when the operator configured analytics. Failures are silent.
import type { AnalyticsConfig } from '../../../shared/site-config.ts';
import { mayTrack, maskedPath, OPT_OUT_KEY, pageViewEvent } from './page-view.ts';

export const SETTLE_MS = 250;
/** How long a navigation may take to show its page (load its chunk) before it is sent anyway. */
const TITLE_WAIT_MS = 3000;

function optOutFlag(): string | null {
  try {
    return localStorage.getItem(OPT_OUT_KEY);
  } catch {
    // Storage blocked: nothing says the visitor opted out, but nothing says they may be counted either.
    return '1';
  }
}

export function trackPageViews(config: AnalyticsConfig): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: { path: string; title: string } | null = null;
  // The first view's referrer is the page that linked here; later ones are the previous view of this site.
  let referrer = document.referrer;

  const send = () => {
    const path = location.pathname;
    const title = document.title;
    if (last && last.path === path && last.title === title) return;
    last = { path, title };
    // Checked for every view: the visitor may opt out at any time.
    if (!mayTrack(location.hostname, config, optOutFlag())) return;
    const event = pageViewEvent(
      {
        hostname: location.hostname,
        origin: location.origin,
        pathname: path,
        title,
        referrer,
        language: navigator.language,
        screen: { width: screen.width, height: screen.height },
      },
      config.websiteId,
    );
    referrer = location.origin + maskedPath(path);
    void fetch(`${config.url}/api/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  };

  let navigating = false;
  let titleBefore = '';
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      navigating = false;
      send();
    }, delayMs);
  };
  // A page has finished when it sets its title, which it does once its (lazy) chunk has rendered: wait for
  // that, then SETTLE_MS. A page whose title stays the same is sent after TITLE_WAIT_MS.
  const onNavigation = () => {
    navigating = true;
    titleBefore = document.title;
    schedule(TITLE_WAIT_MS);
  };
  // The head also changes for other reasons (Vite adds modulepreload links while a chunk loads): only a new
  // title counts.
  new MutationObserver(() => {
    if (navigating && document.title !== titleBefore) {
      titleBefore = document.title;
      schedule(SETTLE_MS);
    }
  }).observe(document.head, { subtree: true, childList: true, characterData: true });
  // wouter announces its own navigations as these events; popstate is the back and forward buttons.
  for (const type of ['pushState', 'replaceState', 'popstate']) addEventListener(type, onNavigation);
  // The first page came from the server with its title: it has finished already.
  schedule(SETTLE_MS);
}
