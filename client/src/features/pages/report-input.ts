// Reading the note a visitor reports: they paste its link (/n/{id}, /n/{id}/print, /share/{id}) or its id, and an
// end-to-end encrypted note's link carries its key after `#` (docs/design.md §10).
import { NOTE_KEY_PATTERN } from '../../../../shared/envelope.ts';
import { isShareId } from '../../../../shared/ids.ts';

const NOTE_LINK = /\/(?:[a-z]{2}\/)?(?:n|share)\/([^/?#]+)/;

/** The share id in `text`, or null when it holds no valid one. */
export function shareIdFromInput(text: string): string | null {
  const trimmed = text.trim();
  if (isShareId(trimmed)) return trimmed;
  const candidate = NOTE_LINK.exec(trimmed)?.[1];
  return isShareId(candidate) ? candidate : null;
}

const KEY_SHAPE = new RegExp(NOTE_KEY_PATTERN);

/** The note key in a pasted link's fragment, or null when it carries none (a plaintext note's link). */
export function noteKeyFromInput(text: string): string | null {
  const fragment = text.trim().split('#')[1] ?? '';
  return KEY_SHAPE.test(fragment) ? fragment : null;
}
