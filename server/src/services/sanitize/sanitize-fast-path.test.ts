// The sanitizer's fast path must be exactly as safe as the full sanitizer: whenever it answers, its answer is
// the full sanitizer's, byte for byte. Checked over the hostile payloads, over plain notes as the editor writes
// them, and over tens of thousands of generated payloads that mix plain markup with near misses (attributes,
// entities, control characters, misnesting, blocks in blocks, odd spellings of tags).
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../test-support/xss-payloads.ts';
import { sanitizePlainMarkup } from './sanitize-fast-path.ts';
import { sanitizeContent, sanitizeContentFully } from './sanitize.ts';

/** Deterministic, so a failure can be replayed (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLAIN_TAGS = ['p', 'h1', 'h2', 'h3', 'blockquote', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'code', 'span'];
const OTHER_TAGS = ['div', 'li', 'ol', 'a', 'img', 'script', 'style', 'iframe', 'pre', 'P', 'Strong', 'svg', 'math', 'textarea', 'h4', 'table', 'td', 'noscript', 'xmp', 'select', 'option'];
const TEXTS = [
  'Hello', ' world ', 'Tom &amp; Jerry', '1 &lt; 2 &gt; 0', 'quotes " and \' stay', 'naïve café', 'हिन्दी', '😀👍🏽',
  '&quot;', '&nbsp;', '&#60;script&#62;', '&', '& ', '&amp', '&AMP;', '&lt', '\u0000', '\r\n', '\t', '\u000b', '\u007f', '\u0085', '\u2028',
  '\ud800', '<', '>', '<!-- c -->', '<![CDATA[x]]>', '<?php ?>', 'javascript:alert(1)', '=', '/', '</', '<br', '<p', '\\',
];
const LINE_BREAKS = ['<br>', '<br/>', '<br />', '<BR>', '<br  />', '<br/ >', '</br>', '<br class="x">'];
const ATTRIBUTES = [' class="ql-align-center"', ' style="color:red"', ' onclick="alert(1)"', ' href="javascript:alert(1)"', ' id=x', ' /', ' '];

/** `noise` scales how often a near miss is written instead of plain markup (1: often, 0: never). */
function generator(seed: number, noise: number) {
  const next = random(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  /** True with probability 1 - (1 - p) × noise: the plain choice, unless noise says otherwise. */
  const plain = (p: number) => next() < 1 - (1 - p) * noise;

  function inline(depth: number): string {
    let out = '';
    const parts = 1 + Math.floor(next() * 4);
    for (let part = 0; part < parts; part += 1) {
      const roll = next();
      if (roll < 0.45 || depth > 5) out += plain(0.85) ? pick(TEXTS.slice(0, 8)) : pick(TEXTS);
      else if (roll < 0.55) out += plain(0.8) ? pick(LINE_BREAKS.slice(0, 3)) : pick(LINE_BREAKS);
      else out += element(depth + 1, false);
    }
    return out;
  }

  function element(depth: number, block: boolean): string {
    const name = plain(0.9) ? pick(block ? PLAIN_TAGS.slice(0, 5) : PLAIN_TAGS.slice(5)) : pick(chance(0.5) ? PLAIN_TAGS : OTHER_TAGS);
    const attributes = plain(0.95) ? '' : pick(ATTRIBUTES);
    const close = plain(0.95) ? `</${plain(0.97) ? name : pick(PLAIN_TAGS)}>` : '';
    return `<${name}${attributes}>${inline(depth)}${close}`;
  }

  return (): string => {
    let note = '';
    const blocks = 1 + Math.floor(next() * 5);
    for (let block = 0; block < blocks; block += 1) note += chance(0.9) ? element(0, true) : inline(0);
    return note;
  };
}

describe('the sanitizer fast path', () => {
  it('answers exactly as the full sanitizer whenever it answers, over 30 000 generated payloads', () => {
    const noisy = generator(12, 1);
    const mostlyPlain = generator(34, 0.1);
    let fast = 0;
    for (let n = 0; n < 30_000; n += 1) {
      const html = n % 2 === 0 ? noisy() : mostlyPlain();
      const quick = sanitizePlainMarkup(html.toWellFormed());
      if (quick === undefined) continue;
      fast += 1;
      expect(quick, JSON.stringify(html)).toBe(sanitizeContentFully(html));
    }
    // Both sides must be exercised: many payloads take the fast path, many do not.
    expect(fast).toBeGreaterThan(3_000);
    expect(fast).toBeLessThan(27_000);
  });

  it('never answers for a hostile payload differently from the full sanitizer', () => {
    for (const payload of XSS_PAYLOADS) {
      const quick = sanitizePlainMarkup(payload.toWellFormed());
      if (quick !== undefined) expect(quick).toBe(sanitizeContentFully(payload));
      expect(sanitizeContent(payload)).toBe(sanitizeContentFully(payload));
    }
  });

  it('takes plain notes as the editor writes them, line breaks normalised', () => {
    const note = '<h1>Shopping</h1><p>Milk &amp; <strong>eggs</strong><br>bread</p><p><em>soon</em></p>';
    expect(sanitizePlainMarkup(note)).toBe('<h1>Shopping</h1><p>Milk &amp; <strong>eggs</strong><br />bread</p><p><em>soon</em></p>');
    expect(sanitizePlainMarkup(note)).toBe(sanitizeContentFully(note));
  });

  it.each([
    ['an attribute', '<p class="ql-align-center">x</p>'],
    ['a link', '<p><a href="https://example.com">x</a></p>'],
    ['an entity it does not write back the same', '<p>&quot;x&nbsp;</p>'],
    ['a block inside a block', '<p><p>x</p></p>'],
    ['an unclosed tag', '<p><strong>x</p>'],
    ['a stray closing tag', '<p>x</p></p>'],
    ['a script', '<p>x</p><script>alert(1)</script>'],
    ['upper-case tags', '<P>x</P>'],
    ['a control character', '<p>x\u0001</p>'],
    ['deep nesting', `<p>${'<em>'.repeat(20)}x${'</em>'.repeat(20)}</p>`],
  ])('leaves %s to the full sanitizer', (_situation, html) => {
    expect(sanitizePlainMarkup(html)).toBeUndefined();
  });
});
