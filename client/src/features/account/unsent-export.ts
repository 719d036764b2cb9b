// The text of changes a sign-out may not deliver, as one plain-text file the user keeps before signing out
// (a sign-out never loses text silently). Pure, so the file's content is tested without a browser.
import { htmlToPlainText } from '../../../../shared/text/title.ts';
import type { UnsentText } from '../../data/account/sign-out.ts';

/** The downloaded file's name. */
export const EXPORT_FILE_NAME = 'unsent-notes.txt';

const SEPARATOR = '\n----------\n\n';

/** Each note as its title, a blank line and its text (lines as the editor showed them). */
export function exportText(texts: readonly UnsentText[]): string {
  return texts.map(({ title, content }) => `${title}\n\n${htmlToPlainText(content).trim()}\n`).join(SEPARATOR);
}
