// Pure: edits made together while live (docs/design.md §11.8), combined by transform on the editor's document model.
// Each side's edit is read as the difference of two documents, and which difference is taken matters: the smallest
// one, character by character, is what a person did when they typed a few keys at one spot. The difference Quill
// computes for its own use (Delta.diff) is tidied for human reading — it turns "insert here, keep 'b1', insert there"
// into "delete 'b1', insert it again with the rest" — and a text deleted and inserted again by one side carries the
// other side's keys typed beside it off to the edge of that stretch, into the middle of someone's word. So the
// differences here are fast-diff's plain ones, without that tidying.
import Delta, { AttributeMap, OpIterator } from 'quill-delta';
import diff from 'fast-diff';

const EMBED = '\u0000';

function textOf(doc: Delta): string {
  return doc.ops
    .map((op) => {
      if (op.insert === undefined) throw new Error('not a document');
      return typeof op.insert === 'string' ? op.insert : EMBED;
    })
    .join('');
}

const sameInsert = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The change turning document `a` into document `b`, keys where they were typed (Delta.diff without its tidying). */
export function editsBetween(a: Delta, b: Delta): Delta {
  const change = new Delta();
  const from = new OpIterator(a.ops);
  const to = new OpIterator(b.ops);
  for (const [kind, text] of diff(textOf(a), textOf(b), undefined, false)) {
    let length = text.length;
    while (length > 0) {
      let taken: number;
      if (kind === diff.INSERT) {
        taken = Math.min(to.peekLength(), length);
        change.push(to.next(taken));
      } else if (kind === diff.DELETE) {
        taken = Math.min(from.peekLength(), length);
        from.next(taken);
        change.delete(taken);
      } else {
        taken = Math.min(from.peekLength(), to.peekLength(), length);
        const before = from.next(taken);
        const after = to.next(taken);
        if (sameInsert(before.insert, after.insert)) change.retain(taken, AttributeMap.diff(before.attributes, after.attributes));
        else change.push(after).delete(taken);
      }
      length -= taken;
    }
  }
  return change.chop();
}

// Two insertions at one spot: this device's goes first, wherever the two meet (the stored text's rebase and the
// editor's arrival alike). Someone typing a word has its first keys saved and sent while the rest is still being
// typed; another writer's word arriving at that spot must land after the keys typed here, never between them — with
// "theirs first" it would land right after the first key, and the next key, typed at the same spot, after it ("ab4 8").

/**
 * `mine` and `theirs`, both edited from `base`, combined by transform with no word widening: every insertion of each
 * side is kept once, two at one spot mine first. Never a conflict.
 */
export function rebaseThreeWay(base: Delta, mine: Delta, theirs: Delta): Delta {
  return theirs.compose(editsBetween(base, theirs).transform(editsBetween(base, mine), false));
}

/**
 * The change that brings `theirs` (edited from `base`) into `current` (also edited from `base`, the editor's text):
 * applied to `current` it gives what rebaseThreeWay gives; the editor's caret, at the end of what was typed here,
 * stays before an insertion at that spot.
 */
export function arrivalChange(base: Delta, current: Delta, theirs: Delta): Delta {
  return editsBetween(base, current).transform(editsBetween(base, theirs), true);
}
