import { describe, expect, it } from 'vitest';
import { completedShortcut } from './markdown-shortcut-rules.ts';

const plain = {};

describe('Markdown a writer finishes typing at the caret', () => {
  it.each([
    ['# ', { header: 1 }],
    ['## ', { header: 2 }],
    ['### ', { header: 3 }],
    ['> ', { blockquote: true }],
    ['``` ', { 'code-block': true }],
    ['- ', { list: 'bullet' }],
    ['* ', { list: 'bullet' }],
    ['1. ', { list: 'ordered' }],
    ['12. ', { list: 'ordered' }],
    ['[] ', { list: 'unchecked' }],
    ['[ ] ', { list: 'unchecked' }],
    ['[x] ', { list: 'checked' }],
  ])('"%s" at the start of a line becomes that block', (line, format) => {
    expect(completedShortcut(line, ' ', plain)).toEqual({ kind: 'block', markerLength: line.length, format });
  });

  it('a marker anywhere but at the start of the line stays text', () => {
    expect(completedShortcut('Chapter # ', ' ', plain)).toBeNull();
    expect(completedShortcut(' - ', ' ', plain)).toBeNull();
    expect(completedShortcut('#### ', ' ', plain)).toBeNull();
  });

  it('a marker typed in a list, heading, quote or code block stays text', () => {
    expect(completedShortcut('- ', ' ', { list: 'bullet' })).toBeNull();
    expect(completedShortcut('# ', ' ', { header: 2 })).toBeNull();
    expect(completedShortcut('> ', ' ', { blockquote: true })).toBeNull();
    expect(completedShortcut('**code**', '*', { 'code-block': true })).toBeNull();
  });

  it('a closed **bold**, _italic_ or `code` formats the text between its markers', () => {
    expect(completedShortcut('Say **this**', '*', plain)).toEqual({ kind: 'inline', markerLength: 2, textLength: 4, format: 'bold' });
    expect(completedShortcut('Say _that_', '_', plain)).toEqual({ kind: 'inline', markerLength: 1, textLength: 4, format: 'italic' });
    expect(completedShortcut('Run `npm test`', '`', plain)).toEqual({ kind: 'inline', markerLength: 1, textLength: 8, format: 'code' });
  });

  it('arithmetic, snake_case and a lone marker stay as typed', () => {
    expect(completedShortcut('2 ** 3 **', '*', plain)).toBeNull();
    expect(completedShortcut('a_snake_case_', '_', plain)).toBeNull();
    expect(completedShortcut('**', '*', plain)).toBeNull();
    expect(completedShortcut('__', '_', plain)).toBeNull();
    expect(completedShortcut('``', '`', plain)).toBeNull();
  });

  it('only the typed character that closes a marker counts', () => {
    expect(completedShortcut('**bold**x', 'x', plain)).toBeNull();
    expect(completedShortcut('# x', 'x', plain)).toBeNull();
  });
});
