// What changed between two versions' text, word by word (Myers' O(ND) difference over Intl.Segmenter's word
// segments, spaces and punctuation included, so the pieces put back together give both texts exactly). Pure:
// the History preview marks `added` in <ins> and `removed` in <del>.

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/**
 * Beyond this many changed words the two texts are shown as one removal and one addition between their common
 * start and end: the exact difference would cost time and memory growing with its square, for a preview that
 * would be all marks anyway.
 */
export const MAX_EDITS = 2_000;

let segmenter: Intl.Segmenter | undefined;

/** Words, runs of spaces and punctuation, in order: the text is exactly their concatenation. */
export function diffTokens(text: string): string[] {
  // Word boundaries are the same in every language's rules, so one segmenter serves all notes.
  segmenter ??= new Intl.Segmenter('en', { granularity: 'word' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

type Edit = readonly [DiffKind, string];

/** The shortest edit script from `a` to `b`, or null when it has more than `maxEdits` changes. */
function shortestEdit(a: readonly string[], b: readonly string[], maxEdits: number): Edit[] | null {
  const n = a.length;
  const m = b.length;
  // frontier[d][k + d]: the furthest x reached on diagonal k (x - y) with d changes; only diagonals -d…d exist.
  const frontier: Int32Array[] = [];
  for (let d = 0; d <= Math.min(n + m, maxEdits); d++) {
    const previous = frontier[d - 1];
    const reach = new Int32Array(2 * d + 1);
    for (let k = -d; k <= d; k += 2) {
      let x: number;
      if (!previous) x = 0;
      else if (k === -d || (k !== d && (previous[k - 1 + d - 1] ?? 0) < (previous[k + 1 + d - 1] ?? 0))) x = previous[k + 1 + d - 1] ?? 0;
      else x = (previous[k - 1 + d - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      reach[k + d] = x;
      if (x >= n && y >= m) {
        frontier.push(reach);
        return backtrack(frontier, a, b);
      }
    }
    frontier.push(reach);
  }
  return null;
}

function backtrack(frontier: readonly Int32Array[], a: readonly string[], b: readonly string[]): Edit[] {
  const edits: Edit[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = frontier.length - 1; d > 0; d--) {
    const previous = frontier[d - 1] as Int32Array;
    const k = x - y;
    const down = k === -d || (k !== d && (previous[k - 1 + d - 1] ?? 0) < (previous[k + 1 + d - 1] ?? 0));
    const previousK = down ? k + 1 : k - 1;
    const previousX = previous[previousK + d - 1] ?? 0;
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      edits.push(['same', a[x - 1] ?? '']);
      x -= 1;
      y -= 1;
    }
    if (down) edits.push(['added', b[y - 1] ?? '']);
    else edits.push(['removed', a[x - 1] ?? '']);
    x = previousX;
    y = previousY;
  }
  while (x > 0 && y > 0) {
    edits.push(['same', a[x - 1] ?? '']);
    x -= 1;
    y -= 1;
  }
  return edits.reverse();
}

/**
 * Joins the edits into parts; within each run of changes the removed text comes first, then the added text,
 * so a replaced word reads as "old → new" rather than letters interleaved.
 */
function toParts(edits: readonly Edit[]): DiffPart[] {
  const parts: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) parts.push({ kind: 'removed', text: removed });
    if (added) parts.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  for (const [kind, text] of edits) {
    if (kind === 'removed') removed += text;
    else if (kind === 'added') added += text;
    else {
      flush();
      const last = parts.at(-1);
      if (last?.kind === 'same') last.text += text;
      else parts.push({ kind, text });
    }
  }
  flush();
  return parts;
}

/**
 * A change separated from the next one only by spaces reads as one change: "the red car" → "a blue car" marks
 * "the red" → "a blue", not "the"→"a", " ", "red"→"blue".
 */
function joinNearChanges(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as DiffPart;
    const before = out.at(-1);
    const after = parts[i + 1];
    if (part.kind === 'same' && /^[^\S\n]+$/.test(part.text) && before && before.kind !== 'same' && after && after.kind !== 'same') {
      // Fold the spaces into both sides of the surrounding change; the run is regrouped below.
      out.push({ kind: 'removed', text: part.text }, { kind: 'added', text: part.text });
    } else {
      out.push({ ...part });
    }
  }
  return toParts(out.map((part): Edit => [part.kind, part.text]));
}

/** The parts that turn `before` into `after`: joining the same and removed parts gives `before`, same and added `after`. */
export function diffWords(before: string, after: string, maxEdits = MAX_EDITS): DiffPart[] {
  const a = diffTokens(before);
  const b = diffTokens(after);
  // The common start and end cost nothing to find and keep the search to the changed middle.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);
  const middle = shortestEdit(middleA, middleB, maxEdits) ?? [
    ['removed', middleA.join('')] as const,
    ['added', middleB.join('')] as const,
  ];
  const edits: Edit[] = [['same', a.slice(0, start).join('')], ...middle, ['same', a.slice(a.length - end).join('')]];
  return joinNearChanges(toParts(edits.filter(([, text]) => text !== '')));
}

/** Whether anything differs at all (false: the two versions' text is the same, only formatting may differ). */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}
