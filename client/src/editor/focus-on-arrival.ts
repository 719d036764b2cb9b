// Which editor may take the focus when it appears. Decided in the commit that shows it, not when its code
// arrived: a writer can press Tab in between, and the focus they moved on is theirs. The stand-in that Quill
// replaces leaves the page in that same commit, and a removed element leaves the focus on nothing.

/** True when nothing on the page has the focus, or `own` (the arriving editor's element) already has it. */
export function focusIsFree(own?: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (own != null && active === own);
}
