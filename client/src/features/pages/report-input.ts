// Reading the note a visitor reports: they paste its link (/n/{id}, /n/{id}/print, /share/{id}) or its id.
import { isShareId } from '../../../../shared/ids.ts';

const NOTE_LINK = /\/(?:[a-z]{2}\/)?(?:n|share)\/([^/?#]+)/;

/** The share id in `text`, or null when it holds no valid one. */
export function shareIdFromInput(text: string): string | null {
  const trimmed = text.trim();
  if (isShareId(trimmed)) return trimmed;
  const candidate = NOTE_LINK.exec(trimmed)?.[1];
  return isShareId(candidate) ? candidate : null;
}
