// Two devices edit one note from the same base. Edits in different places must merge into a text holding
// both sides' insertions and neither side's deletions; edits of the same words must come to the user as a
// conflict, never merged by guess.
import fc from 'fast-check';
import Delta from 'quill-delta';
import { describe, expect, it } from 'vitest';
import { mergeThreeWay } from './three-way-merge.ts';
import { apply, base, onePerSlot, slots, textOf, toDelta, touches, twoSides, upper, type Edit, type Model } from '../../testing/merge-edits.ts';

describe('merging two devices’ edits of one note', () => {
  it('edits in different places merge into exactly both edits applied, keeping every insertion and no deletion', () => {
    fc.assert(
      fc.property(twoSides, ([model, rawMine, rawTheirs]) => {
        const mine = onePerSlot(rawMine);
        // Theirs keeps only what lies at least one untouched word away from everything mine touched.
        const mineTouched = mine.flatMap((e) => touches(e, model));
        const theirs = onePerSlot(rawTheirs).filter((e) => touches(e, model).every((slot) => mineTouched.every((m) => Math.abs(m - slot) >= 2)));
        const result = mergeThreeWay(toDelta(model), toDelta(apply(model, mine)), toDelta(apply(model, theirs)));
        if (!('merged' in result)) throw new Error(`unexpected conflict ${JSON.stringify(result.conflict)}`);
        expect(result.merged.ops).toEqual(toDelta(apply(model, [...mine, ...theirs])).ops);
        const merged = textOf(result.merged);
        for (const e of [...mine, ...theirs]) if (e.kind === 'insertAfter' || e.kind === 'replace') expect(merged).toContain(e.text);
      }),
      { numRuns: 1000 },
    );
  });

  it('edits of the same word always come back as a conflict, with neither side merged by guess', () => {
    const sameWord = base.chain((model) => {
      const count = slots(model).length;
      const wordEdit = (slot: number, text: string): fc.Arbitrary<Edit> =>
        fc.constantFrom<Edit>(
          { kind: 'replace', slot, text },
          { kind: 'delete', slot },
          { kind: 'bold', slot },
          { kind: 'typeInside', slot, text },
        );
      return fc
        .tuple(fc.nat(count - 1), upper, upper)
        .filter(([, a, b]) => a !== b)
        .chain(([slot, a, b]) => fc.tuple(fc.constant(model), fc.oneof(wordEdit(slot, a), fc.constant<Edit>({ kind: 'insertAfter', slot, text: a })), wordEdit(slot, b)))
        .map(([m, mine, theirs]): [Model, Edit, Edit] => (mine.kind === 'insertAfter' ? [m, mine, { kind: 'insertAfter', slot: mine.slot, text: `${mine.text}Q` }] : [m, mine, theirs]));
    });
    fc.assert(
      fc.property(sameWord, ([model, mine, theirs]) => {
        // Identical edits are no disagreement.
        fc.pre(!(mine.kind === theirs.kind && (mine.kind === 'delete' || mine.kind === 'bold')));
        const bold = mine.kind === 'bold' || theirs.kind === 'bold';
        const slot = slots(model)[mine.slot];
        // Bolding a word already bold changes nothing on that side.
        fc.pre(!(bold && slot && model[slot.paragraph]?.words[slot.index]?.bold));
        const result = mergeThreeWay(toDelta(model), toDelta(apply(model, [mine])), toDelta(apply(model, [theirs])));
        expect('conflict' in result).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('a side that changed nothing takes the other side whole, and two identical edits are no conflict', () => {
    const doc = new Delta().insert('one two three\n');
    const edited = new Delta().insert('one TWO three\n');
    expect(mergeThreeWay(doc, doc, edited)).toEqual({ merged: edited });
    expect(mergeThreeWay(doc, edited, doc)).toEqual({ merged: edited });
    expect(mergeThreeWay(doc, edited, edited)).toEqual({ merged: edited });
  });

  it('typing in one paragraph while another device makes a different paragraph a heading merges', () => {
    const doc = new Delta().insert('first line\nsecond line\n');
    const mine = new Delta().insert('first line typed\nsecond line\n');
    const theirs = new Delta().insert('first line\nsecond line').insert('\n', { header: 2 });
    expect(mergeThreeWay(doc, mine, theirs)).toEqual({ merged: new Delta().insert('first line typed\nsecond line').insert('\n', { header: 2 }) });
  });

  it('two devices typing at the very same place is a conflict: whose words come first is not for us to guess', () => {
    const doc = new Delta().insert('alpha beta\n');
    const result = mergeThreeWay(doc, new Delta().insert('alpha X beta\n'), new Delta().insert('alpha Y beta\n'));
    expect(result).toEqual({ conflict: { hunks: [{ base: { start: 6, end: 10 }, mine: { start: 6, end: 12 }, theirs: { start: 6, end: 12 } }] } });
  });
});
