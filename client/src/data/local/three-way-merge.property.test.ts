// Two devices edit one note from the same base. Edits in different places must merge into a text holding
// both sides' insertions and neither side's deletions; edits of the same words must come to the user as a
// conflict, never merged by guess.
import fc from 'fast-check';
import Delta from 'quill-delta';
import { describe, expect, it } from 'vitest';
import { mergeThreeWay } from './three-way-merge.ts';

interface Word {
  text: string;
  bold: boolean;
}
type Model = { words: Word[]; header: boolean }[];

type Edit =
  | { kind: 'replace'; slot: number; text: string }
  | { kind: 'delete'; slot: number }
  | { kind: 'bold'; slot: number }
  | { kind: 'insertAfter'; slot: number; text: string }
  | { kind: 'typeInside'; slot: number; text: string }
  | { kind: 'header'; slot: number };

function toDelta(model: Model): Delta {
  const doc = new Delta();
  for (const paragraph of model) {
    paragraph.words.forEach((word, index) => {
      if (index > 0) doc.insert(' ');
      doc.insert(word.text, word.bold ? { bold: true } : undefined);
    });
    doc.insert('\n', paragraph.header ? { header: 1 } : undefined);
  }
  return doc;
}

/** The base's word slots in reading order, each with its paragraph. */
function slots(model: Model): { paragraph: number; index: number }[] {
  return model.flatMap((paragraph, p) => paragraph.words.map((_word, index) => ({ paragraph: p, index })));
}

/** Applies edits (at most one per slot across both sides) to the base's word slots. */
function apply(base: Model, edits: Edit[]): Model {
  const where = slots(base);
  const bySlot = new Map(edits.filter((edit) => edit.kind !== 'header').map((edit) => [edit.slot, edit]));
  const headers = new Set(edits.flatMap((edit) => (edit.kind === 'header' ? [where[edit.slot]?.paragraph] : [])));
  let slot = 0;
  return base.map((paragraph, p) => {
    const words: Word[] = [];
    for (const word of paragraph.words) {
      const edit = bySlot.get(slot);
      slot += 1;
      if (!edit) words.push(word);
      else if (edit.kind === 'replace') words.push({ text: edit.text, bold: word.bold });
      else if (edit.kind === 'bold') words.push({ ...word, bold: true });
      else if (edit.kind === 'typeInside') words.push({ ...word, text: word.text.slice(0, 1) + edit.text + word.text.slice(1) });
      else if (edit.kind === 'insertAfter') words.push(word, { text: edit.text, bold: false });
    }
    return { words, header: paragraph.header || headers.has(p) };
  });
}

/** The base word slots an edit may touch, counting the neighbour a diff can shift an insertion or deletion into. */
function touches(edit: Edit, model: Model): number[] {
  if (edit.kind === 'header') {
    const where = slots(model);
    const paragraph = where[edit.slot]?.paragraph;
    const inIt = where.flatMap((slot, index) => (slot.paragraph === paragraph ? [index] : []));
    const last = inIt[inIt.length - 1] ?? edit.slot;
    return [last, last + 1];
  }
  return edit.kind === 'delete' || edit.kind === 'insertAfter' ? [edit.slot, edit.slot + 1] : [edit.slot];
}

const lower = fc.stringMatching(/^[a-z]{1,5}$/);
const upper = fc.stringMatching(/^[A-Z]{1,4}$/);

const base: fc.Arbitrary<Model> = fc
  .tuple(fc.uniqueArray(lower, { minLength: 3, maxLength: 24 }), fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }), fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }))
  .map(([texts, sizes, bolds]) => {
    const model: Model = [];
    let next = 0;
    for (const size of sizes) {
      if (next >= texts.length) break;
      const words = texts.slice(next, next + size).map((text, i) => ({ text, bold: bolds[next + i] === true && i % 3 === 0 }));
      next += size;
      model.push({ words, header: false });
    }
    return model;
  });

const edit = (slotCount: number): fc.Arbitrary<Edit> =>
  fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), slot: fc.nat(slotCount - 1), text: upper }),
    fc.record({ kind: fc.constant('delete' as const), slot: fc.nat(slotCount - 1) }),
    fc.record({ kind: fc.constant('bold' as const), slot: fc.nat(slotCount - 1) }),
    fc.record({ kind: fc.constant('insertAfter' as const), slot: fc.nat(slotCount - 1), text: upper }),
    fc.record({ kind: fc.constant('typeInside' as const), slot: fc.nat(slotCount - 1), text: upper }),
    fc.record({ kind: fc.constant('header' as const), slot: fc.nat(slotCount - 1) }),
  );

/** One edit per slot on a side; the first of several wins. */
function onePerSlot(edits: Edit[]): Edit[] {
  const seen = new Set<string>();
  return edits.filter((e) => {
    const key = e.kind === 'header' ? `h${e.slot}` : `w${e.slot}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const twoSides = base.chain((model) => {
  const count = slots(model).length;
  return fc.tuple(fc.constant(model), fc.array(edit(count), { minLength: 1, maxLength: 4 }), fc.array(edit(count), { minLength: 1, maxLength: 4 }));
});

/** Plain text of a document, to check what either side typed or removed is (not) there. */
const textOf = (doc: Delta): string => doc.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');

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
    expect(result).toEqual({ conflict: { spans: [{ start: 6, end: 10 }] } });
  });
});
