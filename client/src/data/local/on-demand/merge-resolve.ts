// Pure: settling a conflict the three-way merge found (three-way-merge.ts) hunk by hunk. Everything between
// the hunks is merged as usual, so every change of either side that did not overlap is kept whatever is
// chosen; only the hunks take the chosen side — or both, one after the other, each under its label. Also the
// excerpts the conflict panel shows: each hunk with the rest of its paragraph around it.
import Delta from 'quill-delta';
import { combine, type Hunk, type Span } from './three-way-merge.ts';

export type HunkChoice = 'mine' | 'theirs' | 'both';

/** One choice for every hunk, or one per hunk in the note's order. */
export type HunkChoices = HunkChoice | readonly HunkChoice[];

/** Per-hunk choices made for another set of hunks: the note changed since the writer chose. */
export class StaleChoicesError extends Error {
  constructor() {
    super('The choices were made for other overlapping stretches than the note has now');
    this.name = 'StaleChoicesError';
  }
}

/** The labels that mark each side's text when both are kept (translated by the caller). */
export interface BothLabels {
  mine: string;
  theirs: string;
}

/**
 * The part of a change (a diff against base) that lies in base's [from, to), in that stretch's own positions.
 * Insertions right at an edge belong to the hunk there, so they are taken only at the document's own ends.
 * Cut from the whole note's diff, never diffed again: a diff of the stretch alone may line the text up
 * differently and claim words a hunk holds.
 */
function changeWithin(change: Delta, from: number, to: number, open: { start: boolean; end: boolean }): Delta {
  const part = new Delta();
  let position = 0;
  for (const op of change.ops) {
    if (op.insert !== undefined) {
      if ((position > from || (open.start && position === from)) && (position < to || (open.end && position === to))) part.push(op);
      continue;
    }
    const length = op.delete ?? (typeof op.retain === 'number' ? op.retain : 1);
    const start = Math.max(position, from);
    const end = Math.min(position + length, to);
    if (end > start) {
      if (op.delete !== undefined) part.delete(end - start);
      else if (typeof op.retain === 'number') part.retain(end - start, op.attributes);
      else part.push(op);
    }
    position += length;
  }
  return part.chop();
}

/** Base with both changes applied between the end of one hunk and the start of the next. */
function mergeBetween(base: Delta, ours: Delta, others: Delta, from: Hunk | null, to: Hunk | null): Delta {
  const start = from?.base.end ?? 0;
  const end = to?.base.start ?? base.length();
  const open = { start: from === null, end: to === null };
  return combine(base.slice(start, end), changeWithin(ours, start, end, open), changeWithin(others, start, end, open));
}

/** Whether a document ends in the middle of a word (a label put there needs a space first). */
function endsInText(doc: Delta): boolean {
  const last = doc.ops[doc.ops.length - 1]?.insert;
  return typeof last === 'string' && /\S$/u.test(last);
}

function chosen(mine: Delta, theirs: Delta, hunk: Hunk, choice: HunkChoice, labels: BothLabels, afterText: boolean): Delta {
  const minePart = mine.slice(hunk.mine.start, hunk.mine.end);
  const theirPart = theirs.slice(hunk.theirs.start, hunk.theirs.end);
  if (choice === 'mine') return minePart;
  if (choice === 'theirs') return theirPart;
  // Bold labels, so the writer sees at a glance where the two versions are and which is which.
  return new Delta()
    .insert(afterText ? ' ' : '')
    .insert(labels.mine, { bold: true })
    .insert(' ')
    .concat(minePart)
    .insert(' ')
    .insert(labels.theirs, { bold: true })
    .insert(' ')
    .concat(theirPart);
}

/**
 * The note settled with `choices` (one for all hunks, or one per hunk: else StaleChoicesError), all three
 * documents inserts only.
 */
export function resolveHunks(base: Delta, mine: Delta, theirs: Delta, hunks: readonly Hunk[], choices: HunkChoices, labels: BothLabels): Delta {
  if (typeof choices !== 'string' && choices.length !== hunks.length) throw new StaleChoicesError();
  // The same diffs the merge found the hunks with (a diff is deterministic).
  const ours = base.diff(mine);
  const others = base.diff(theirs);
  let result = new Delta();
  let previous: Hunk | null = null;
  for (const [index, hunk] of hunks.entries()) {
    const choice = typeof choices === 'string' ? choices : choices[index]!;
    result = result.concat(mergeBetween(base, ours, others, previous, hunk));
    result = result.concat(chosen(mine, theirs, hunk, choice, labels, endsInText(result)));
    previous = hunk;
  }
  return result.concat(mergeBetween(base, ours, others, previous, null));
}

/** One side's text of a hunk, with the rest of its paragraph before and after it. */
export interface Excerpt {
  before: string;
  part: string;
  after: string;
}

export interface ConflictRegion {
  mine: Excerpt;
  theirs: Excerpt;
}

/** At most this many characters of context on either side; a long paragraph is cut with an ellipsis. */
const CONTEXT_CHARS = 80;

const plainText = (doc: Delta): string => doc.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '\uFFFC')).join('');

function excerpt(text: string, span: Span): Excerpt {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const nextBreak = text.indexOf('\n', span.end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const before = text.slice(Math.max(lineStart, span.start - CONTEXT_CHARS), span.start);
  const after = text.slice(span.end, Math.min(lineEnd, span.end + CONTEXT_CHARS));
  // An embed (an image) has no text to show; the part's own line end is shown as the break it is.
  const clean = (value: string) => value.replaceAll('\uFFFC', '');
  return {
    before: `${span.start - CONTEXT_CHARS > lineStart ? '…' : ''}${clean(before)}`,
    part: clean(text.slice(span.start, span.end)).replace(/\n$/, ''),
    after: `${clean(after)}${span.end + CONTEXT_CHARS < lineEnd ? '…' : ''}`,
  };
}

/** What each hunk looks like on either side, in paragraph context, for the writer to compare. */
export function conflictRegions(mine: Delta, theirs: Delta, hunks: readonly Hunk[]): ConflictRegion[] {
  const mineText = plainText(mine);
  const theirText = plainText(theirs);
  return hunks.map((hunk) => ({ mine: excerpt(mineText, hunk.mine), theirs: excerpt(theirText, hunk.theirs) }));
}
