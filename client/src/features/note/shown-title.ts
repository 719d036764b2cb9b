// How a title reads on screen. The stored automatic title stays the first line cut at 60 characters
// (spec §5), which can end mid-word ("…with a very long first li"); shown, a title that was cut ends at a
// word boundary when one is close, with an ellipsis, so nobody takes the stump for the whole line.
import { AUTO_TITLE_LENGTH } from '../../../../shared/limits.ts';
import { htmlToPlainText, truncateGraphemes } from '../../../../shared/title.ts';

/** How far back from the cut a word boundary may be and still be used. */
const WORD_BOUNDARY_REACH = 15;

/** Markup per visible character is rarely above this: the first line's start is in this much of the note. */
const MARKUP_PER_CHARACTER = 40;

/** Whether the note's first line (its automatic title's source) is longer than a title may be. */
function firstLineIsLonger(content: string): boolean {
  const head = content.slice(0, (AUTO_TITLE_LENGTH + 1) * MARKUP_PER_CHARACTER).replace(/<[^>]*$/, '');
  const line = htmlToPlainText(head)
    .split(/\r\n|\r|\n/)
    .map((part) => part.trim())
    .find((part) => part.length > 0);
  return line !== undefined && truncateGraphemes(line, AUTO_TITLE_LENGTH) !== line;
}

export function shownTitle(note: { title: string; content: string; renamed: boolean }): string {
  if (note.renamed || !firstLineIsLonger(note.content)) return note.title;
  // Shorter than the cut: the cut fell on a space (trimmed away), so the last word is whole.
  if (truncateGraphemes(note.title, AUTO_TITLE_LENGTH - 1) === note.title) return `${note.title}…`;
  const boundary = note.title.lastIndexOf(' ');
  const kept = boundary >= note.title.length - WORD_BOUNDARY_REACH ? note.title.slice(0, boundary) : note.title;
  return `${kept.trimEnd()}…`;
}
