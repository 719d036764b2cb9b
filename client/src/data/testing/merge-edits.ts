// Test helper: a note as paragraphs of words, edits of its words on two devices, and its Quill Delta, for the
// property tests of the three-way merge and of settling its conflicts (data/local/*merge*.property.test.ts).
import fc from 'fast-check';
import Delta from 'quill-delta';

export interface Word {
  text: string;
  bold: boolean;
}
export type Model = { words: Word[]; header: boolean }[];

export type Edit =
  | { kind: 'replace'; slot: number; text: string }
  | { kind: 'delete'; slot: number }
  | { kind: 'bold'; slot: number }
  | { kind: 'insertAfter'; slot: number; text: string }
  | { kind: 'typeInside'; slot: number; text: string }
  | { kind: 'header'; slot: number };

export function toDelta(model: Model): Delta {
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
export function slots(model: Model): { paragraph: number; index: number }[] {
  return model.flatMap((paragraph, p) => paragraph.words.map((_word, index) => ({ paragraph: p, index })));
}

/** Applies edits (at most one per slot across both sides) to the base's word slots. */
export function apply(base: Model, edits: Edit[]): Model {
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
export function touches(edit: Edit, model: Model): number[] {
  if (edit.kind === 'header') {
    const where = slots(model);
    const paragraph = where[edit.slot]?.paragraph;
    const inIt = where.flatMap((slot, index) => (slot.paragraph === paragraph ? [index] : []));
    const last = inIt[inIt.length - 1] ?? edit.slot;
    return [last, last + 1];
  }
  return edit.kind === 'delete' || edit.kind === 'insertAfter' ? [edit.slot, edit.slot + 1] : [edit.slot];
}

export const lower = fc.stringMatching(/^[a-z]{1,5}$/);
export const upper = fc.stringMatching(/^[A-Z]{1,4}$/);

export const base: fc.Arbitrary<Model> = fc
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

export const edit = (slotCount: number): fc.Arbitrary<Edit> =>
  fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), slot: fc.nat(slotCount - 1), text: upper }),
    fc.record({ kind: fc.constant('delete' as const), slot: fc.nat(slotCount - 1) }),
    fc.record({ kind: fc.constant('bold' as const), slot: fc.nat(slotCount - 1) }),
    fc.record({ kind: fc.constant('insertAfter' as const), slot: fc.nat(slotCount - 1), text: upper }),
    fc.record({ kind: fc.constant('typeInside' as const), slot: fc.nat(slotCount - 1), text: upper }),
    fc.record({ kind: fc.constant('header' as const), slot: fc.nat(slotCount - 1) }),
  );

/** One edit per slot on a side; the first of several wins. */
export function onePerSlot(edits: Edit[]): Edit[] {
  const seen = new Set<string>();
  return edits.filter((e) => {
    const key = e.kind === 'header' ? `h${e.slot}` : `w${e.slot}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const twoSides = base.chain((model) => {
  const count = slots(model).length;
  return fc.tuple(fc.constant(model), fc.array(edit(count), { minLength: 1, maxLength: 4 }), fc.array(edit(count), { minLength: 1, maxLength: 4 }));
});

/** Plain text of a document, to check what either side typed or removed is (not) there. */
export const textOf = (doc: Delta): string => doc.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');

