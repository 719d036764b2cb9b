// The page is painted from HTML well before its script runs, so its buttons show before they work. A click
// on one in that time would do nothing (or, for a form's submit button, post the form to the server), so it
// is held here and replayed once React has hydrated the page — after the fields typed into meanwhile have
// reached their components' state (React reports such typing as changes when it hydrates), so a held
// "Sign in" sends what the person typed. Links and form fields work without the app and are left alone,
// except links marked with HOLD_EARLY_CLICK_ATTRIBUTE, whose handler does more than navigate (the header's
// "New note" first asks about an unsaved note). A held click is replayed with the selection it was made
// with: a format chosen on the painted editor toolbar applies where the caret was then.
// Earlier still, before this module runs at all, pressing Enter in a painted form would post it natively (the
// address and password in the URL of a reload, and nothing sent): index.html's inline script holds those
// submits in `window.jotterEarlySubmits`, and they are replayed here with the held clicks, first.
// Also from the first paint: pressing a control marked with KEEPS_CARET_ATTRIBUTE (the painted editor
// toolbar) leaves the focus and the caret where they are, so the writer types on after choosing Bold; and
// Ctrl/⌘ + a letter inside a SHORTCUT_SCOPE_ATTRIBUTE element clicks its control marked with that letter
// (SHORTCUT_ATTRIBUTE), so a shortcut is held and replayed like the click it stands for.

export const HOLD_EARLY_CLICK_ATTRIBUTE = 'data-hold-early-click';
export const KEEPS_CARET_ATTRIBUTE = 'data-keeps-caret';
export const SHORTCUT_SCOPE_ATTRIBUTE = 'data-shortcut-scope';
export const SHORTCUT_ATTRIBUTE = 'data-shortcut';

const HELD = `button, [${HOLD_EARLY_CLICK_ATTRIBUTE}]`;

declare global {
  interface Window {
    /** Forms submitted before the app's first module ran (index.html); undefined once holdEarlyClicks took over. */
    jotterEarlySubmits?: HTMLFormElement[];
  }
}

/** Takes over index.html's held submits (and stops its holding): each becomes a press of its form's submit. */
function takeEarlySubmits(): Array<{ element: HTMLElement; ranges: Range[] }> {
  const forms = window.jotterEarlySubmits ?? [];
  window.jotterEarlySubmits = undefined;
  return [...new Set(forms)].flatMap((form) => {
    const submit = form.querySelector<HTMLElement>('button:not([type]), button[type="submit"], input[type="submit"]');
    return submit ? [{ element: submit, ranges: [] }] : [];
  });
}

function selectedRanges(): Range[] {
  const selection = document.getSelection();
  if (!selection) return [];
  return Array.from({ length: selection.rangeCount }, (_, index) => selection.getRangeAt(index).cloneRange());
}

function select(ranges: Range[]): void {
  const selection = document.getSelection();
  if (!selection || ranges.some((range) => !range.startContainer.isConnected || !range.endContainer.isConnected)) return;
  selection.removeAllRanges();
  for (const range of ranges) selection.addRange(range);
}

/** Starts holding clicks on buttons and marked links; the returned function stops and replays them, in order. */
export function holdEarlyClicks(): () => void {
  const held = takeEarlySubmits();
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ element: target, ranges: selectedRanges() });
  };
  document.addEventListener('click', hold, { capture: true });
  return () => {
    document.removeEventListener('click', hold, { capture: true });
    for (const { element, ranges } of held) {
      if (!element.isConnected || (element instanceof HTMLButtonElement && element.disabled)) continue;
      const now = selectedRanges();
      if (ranges.length > 0) select(ranges);
      element.click();
      select(now);
    }
  };
}

/** Keeps the caret in place when a marked control is pressed with a mouse, pen or finger. */
export function keepCaretOnPress(): void {
  document.addEventListener(
    'mousedown',
    (event) => {
      if (event.target instanceof Element && event.target.closest(`[${KEEPS_CARET_ATTRIBUTE}]`)) event.preventDefault();
    },
    { capture: true },
  );
}

/** Turns Ctrl/⌘ + a letter in a shortcut scope into a click on the scope's control for that letter. */
export function pressShortcuts(): void {
  document.addEventListener(
    'keydown',
    (event) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || !(event.target instanceof Element)) return;
      const scope = event.target.closest(`[${SHORTCUT_SCOPE_ATTRIBUTE}]`);
      const control = scope?.querySelector<HTMLElement>(`[${SHORTCUT_ATTRIBUTE}="${CSS.escape(event.key.toLowerCase())}"]`);
      if (!control) return;
      event.preventDefault();
      control.click();
    },
    { capture: true },
  );
}
