// Account display names: shown to every reader of an owned note as its `owner`, so they follow the
// same rules as titles. Control characters go (line breaks and tabs become spaces), as do the invisible
// characters that could hide or reorder what a name says; white space is collapsed and trimmed. What is left
// must be 1–80 characters. Pure, so the account forms and the server agree.
import { withoutInvisibles } from './text/title.ts';

export const MAX_NAME_LENGTH = 80;

export type DisplayNameProblem = 'required' | 'name-long';

/** Line breaks, tabs and other control characters that separate words; the rest of Cc (NUL, ESC…) just goes. */
const SPACING_CONTROL = /[\t\n\v\f\r\u0085]/g;
const OTHER_CONTROL = /\p{Cc}/gu;

export function cleanDisplayName(raw: string): string {
  return withoutInvisibles(raw.replace(SPACING_CONTROL, ' ').replace(OTHER_CONTROL, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Counted in code points, so an emoji or an accented letter counts as one however it is encoded in UTF-16. */
export function displayNameProblem(raw: string): DisplayNameProblem | null {
  const name = cleanDisplayName(raw);
  if (name === '') return 'required';
  return [...name].length > MAX_NAME_LENGTH ? 'name-long' : null;
}
