// Automatic titles (docs/design.md §9.2) and grapheme-safe cutting, shared by client and server.
import { describe, expect, it } from 'vitest';
import { deriveTitle, htmlToPlainText, plainTextPreview, truncateGraphemes, UNTITLED, withoutInvisibles } from './title.ts';

describe('deriveTitle', () => {
  it.each([
    ['<h1>Packing list</h1><p>Tickets</p>', 'Packing list'],
    ['<p><br></p><p>   </p><p>  Second line wins  </p>', 'Second line wins'],
    ['<p>Tom &amp; Jerry &lt;3</p>', 'Tom & Jerry <3'],
    ['<ol><li data-list="bullet">First item</li><li>Second</li></ol>', 'First item'],
    ['', UNTITLED],
    ['<p><br></p>', UNTITLED],
    ['<p>line one<br>line two</p>', 'line one'],
  ])('%j → %j', (html, title) => {
    expect(deriveTitle(html)).toBe(title);
  });

  it('finds the first line of a long note wherever it starts, and only lines that end count', () => {
    const empty = '<p><br></p>';
    expect(deriveTitle(`${empty.repeat(5000)}<p>Found &amp; kept</p>${'<p>more</p>'.repeat(10_000)}`)).toBe('Found & kept');
    // A first line crossing every prefix boundary is read whole before it is cut to 60 characters.
    expect(deriveTitle(`<p>  ${'word '.repeat(20_000)}</p><p>second</p>`)).toBe('word '.repeat(12).trimEnd());
    // A tag or an entity cut by a prefix boundary is not mistaken for text.
    for (let pad = 2030; pad < 2050; pad += 1) {
      expect(deriveTitle(`<p class="ql-indent-1">${' '.repeat(pad)}</p><p>&amp;<strong class="ql-x">Bold</strong></p>`)).toBe('&Bold');
    }
    expect(deriveTitle(empty.repeat(100_000))).toBe(UNTITLED);
  });

  it('drops bidi overrides and invisible characters, so a title cannot hide or reorder what it says', () => {
    // "invoice.pdf" spoofed as "invoice‮fdp.exe": the override would show it reversed.
    expect(deriveTitle('<p>invoice\u202efdp.exe</p>')).toBe('invoicefdp.exe');
    expect(deriveTitle('<p>\u2066Pay\u2069 \u200bnow\u200e\u200f\u2060\ufeff</p>')).toBe('Pay now');
    // A line of nothing but invisible characters is no title.
    expect(deriveTitle('<p>\u200b\u202e\u200d</p><p>Real title</p>')).toBe('Real title');
    expect(deriveTitle('<p>\u200b\u200b</p>')).toBe(UNTITLED);
  });

  it('keeps the joiners that emoji sequences and Indic and Persian words are made of', () => {
    for (const text of ['👩‍👩‍👧‍👦 family', 'क्‍ष and क्‌ष', 'می‌خواهم', '🏳️‍🌈 flag', '1️⃣ keycap']) {
      expect(deriveTitle(`<p>${text}</p>`)).toBe(text);
    }
    expect(withoutInvisibles('\u200dstray\u200c joiners \u200d')).toBe('stray joiners ');
  });

  it('cuts at 60 characters as a person counts them', () => {
    expect(deriveTitle(`<p>${'a'.repeat(80)}</p>`)).toBe('a'.repeat(60));
    const family = '👩‍👩‍👧‍👦';
    expect(deriveTitle(`<p>${family.repeat(70)}</p>`)).toBe(family.repeat(60));
    const hindi = 'नमस्ते ';
    const cut = deriveTitle(`<p>${hindi.repeat(20)}</p>`);
    expect([...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(cut)].length).toBeLessThanOrEqual(60);
    expect(hindi.repeat(20).startsWith(cut)).toBe(true);
  });
});

describe('truncateGraphemes', () => {
  it('never separates a combining mark from its letter, on the fast path or not', () => {
    expect(truncateGraphemes('abé', 3)).toBe('abé');
    expect(truncateGraphemes('abe\u0301x', 3)).toBe('abe\u0301');
    expect(truncateGraphemes('e\u0301e\u0301e\u0301', 2)).toBe('e\u0301e\u0301');
    expect(truncateGraphemes('Grüße aus Köln', 5)).toBe('Grüße');
  });

  it('keeps short text as it is', () => {
    expect(truncateGraphemes('🇩🇪', 1)).toBe('🇩🇪');
    expect(truncateGraphemes('hi', 5)).toBe('hi');
  });
});

describe('htmlToPlainText', () => {
  it('turns block ends into line breaks and drops tags', () => {
    expect(htmlToPlainText('<h2>A</h2><p>B <strong>C</strong></p>')).toBe('A\nB C\n');
  });
});

describe('plainTextPreview', () => {
  it('collapses white space and cuts by characters', () => {
    expect(plainTextPreview('<h1>Trip</h1><p>  to   the\nsea </p>', 11)).toBe('Trip to the');
  });

  it('a large image before the text does not crowd the text out', () => {
    const image = `<img src="data:image/png;base64,${'A'.repeat(50_000)}">`;
    expect(plainTextPreview(`<p>${image}</p><p>Words after the picture</p>`, 160)).toBe('Words after the picture');
  });
});
