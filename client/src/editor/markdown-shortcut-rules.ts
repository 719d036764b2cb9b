// Which Markdown a writer has just finished typing at the caret, as a pure rule over the line's text before the caret
// (markdown-shortcuts.ts applies it to Quill). Blocks are recognised when the space after their marker is typed at the
// start of a line; inline formats when their closing marker is typed. Only the text the writer typed decides: nothing
// here reads the document beyond the caret's line.

/** A line-level format Quill knows (editor-formats.ts), with the value it takes. */
export type BlockFormat =
  | { header: 1 | 2 | 3 }
  | { blockquote: true }
  | { 'code-block': true }
  | { list: 'bullet' | 'ordered' | 'checked' | 'unchecked' };

export type InlineFormat = 'bold' | 'italic' | 'code';

export type Shortcut =
  /** Remove the line's first `markerLength` characters (the marker and its space) and give the line `format`. */
  | { kind: 'block'; markerLength: number; format: BlockFormat }
  /**
   * Remove the closing marker (the last `markerLength` characters before the caret) and the opening one (the same
   * length, `textLength` characters before the closing one), and format the text between.
   */
  | { kind: 'inline'; markerLength: number; textLength: number; format: InlineFormat };

const BLOCKS: ReadonlyArray<readonly [RegExp, BlockFormat]> = [
  [/^# $/, { header: 1 }],
  [/^## $/, { header: 2 }],
  [/^### $/, { header: 3 }],
  [/^> $/, { blockquote: true }],
  [/^``` $/, { 'code-block': true }],
  [/^[-*] $/, { list: 'bullet' }],
  [/^\d{1,9}\. $/, { list: 'ordered' }],
  [/^\[ ?\] $/, { list: 'unchecked' }],
  [/^\[x\] $/i, { list: 'checked' }],
];

// The text between markers neither starts nor ends with a space ("2 * 3 * 4" is arithmetic, not emphasis), and an
// underscore opens only at the start of a word: snake_case_names stay as typed.
const INLINES: ReadonlyArray<readonly [RegExp, number, InlineFormat]> = [
  [/\*\*([^*\s](?:[^*]*[^*\s])?)\*\*$/, 2, 'bold'],
  [/(?:^|[\s([{"'])_([^_\s](?:[^_]*[^_\s])?)_$/, 1, 'italic'],
  [/`([^`]+)`$/, 1, 'code'],
];

/**
 * The shortcut the writer completed by typing `typed` so that the caret's line reads `lineBefore` up to the caret, or
 * null. `lineFormats`: the line's formats now (a code block or a line already formatted as the marker asks keeps its
 * text as typed: Markdown inside code is text).
 */
export function completedShortcut(lineBefore: string, typed: string, lineFormats: Record<string, unknown>): Shortcut | null {
  if (lineFormats['code-block'] !== undefined) return null;
  if (typed === ' ') {
    // A line that already is a list item, a heading or a quote takes no second marker: "- " in a list is text.
    if (lineFormats['list'] !== undefined || lineFormats['header'] !== undefined || lineFormats['blockquote'] !== undefined) return null;
    for (const [pattern, format] of BLOCKS) {
      if (pattern.test(lineBefore)) return { kind: 'block', markerLength: lineBefore.length, format };
    }
    return null;
  }
  const closing = typed.at(-1);
  if (closing !== '*' && closing !== '_' && closing !== '`') return null;
  for (const [pattern, markerLength, format] of INLINES) {
    const match = pattern.exec(lineBefore);
    if (match?.[1] !== undefined) return { kind: 'inline', markerLength, textLength: match[1].length, format };
  }
  return null;
}
