// Two devices edit one note from the same base, overlapping or not. Whatever the writer chooses for the stretches
// both changed, every change of either side outside them must survive, and "Keep both" must lose nothing of
// either side at all.
import fc from 'fast-check';
import Delta from 'quill-delta';
import { describe, expect, it } from 'vitest';
import { conflictRegions, resolveHunks, StaleChoicesError, type BothLabels, type HunkChoice } from './merge-resolve.ts';
import { mergeThreeWay } from './three-way-merge.ts';
import { apply, onePerSlot, slots, textOf, toDelta, twoSides, type Edit, type Model } from '../../testing/merge-edits.ts';

const LABELS: BothLabels = { mine: '[mine]', theirs: '[theirs]' };

/** The words a side's edits put into the note (each must be somewhere in a text that kept that side). */
function typed(model: Model, edits: Edit[]): string[] {
  const where = slots(model);
  return edits.flatMap((e) => {
    if (e.kind === 'replace' || e.kind === 'insertAfter') return [e.text];
    if (e.kind !== 'typeInside') return [];
    const slot = where[e.slot];
    const word = slot ? model[slot.paragraph]?.words[slot.index]?.text : undefined;
    return word ? [word.slice(0, 1) + e.text + word.slice(1)] : [];
  });
}

/** Base words no side replaced, deleted or typed into: both sides still have them, so the result must. */
function untouched(model: Model, edits: Edit[]): string[] {
  const changed = new Set(edits.flatMap((e) => (e.kind === 'replace' || e.kind === 'delete' || e.kind === 'typeInside' ? [e.slot] : [])));
  return slots(model).flatMap((slot, index) => (changed.has(index) ? [] : [model[slot.paragraph]?.words[slot.index]?.text ?? '']));
}

const words = (doc: Delta): string[] => textOf(doc).split(/[^A-Za-z[\]]+/).filter(Boolean);

/** Random edits on two sides, overlapping or not, that the merge could not settle by itself. */
const conflicting = twoSides
  .map(([model, rawMine, rawTheirs]) => {
    const mine = onePerSlot(rawMine);
    const theirs = onePerSlot(rawTheirs);
    const docs = { base: toDelta(model), mine: toDelta(apply(model, mine)), theirs: toDelta(apply(model, theirs)) };
    return { model, mine, theirs, docs, result: mergeThreeWay(docs.base, docs.mine, docs.theirs) };
  })
  .filter(({ result }) => 'conflict' in result);

