// What /n/{id}/print paints around a readable note (docs/design.md §5.2): the print view's frame with its Print button
// and its way back to the note, in the page's language and with the classes the app renders them with
// (shared/print-controls.ts), so they are there from the first paint and without JavaScript. The app's print view
// replaces them when it takes over; the painted page is what it shows meanwhile.
import { buttonClasses } from '../../../shared/button-classes.ts';
import { PAINTED_LINK_KEY_ATTRIBUTE, PAINTED_PRINT_ATTRIBUTE } from '../../../shared/painted-controls.ts';
import { PRINT_BAR_CLASS, PRINT_FRAME_CLASS, PRINT_WORDS } from '../../../shared/print-controls.ts';
import { routePath } from '../../../shared/routes.ts';
import { escapeHtml } from '../pages/page-render.ts';
import { sayWord, type Translate } from '../lib/translations.ts';

export interface PrintedNote {
  shareId: string;
  /** End-to-end encrypted: the page holds only a placeholder until the app has decrypted the note. */
  encrypted: boolean;
}

/** `noteHtml` (the painted note or its encrypted placeholder) inside the print view's frame. */
export function printViewBody(noteHtml: string, note: PrintedNote, t: Translate): string {
  // Printing the placeholder would print "Decrypting…": an encrypted note's button waits for the app, which enables
  // it once the note is on the page. A plaintext note is on the page as the app will show it, so it prints at once.
  const printState = note.encrypted ? 'disabled' : PAINTED_PRINT_ATTRIBUTE;
  const print = `<button type="button" class="${buttonClasses('primary')}" ${printState}>${escapeHtml(sayWord(t, PRINT_WORDS.print))}</button>`;
  // The way back to an encrypted note needs the key from this page's fragment, which only the browser knows.
  const keeps = note.encrypted ? ` ${PAINTED_LINK_KEY_ATTRIBUTE}` : '';
  const back =
    `<a href="${escapeHtml(routePath('note', note.shareId))}" class="${buttonClasses('secondary')}"${keeps}>` +
    `${escapeHtml(sayWord(t, PRINT_WORDS.back))}</a>`;
  return `<div class="${PRINT_FRAME_CLASS}"><div class="${PRINT_BAR_CLASS}">${print}${back}</div>${noteHtml}</div>`;
}
