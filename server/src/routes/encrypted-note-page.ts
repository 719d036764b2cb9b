// What /n/{id} (and its print view) paints for an end-to-end encrypted note (docs/design.md §10). The server holds
// only the envelope, so the page says nothing about the note: a neutral title for <title> and the og tags, a
// "Decrypting…" placeholder whose container hands the envelope to the client, and a <noscript> line. Nothing here
// reads the envelope as HTML or text (no description, reading time or word count is derived from it).
import { ENCRYPTED_NOTE_WORDS } from '../../../shared/encrypted-note-words.ts';
import { ENCRYPTED_NOTE_ATTRIBUTE, PAINTED_NOTE_CLASS } from '../../../shared/initial-data.ts';
import { escapeHtml } from '../pages/page-render.ts';
import { sayWord as say, type Translate } from '../lib/translations.ts';

/** The page's title and description: the same neutral words for every encrypted note. */
export function encryptedNoteHead(t: Translate): { title: string; description: string } {
  const title = say(t, ENCRYPTED_NOTE_WORDS.title);
  return { title, description: title };
}

/** The placeholder the client replaces with the decrypted note; the envelope rides in the container's attribute. */
export function encryptedNoteBody(envelope: string, t: Translate): string {
  // escapeHtml is belt and braces: a stored envelope passed the strict check and holds only [A-Za-z0-9_.-].
  return (
    `<div class="${PAINTED_NOTE_CLASS}" ${ENCRYPTED_NOTE_ATTRIBUTE}="${escapeHtml(envelope)}">` +
    `<p class="note-ssr-notice" role="status">${escapeHtml(say(t, ENCRYPTED_NOTE_WORDS.decrypting))}</p>` +
    `<noscript><p class="note-ssr-notice">${escapeHtml(say(t, ENCRYPTED_NOTE_WORDS.needsJavaScript))}</p></noscript>` +
    `</div>`
  );
}
