// The note key a link carries in its fragment (`/n/{id}#{key}`, docs/design.md §10). Browsers send the fragment to
// no server and put it in no Referer; it is only read here, never written, sent or removed from the address (a
// reader may bookmark or pass on the whole link). A reader who pastes the missing key into the address changes only
// the fragment, which reloads nothing: the hook follows `hashchange` so the note opens then.
import { useSyncExternalStore } from 'react';
import { withKey } from './paths.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The fragment without its `#`, or '' when the link has none. */
const linkKey = (): string => location.hash.slice(1);

export function useLinkKey(): string {
  return useSyncExternalStore(subscribe, linkKey, () => '');
}

/**
 * `link` (to this note's print view, back to the note, the copied share link) with this page's key kept, when the
 * note is end-to-end encrypted: without it the next view could not open the note. Other notes' links stay as given.
 */
export function withLinkKey(link: string, encrypted: boolean): string {
  return withKey(link, encrypted ? linkKey() : undefined);
}
