// How a title reads on screen. The stored automatic title stays the first line cut at 60 characters
// (docs/design.md §9.2), which can end mid-word ("…with a very long first li"); shown, a title that was cut ends at a
// word boundary when one is close, with an ellipsis, so nobody takes the stump for the whole line.
import { AUTO_TITLE_LENGTH } from '../../../shared/limits.ts';
import { firstLine, truncateGraphemes } from '../../../shared/text/title.ts';

/** How far back from the cut a word boundary may be and still be used. */
const WORD_BOUNDARY_REACH = 15;

/** A title this short was never cut (trimming after the cut removes only the white space at it). */
const NEVER_CUT_BELOW = AUTO_TITLE_LENGTH - WORD_BOUNDARY_REACH;

/** Whether the note's first line (its automatic title's source) is longer than a title may be. */
function firstLineIsLonger(title: string, content: string): boolean {
  // Most titles are short: only a long one costs a look at the note's text.
  if (truncateGraphemes(title, NEVER_CUT_BELOW) === title) return false;
  const line = firstLine(content);
  return line !== null && truncateGraphemes(line, AUTO_TITLE_LENGTH) !== line;
}

export function shownTitle(note: { title: string; content: string; renamed: boolean }): string {
  if (note.renamed || !firstLineIsLonger(note.title, note.content)) return note.title;
  // Shorter than the cut: the cut fell on a space (trimmed away), so the last word is whole.
  if (truncateGraphemes(note.title, AUTO_TITLE_LENGTH - 1) === note.title) return `${note.title}…`;
  const boundary = note.title.lastIndexOf(' ');
  const kept = boundary >= note.title.length - WORD_BOUNDARY_REACH ? note.title.slice(0, boundary) : note.title;
  return `${kept.trimEnd()}…`;
}