describe('settling a conflict stretch by stretch', () => {
  it('"Keep both" keeps every word either side typed and every word neither side removed', () => {
    fc.assert(
      fc.property(conflicting, ({ model, mine, theirs, docs, result }) => {
        if (!('conflict' in result)) return;
        const kept = words(resolveHunks(docs.base, docs.mine, docs.theirs, result.conflict.hunks, 'both', LABELS));
        for (const word of [...typed(model, mine), ...typed(model, theirs), ...untouched(model, [...mine, ...theirs])]) expect(kept).toContain(word);
      }),
      { numRuns: 1000 },
    );
  });

  it('"Keep mine" keeps everything I typed, and "Take theirs" everything they typed', () => {
    fc.assert(
      fc.property(conflicting, ({ model, mine, theirs, docs, result }) => {
        if (!('conflict' in result)) return;
        const { hunks } = result.conflict;
        const mineKept = words(resolveHunks(docs.base, docs.mine, docs.theirs, hunks, 'mine', LABELS));
        for (const word of typed(model, mine)) expect(mineKept).toContain(word);
        const theirsKept = words(resolveHunks(docs.base, docs.mine, docs.theirs, hunks, 'theirs', LABELS));
        for (const word of typed(model, theirs)) expect(theirsKept).toContain(word);
      }),
      { numRuns: 1000 },
    );
  });

  it('a choice per stretch keeps, in each stretch, every word the side chosen there typed', () => {
    const withChoices = conflicting.chain((conflict) => {
      const count = 'conflict' in conflict.result ? conflict.result.conflict.hunks.length : 0;
      return fc.tuple(fc.constant(conflict), fc.array(fc.constantFrom<HunkChoice>('mine', 'theirs', 'both'), { minLength: count, maxLength: count }));
    });
    fc.assert(
      fc.property(withChoices, ([{ docs, result }, choices]) => {
        if (!('conflict' in result)) return;
        const { hunks } = result.conflict;
        const settled = resolveHunks(docs.base, docs.mine, docs.theirs, hunks, choices, LABELS);
        // Stretch by stretch, the same text as that one choice everywhere would have put there.
        hunks.forEach((hunk, index) => {
          const side = choices[index] === 'theirs' ? docs.theirs : docs.mine;
          const span = choices[index] === 'theirs' ? hunk.theirs : hunk.mine;
          expect(textOf(settled)).toContain(textOf(side.slice(span.start, span.end)));
        });
        // One choice repeated for every stretch is that choice.
        for (const choice of ['mine', 'theirs', 'both'] as const) {
          expect(resolveHunks(docs.base, docs.mine, docs.theirs, hunks, hunks.map(() => choice), LABELS)).toEqual(
            resolveHunks(docs.base, docs.mine, docs.theirs, hunks, choice, LABELS),
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a settled note is a well-formed document: it ends its last line, as the editor needs', () => {
    fc.assert(
      fc.property(conflicting, fc.constantFrom('mine' as const, 'theirs' as const, 'both' as const), ({ docs, result }, choice) => {
        if (!('conflict' in result)) return;
        const settled = resolveHunks(docs.base, docs.mine, docs.theirs, result.conflict.hunks, choice, LABELS);
        expect(settled.ops.every((op) => op.insert !== undefined)).toBe(true);
        expect(textOf(settled).endsWith('\n')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('what the conflict panel shows', () => {
  // A shopping list: I changed the first and last lines' words apart from each other and one word they changed too.
  const base = new Delta().insert('Meet at noon\nBring snacks\nCall Sam\n');
  const mine = new Delta().insert('Meet at one\nBring snacks and drinks\nCall Sam\n');
  const theirs = new Delta().insert('Meet at noon\nBring snacks and plates\nCall Sam today\n');

  it('only the words both changed are asked about, each with its paragraph; the rest is merged whatever is chosen', () => {
    const result = mergeThreeWay(base, mine, theirs);
    if (!('conflict' in result)) throw new Error('expected a conflict');
    expect(conflictRegions(mine, theirs, result.conflict.hunks)).toEqual([
      { mine: { before: 'Bring ', part: 'snacks and drinks', after: '' }, theirs: { before: 'Bring ', part: 'snacks and plates', after: '' } },
    ]);
    const settle = (choice: 'mine' | 'theirs' | 'both') => textOf(resolveHunks(base, mine, theirs, result.conflict.hunks, choice, LABELS));
    expect(settle('mine')).toBe('Meet at one\nBring snacks and drinks\nCall Sam today\n');
    expect(settle('theirs')).toBe('Meet at one\nBring snacks and plates\nCall Sam today\n');
    expect(settle('both')).toBe('Meet at one\nBring [mine] snacks and drinks [theirs] snacks and plates\nCall Sam today\n');
  });

  it('with two stretches, each keeps what was chosen for it; choices made for other stretches are refused', () => {
    const twoBase = new Delta().insert('Meet at noon\nBring snacks\n');
    const twoMine = new Delta().insert('Meet at one\nBring snacks and drinks\n');
    const twoTheirs = new Delta().insert('Meet at two\nBring snacks and plates\n');
    const result = mergeThreeWay(twoBase, twoMine, twoTheirs);
    if (!('conflict' in result)) throw new Error('expected a conflict');
    const { hunks } = result.conflict;
    expect(hunks).toHaveLength(2);
    expect(textOf(resolveHunks(twoBase, twoMine, twoTheirs, hunks, ['mine', 'theirs'], LABELS))).toBe('Meet at one\nBring snacks and plates\n');
    expect(textOf(resolveHunks(twoBase, twoMine, twoTheirs, hunks, ['theirs', 'both'], LABELS))).toBe(
      'Meet at two\nBring [mine] snacks and drinks [theirs] snacks and plates\n',
    );
    expect(() => resolveHunks(twoBase, twoMine, twoTheirs, hunks, ['mine'], LABELS)).toThrow(StaleChoicesError);
  });

  it('the labels of "Keep both" stand out in bold, the kept text keeps its own formatting', () => {
    const doc = new Delta().insert('a ').insert('bold', { bold: true }).insert(' word\n');
    const result = mergeThreeWay(doc, new Delta().insert('a ').insert('bolder', { bold: true }).insert(' word\n'), new Delta().insert('a ').insert('bald', { bold: true }).insert(' word\n'));
    if (!('conflict' in result)) throw new Error('expected a conflict');
    const both = resolveHunks(doc, new Delta().insert('a ').insert('bolder', { bold: true }).insert(' word\n'), new Delta().insert('a ').insert('bald', { bold: true }).insert(' word\n'), result.conflict.hunks, 'both', LABELS);
    expect(both.ops).toEqual([
      { insert: 'a ' },
      { insert: '[mine]', attributes: { bold: true } },
      { insert: ' ' },
      { insert: 'bolder', attributes: { bold: true } },
      { insert: ' ' },
      { insert: '[theirs]', attributes: { bold: true } },
      { insert: ' ' },
      { insert: 'bald', attributes: { bold: true } },
      { insert: ' word\n' },
    ]);
  });

  it('a long paragraph is shown around the changed words only, cut with an ellipsis', () => {
    const long = 'x '.repeat(100);
    const result = mergeThreeWay(new Delta().insert(`${long}cat ${long}\n`), new Delta().insert(`${long}cap ${long}\n`), new Delta().insert(`${long}bat ${long}\n`));
    if (!('conflict' in result)) throw new Error('expected a conflict');
    const [region] = conflictRegions(new Delta().insert(`${long}cap ${long}\n`), new Delta().insert(`${long}bat ${long}\n`), result.conflict.hunks);
    expect(region?.mine.part).toBe('cap');
    expect(region?.mine.before.startsWith('…')).toBe(true);
    expect(region?.mine.after.endsWith('…')).toBe(true);
    expect(region?.mine.before.length).toBeLessThanOrEqual(81);
  });
});
