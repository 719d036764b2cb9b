// The page is painted from HTML well before its script runs, so its buttons show before they work. A click
// on one in that time would do nothing (or, for a form's submit button, post the form to the server), so it
// is held here and replayed once React has hydrated the page — after the fields typed into meanwhile have
// reached their components' state (React reports such typing as changes when it hydrates), so a held
// "Sign in" sends what the person typed. Links and form fields work without the app and are left alone.

/** Starts holding clicks on buttons; the returned function stops and replays them, in order. */
export function holdEarlyClicks(): () => void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  document.addEventListener('click', hold, { capture: true });
  return () => {
    document.removeEventListener('click', hold, { capture: true });
    for (const button of held) if (button.isConnected && !button.disabled) button.click();
  };
}
