// Two people typing words at once into one paragraph, each at spots between words, their edits combined by transform
// from the text both started from (live-rebase.ts): every word of each comes out whole and once, whichever spots
// they chose — also where the text repeats itself, which is where a tidied difference would carry words apart.
import Delta from 'quill-delta';
import { describe, expect, it } from 'vitest';
import { arrivalChange, editsBetween, rebaseThreeWay } from './live-rebase.ts';

const doc = (text: string): Delta => new Delta().insert(`${text}\n`);
const text = (d: Delta): string => d.ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');

/** A small seeded random source: the same cases on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** `word ` put at a random spot between words of `line`. */
function typeWordAt(line: string, word: string, random: () => number): string {
  const spots = [0, ...[...line].flatMap((c, i) => (c === ' ' ? [i + 1] : []))];
  const at = spots[Math.floor(random() * spots.length)] ?? 0;
  return line.slice(0, at) + `${word} ` + line.slice(at);
}

const words = (line: string): string[] => line.trim().split(/\s+/).filter(Boolean).sort();

describe('edits made together, combined by transform', () => {
  it('keeps every word of both writers whole and once, over many rounds of typing at random spots', () => {
    const random = seeded(37);
    let server = 'a1 b1 a2 b2 ';
    let a = 3;
    let b = 3;
    let expected = words(server);
    for (let round = 0; round < 200; round++) {
      let mine = server;
      let theirs = server;
      // Each side types one to three words before the two meet.
      for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
        mine = typeWordAt(mine, `a${a}`, random);
        expected.push(`a${a++}`);
      }
      for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
        theirs = typeWordAt(theirs, `b${b}`, random);
        expected.push(`b${b++}`);
      }
      const merged = text(rebaseThreeWay(doc(server), doc(mine), doc(theirs))).replace(/\n$/, '');
      expected = expected.sort();
      expect(words(merged)).toEqual(expected);
      // The editor's way (the arrival applied to its own text) gives the same text.
      const current = doc(mine);
      expect(text(current.compose(arrivalChange(doc(server), current, doc(theirs))))).toBe(`${merged}\n`);
      server = merged;
    }
  });

  it('a word typed between two words that repeat around it is kept where it was typed', () => {
    const base = doc('b1 a1 b1 a1 ');
    const mine = doc('b1 a1 a9 b1 a1 ');
    expect(editsBetween(base, mine).ops).toEqual([{ retain: 6 }, { insert: 'a9 ' }]);
    const theirs = doc('b1 a1 b9 b1 a1 ');
    expect(text(rebaseThreeWay(base, mine, theirs))).toMatch(/^b1 a1 (a9 b9|b9 a9) b1 a1 \n$/);
  });

  it('a word being typed keeps its keys together when another word arrives at its spot', () => {
    // "a" of "a8 " is saved and sent; "b4 " was saved at the same spot first; "8" is typed meanwhile.
    const rebased = rebaseThreeWay(doc('start'), doc('astart'), doc('b4 start'));
    expect(text(rebased)).toBe('ab4 start\n');
    const current = doc('a8start');
    expect(text(current.compose(arrivalChange(doc('astart'), current, rebased)))).toBe('a8b4 start\n');
  });

  it('formatting travels with the difference', () => {
    const base = new Delta().insert('one two\n');
    const mine = new Delta().insert('one ').insert('two', { bold: true }).insert('\n');
    const theirs = new Delta().insert('zero one two\n');
    expect(rebaseThreeWay(base, mine, theirs).ops).toEqual([{ insert: 'zero one ' }, { insert: 'two', attributes: { bold: true } }, { insert: '\n' }]);
  });
});
