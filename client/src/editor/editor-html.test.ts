import { describe, expect, it } from 'vitest';
import { normalizeEditorHtml, previewText } from './editor-html.ts';

describe('normalizeEditorHtml', () => {
  it('a long sentence can wrap: single spaces between words become normal spaces', () => {
    expect(normalizeEditorHtml('<p>one&nbsp;two&nbsp;three</p>')).toBe('<p>one two three</p>');
  });

  it('spaces next to inline formatting still allow a line break', () => {
    expect(normalizeEditorHtml('<p><strong>bold</strong>&nbsp;text</p>')).toBe('<p><strong>bold</strong> text</p>');
  });

  it('several typed spaces stay visible as several spaces', () => {
    expect(normalizeEditorHtml('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a&nbsp; &nbsp;b</p>');
  });

  it('indentation at the start of a line is not collapsed away', () => {
    expect(normalizeEditorHtml('<p>&nbsp;&nbsp;x</p><li data-list="bullet">&nbsp;y</li>')).toBe(
      '<p>&nbsp; x</p><li data-list="bullet">&nbsp;y</li>',
    );
  });

  it('trailing spaces before a line end survive', () => {
    expect(normalizeEditorHtml('<p>x&nbsp;&nbsp;</p>x&nbsp;<br>')).toBe('<p>x&nbsp;&nbsp;</p>x&nbsp;<br>');
  });

  it('normalizing twice changes nothing more (a saved note reloads to the same HTML)', () => {
    const once = normalizeEditorHtml('<h1>&nbsp;Title&nbsp;&nbsp;&nbsp;here&nbsp;</h1><p>a&nbsp;b</p>');
    expect(normalizeEditorHtml(once)).toBe(once);
  });

  it('a megabyte of words is normalized quickly', () => {
    const html = `<p>${'word&nbsp;'.repeat(100_000)}</p>`;
    const started = performance.now();
    const out = normalizeEditorHtml(html);
    expect(out.startsWith('<p>word word ')).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('previewText', () => {
  it('shows the text of a short note with its lines joined', () => {
    expect(previewText('<h1>Shopping</h1><ul><li>milk</li><li>bread</li></ul>')).toBe('Shopping milk bread');
  });

  it('cuts a long note at 140 characters and marks the cut', () => {
    const preview = previewText(`<p>${'a'.repeat(300)}</p>`);
    expect(preview).toBe(`${'a'.repeat(140)}…`);
  });

  it('never splits an emoji or a Devanagari cluster', () => {
    const preview = previewText(`<p>${'👍🏽'.repeat(3)}नमस्ते</p>`, 4);
    expect(preview).toBe('👍🏽👍🏽👍🏽न…');
  });
});
