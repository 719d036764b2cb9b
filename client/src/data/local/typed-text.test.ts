import { describe, expect, it } from 'vitest';
import { appendPlainText, isBlankHtml, plainTextToHtml } from './typed-text.ts';

describe('isBlankHtml', () => {
  it('an untouched editor is blank', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p><br></p><p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('')).toBe(true);
  });

  it('a note with only a pasted image is not blank', () => {
    expect(isBlankHtml('<p><img src="data:image/png;base64,AAAA"></p>')).toBe(false);
  });

  it('a note with one letter is not blank', () => {
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});

describe('plainTextToHtml (text typed before the editor was built)', () => {
  it('makes a paragraph of every line and keeps empty lines', () => {
    expect(plainTextToHtml('Shopping\n\nmilk')).toBe('<p>Shopping</p><p><br></p><p>milk</p>');
  });

  it('writes markup characters as text, never as markup', () => {
    expect(plainTextToHtml('<img src=x onerror=alert(1)> & "quotes"')).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>');
  });

  it('leaves nothing for nothing, so an untouched note stays blank', () => {
    expect(plainTextToHtml('')).toBe('');
    expect(isBlankHtml(plainTextToHtml('\n\n'))).toBe(true);
  });
});

describe('appendPlainText (keys typed before a stored draft was known)', () => {
  it('adds the typed lines after the draft, never in its place', () => {
    expect(appendPlainText('<h2>Packing</h2><ul><li>socks</li></ul>', 'tent\nmap')).toBe('<h2>Packing</h2><ul><li>socks</li></ul><p>tent</p><p>map</p>');
  });

  it('a blank draft is no draft: the typed text is the whole note', () => {
    expect(appendPlainText('<p><br></p>', 'Weekend trip')).toBe('<p>Weekend trip</p>');
    expect(appendPlainText('', 'Weekend trip')).toBe('<p>Weekend trip</p>');
  });

  it('nothing typed leaves the draft as it was', () => {
    expect(appendPlainText('<p>draft</p>', '')).toBe('<p>draft</p>');
  });
});
