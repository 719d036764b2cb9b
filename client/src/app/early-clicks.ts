// The page is painted from HTML well before its script runs, so its buttons show before they work. A click
// on one in that time would do nothing (or, for a form's submit button, post the form to the server), so it
// is held here and replayed once React has hydrated the page — after the fields typed into meanwhile have
// reached their components' state (React reports such typing as changes when it hydrates), so a held
// "Sign in" sends what the person typed. Links and form fields work without the app and are left alone,
// except links marked with HOLD_EARLY_CLICK_ATTRIBUTE, whose handler does more than navigate (the header's
// "New note" first asks about an unsaved note).

export const HOLD_EARLY_CLICK_ATTRIBUTE = 'data-hold-early-click';

const HELD = `button, [${HOLD_EARLY_CLICK_ATTRIBUTE}]`;

/** Starts holding clicks on buttons and marked links; the returned function stops and replays them, in order. */
export function holdEarlyClicks(): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  document.addEventListener('click', hold, { capture: true });
  return () => {
    document.removeEventListener('click', hold, { capture: true });
    for (const element of held) {
      if (element.isConnected && !(element instanceof HTMLButtonElement && element.disabled)) element.click();
    }
  };
}
