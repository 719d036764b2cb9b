// The note a reader sees once its envelope is open (docs/design.md §10): the shared note's dates and flags with the
// decrypted title and content. The decrypted text is untrusted — anyone with the key wrote it, and the server never
// checked it — so the title is cleaned here as the server cleans a plaintext title (it is only ever shown as text),
// and the content stays raw HTML that NoteContent sanitizes before it reaches the page (it is not server-painted).
import type { SharedNote } from '../../../../shared/api.ts';
import { MAX_TITLE_LENGTH } from '../../../../shared/limits.ts';
import { deriveTitle, truncateGraphemes, withoutInvisibles } from '../../../../shared/title.ts';
import type { PlainNote } from '../../platform/note-crypto.ts';

/** Plain one-line text: no invisible or control characters, white space collapsed, at most 200 characters. */
function cleanTitle(title: string): string {
  const line = withoutInvisibles(title.toWellFormed())
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncateGraphemes(line, MAX_TITLE_LENGTH).trimEnd();
}

export function decryptedNote(note: SharedNote, plain: PlainNote): SharedNote {
  const given = plain.title === null ? '' : cleanTitle(plain.title);
  // No title of its own (null, or nothing left after cleaning): derived from the content, as for any note (§9.2).
  const title = given || deriveTitle(plain.content);
  return { ...note, title, content: plain.content, renamed: given !== '' };
}
