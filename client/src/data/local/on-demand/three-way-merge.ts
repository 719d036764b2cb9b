// Pure: a three-way merge of two edits of one note on its document model, Quill Deltas (docs/design.md §6.4).
// base is the text this device last had from the server, mine this device's text, theirs the server's now.
// Each side's change is base.diff(side); when the two touch different words they are combined with
// quill-delta's own transform (no hand-written OT), otherwise the overlapping stretches come back as hunks,
// for the user to choose per hunk while everything else is merged (merge-resolve.ts).
import type Delta from 'quill-delta';

/** A stretch of one document, in Delta positions (characters, an embed counts one). */
export interface Span {
  start: number;
  end: number;
}

/** A stretch both sides changed: where it lies in base, and what became of it in each side's document. */
export interface Hunk {
  base: Span;
  mine: Span;
  theirs: Span;
}

/** Hunks are in document order and never touch one another. */
export type MergeResult = { merged: Delta } | { conflict: { hunks: Hunk[] } };

/** Letters, digits and combining marks make words; spaces, punctuation, line ends and embeds separate them. */
const WORD = /[\p{L}\p{N}\p{M}]/u;
const EMBED = '\uFFFC';

function baseText(doc: Delta): string {
  return doc.ops.map((op) => (typeof op.insert === 'string' ? op.insert : EMBED)).join('');
}

/**
 * Where a change (a diff against base) touches base, widened to whole words: a change that cuts into a word
 * takes the word, and an insertion takes the words it touches on either side (typing at a word's end changes
 * that word). An insertion between two non-word characters stays a point (start === end).
 */
function touchedSpans(change: Delta, text: string): Span[] {
  const isWord = (index: number): boolean => index >= 0 && index < text.length && WORD.test(text[index] ?? '');
  const widen = (start: number, end: number): Span => {
    let s = start;
    let e = end;
    const point = s === e;
    if (point ? isWord(s - 1) : isWord(s - 1) && isWord(s)) while (isWord(s - 1)) s -= 1;
    if (point ? isWord(e) : isWord(e - 1) && isWord(e)) while (isWord(e)) e += 1;
    return { start: s, end: e };
  };
  const spans: Span[] = [];
  let position = 0;
  for (const op of change.ops) {
    if (op.insert !== undefined) {
      spans.push(widen(position, position));
    } else if (op.delete !== undefined) {
      spans.push(widen(position, position + op.delete));
      position += op.delete;
    } else if (op.retain !== undefined) {
      const length = typeof op.retain === 'number' ? op.retain : 1;
      // A retain with attributes (or into an embed) re-formats that stretch.
      if (op.attributes !== undefined || typeof op.retain !== 'number') spans.push(widen(position, position + length));
      position += length;
    }
  }
  return spans;
}

/**
 * Two changes collide when they share a character of base, or insert at the same point (whose text would
 * come first is nobody's call), or one inserts strictly inside what the other changed.
 */
function collide(a: Span, b: Span): boolean {
  const aPoint = a.start === a.end;
  const bPoint = b.start === b.end;
  if (aPoint && bPoint) return a.start === b.start;
  if (aPoint) return b.start < a.start && a.start < b.end;
  if (bPoint) return a.start < b.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

const touch = (a: Span, b: Span): boolean => a.start <= b.end && b.start <= a.end;

/** Sorted, with touching spans joined. */
function coalesce(spans: Span[]): Span[] {
  const joined: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const last = joined[joined.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

/**
 * The collisions grown until no change of either side touches a hunk's edge from outside: a change right at a
 * hunk's edge would otherwise be cut in two (or an insertion there be claimed by both the hunk and what lies
 * beside it). So every change outside the hunks lies strictly between them and merges on its own.
 */
function hunkSpans(collisions: Span[], changes: Span[]): Span[] {
  let hunks = coalesce(collisions);
  for (;;) {
    const grown = coalesce([...hunks, ...changes.filter((change) => hunks.some((hunk) => touch(change, hunk)))]);
    if (grown.length === hunks.length && grown.every((hunk, i) => hunk.start === hunks[i]?.start && hunk.end === hunks[i]?.end)) return hunks;
    hunks = grown;
  }
}

/** Where a stretch of base lies in a side, taking every insertion at its edges into it. */
const sideSpan = (change: Delta, span: Span): Span => ({ start: change.transformPosition(span.start, true), end: change.transformPosition(span.end) });

/** Base with both changes applied; only for changes that do not collide (whose text comes first is not asked). */
export function combine(base: Delta, ours: Delta, others: Delta): Delta {
  // Ours counts as first: theirs is moved over it (priority only matters for same-point inserts, excluded).
  return base.compose(ours).compose(ours.transform(others, true));
}

/** Merges `mine` and `theirs`, both edited from `base` (all three documents: inserts only). */
export function mergeThreeWay(base: Delta, mine: Delta, theirs: Delta): MergeResult {
  const ours = base.diff(mine);
  const others = base.diff(theirs);
  if (others.ops.length === 0 || mine.diff(theirs).ops.length === 0) return { merged: mine };
  if (ours.ops.length === 0) return { merged: theirs };
  const text = baseText(base);
  const ourSpans = touchedSpans(ours, text);
  const otherSpans = touchedSpans(others, text);
  const collisions: Span[] = [];
  for (const a of ourSpans) {
    for (const b of otherSpans) {
      if (collide(a, b)) collisions.push({ start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) });
    }
  }
  if (collisions.length === 0) return { merged: combine(base, ours, others) };
  const hunks = hunkSpans(collisions, [...ourSpans, ...otherSpans]).map((span) => ({ base: span, mine: sideSpan(ours, span), theirs: sideSpan(others, span) }));
  return { conflict: { hunks } };
}

