// The print view's painted controls (shared/print-controls.ts; their marks in shared/painted-controls.ts) before the
// app has started, which on a loaded phone takes seconds. Print prints at once: the painted page shows the note as
// the app will, and window.print() needs no app. The press is taken here, ahead of the early-click holder
// (before-start/early-clicks.ts), which would replay it on a button the app has replaced by then; so a press prints once,
// here, and the app's own button (which does not carry the mark) prints from then on. The way back to an encrypted
// note is given this page's fragment, the key, which a plain link drops. Started by main.tsx before the early-click
// holder; in the runtime chunk.
import { PAINTED_LINK_KEY_ATTRIBUTE, PAINTED_PRINT_ATTRIBUTE } from '../../../shared/painted-controls.ts';

function keepLinkKey(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${PAINTED_LINK_KEY_ATTRIBUTE}]`)) link.hash = location.hash;
}

export function startPaintedPrintControls(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[${PAINTED_PRINT_ATTRIBUTE}]`)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.print();
    },
    { capture: true },
  );
  keepLinkKey();
  // A reader told the key is missing may paste it into the address before the app runs.
  window.addEventListener('hashchange', keepLinkKey);
}
