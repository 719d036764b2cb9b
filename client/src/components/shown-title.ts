// How a title reads on screen. The stored automatic title stays the first line cut at 60 characters
// (docs/design.md §9.2), which can end mid-word ("…with a very long first li"); shown, a title that was cut ends at a
// word boundary when one is close, with an ellipsis, so nobody takes the stump for the whole line.
import { AUTO_TITLE_LENGTH } from '../../../shared/limits.ts';
import { titleWasCut, truncateGraphemes } from '../../../shared/text/title.ts';

/** How far back from the cut a word boundary may be and still be used. */
const WORD_BOUNDARY_REACH = 15;

/**
 * A note as its title is shown from: with its text, or — a row of a list, which never reads the text — with whether
 * its title was cut from it (data/local/note-list.ts keeps that).
 */
export type TitledNote = { title: string; renamed: boolean } & ({ content: string } | { titleCut: boolean });

export function shownTitle(note: TitledNote): string {
  const cut = 'titleCut' in note ? note.titleCut : titleWasCut(note.title, note.content);
  if (note.renamed || !cut) return note.title;
  // Shorter than the cut: the cut fell on a space (trimmed away), so the last word is whole.
  if (truncateGraphemes(note.title, AUTO_TITLE_LENGTH - 1) === note.title) return `${note.title}…`;
  const boundary = note.title.lastIndexOf(' ');
  const kept = boundary >= note.title.length - WORD_BOUNDARY_REACH ? note.title.slice(0, boundary) : note.title;
  return `${kept.trimEnd()}…`;
}
