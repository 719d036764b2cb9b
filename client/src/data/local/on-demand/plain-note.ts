// What a decrypted envelope reads as (docs/design.md §10.4): the title a reader is shown and whether it is the
// note's own (a rename) or derived from the text (§9.2). The decrypted text is untrusted — anyone with the key wrote
// it, and the server never checked it — so the title is cleaned here as the server cleans a plaintext title (it is
// only ever shown as text); the content stays raw HTML that is sanitized before it is shown (never server-painted).
import { MAX_TITLE_LENGTH } from '../../../../../shared/limits.ts';
import { deriveTitle, truncateGraphemes, withoutInvisibles } from '../../../../../shared/text/title.ts';
import type { PlainNote } from './note-crypto.ts';

/** Plain one-line text: no invisible or control characters, white space collapsed, at most 200 characters. */
function cleanTitle(title: string): string {
  const line = withoutInvisibles(title.toWellFormed())
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncateGraphemes(line, MAX_TITLE_LENGTH).trimEnd();
}

export interface ReadableText {
  title: string;
  /** The envelope carried a title of its own (the note was renamed); otherwise the title follows the text. */
  renamed: boolean;
  content: string;
}

export function readablePlain(plain: PlainNote): ReadableText {
  const given = plain.title === null ? '' : cleanTitle(plain.title);
  // No title of its own (null, or nothing left after cleaning): derived from the content, as for any note (§9.2).
  return { title: given || deriveTitle(plain.content), renamed: given !== '', content: plain.content };
}
