// Publishing navigates to the note's page, where the writer gets the editor view. Fetching those chunks only then
// showed "Loading the editor…" for a second after every publish; they are fetched once writing starts.
import { preloadRoutePage } from '../../platform/page-preload.ts';

let notePageWarm: Promise<unknown> | null = null;

export function warmNotePage(): Promise<unknown> {
  notePageWarm ??= preloadRoutePage('note', { forWriter: true }).catch(() => undefined);
  return notePageWarm;
}
