// What is written into the painted writing area before the page knows its stored note (before the app has
// started, or in its first moments) is the page's only copy: if the page is hidden or left then, it goes into the
// journal as an addition — plain text, or HTML once something with formatting or an image was pasted — which the
// next start adds to the stored note (data/local/journal-merge.ts). Installed by main.tsx before the app runs; the
// writing area carries UNMERGED_ATTRIBUTE until the app has merged its content with the stored note and saves it
// like any other typing.
import { SCRATCH_ADDITION_JOURNAL, writeJournal } from '../data/probe/journal.ts';
import { surfaceTyped } from './surface-text.ts';

export const UNMERGED_ATTRIBUTE = 'data-unmerged';

function keep(): void {
  const area = document.querySelector<HTMLElement>(`[${UNMERGED_ATTRIBUTE}]`);
  if (!area) return;
  const { text, html } = surfaceTyped(area);
  const at = Date.now();
  if (html !== null) writeJournal(SCRATCH_ADDITION_JOURNAL, { content: html, at, html: true });
  else if (text !== '') writeJournal(SCRATCH_ADDITION_JOURNAL, { content: text, at });
}

export function keepTypedBeforeStart(): void {
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
}
