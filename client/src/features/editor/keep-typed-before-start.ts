// Text typed into the painted writing area before the page knows its stored note (before the app has
// started, or in its first moments) is the page's only copy: if the page is hidden or left then, it goes
// into the journal as an addition, which the next start adds to the stored note (data/local/journal-merge.ts).
// Installed by main.tsx before the app runs; the writing area carries UNMERGED_ATTRIBUTE until the app has
// merged its text with the stored note and saves it like any other typing.
import { SCRATCH_ADDITION_JOURNAL, writeJournal } from '../../data/local/journal.ts';
import { surfaceText } from './surface-text.ts';

export const UNMERGED_ATTRIBUTE = 'data-unmerged';

function keep(): void {
  const area = document.querySelector<HTMLElement>(`[${UNMERGED_ATTRIBUTE}]`);
  const text = area ? surfaceText(area) : '';
  if (text !== '') writeJournal(SCRATCH_ADDITION_JOURNAL, { content: text, at: Date.now() });
}

export function keepTypedBeforeStart(): void {
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
}
