// Whether a word is being composed right now. A phone's predictive keyboard and the input methods of Hindi,
// Chinese or Japanese do not send keys: they grow each word as a composition (shown underlined) in the element
// that has the focus, and commit it at the end. The composition belongs to that element. When the page replaces
// the element mid-word — the app taking over what the server painted, Quill taking over the home page's stand-in
// — the part composed so far stays behind as text, and the keyboard starts the word again in the new element:
// "Sho" + "Shopping". So every such hand-over waits until no word is being composed (useSettledComposition).
// index.html's inline script records compositions from the first paint, before any module runs, and says when
// that record changes (a `jotter-composition` event); this module reads it for React.
import { useState, useSyncExternalStore } from 'react';

declare global {
  interface Window {
    /** The element a composition is under way in (index.html's inline script); null when none. */
    jotterComposing?: EventTarget | null;
  }
}

const CHANGED = 'jotter-composition';

/**
 * Whether a composition is under way. One whose element has left the page, or lost the focus, is over for the
 * page whatever the browser reported: the browser ends it there without always saying so.
 */
export function isComposing(): boolean {
  const target = window.jotterComposing;
  if (!(target instanceof Node) || !target.isConnected) return false;
  const active = document.activeElement;
  return active !== null && (active === target || active.contains(target) || target.contains(active));
}

function subscribe(listener: () => void): () => void {
  addEventListener(CHANGED, listener);
  return () => removeEventListener(CHANGED, listener);
}

/**
 * `ready`, held back while a word is being composed: for a render that replaces the element the person may be
 * composing in. Once it has gone through it stays (until `ready` itself turns false): a composition in the new
 * element must not bring the old one back.
 */
export function useSettledComposition(ready: boolean): boolean {
  // False while hydrating, as on the server.
  const composing = useSyncExternalStore(subscribe, isComposing, () => false);
  const [passed, setPassed] = useState(false);
  const settled = ready && (passed || !composing);
  if (settled !== passed && (settled || !ready)) setPassed(settled);
  return settled;
}
