// Markdown typed at the caret becomes formatting (markdown-shortcut-rules.ts says which): "# " at the start of a line
// makes a heading, "**bold**" turns bold once closed. Recognised from what the writer's change inserted, not from
// key events, so it works alike with a hardware keyboard and with a phone's, whose keys arrive as input without a
// usable keydown. The conversion is its own undo step: Undo brings back the typed marker as text. Never during a
// composition: a word the input method is still composing is not touched (docs/design.md §6.8).
import Quill from 'quill';
import type { Delta } from 'quill';
import { completedShortcut, type Shortcut } from './markdown-shortcut-rules.ts';

/** What a writer's change inserted, and where, when it is one insertion at one point (typing); else null. */
function singleInsertion(change: Delta): { index: number; text: string } | null {
  let index = 0;
  let inserted: string | null = null;
  for (const op of change.ops) {
    if (typeof op.retain === 'number' && inserted === null) index += op.retain;
    else if (typeof op.insert === 'string' && inserted === null) inserted = op.insert;
    else if (op.retain !== undefined && inserted !== null) continue;
    else return null;
  }
  return inserted === null ? null : { index, text: inserted };
}

function apply(editor: Quill, shortcut: Shortcut, caret: number, lineStart: number): void {
  // The typing so far is one undo step, the conversion the next: Undo takes back only the conversion.
  editor.history.cutoff();
  if (shortcut.kind === 'block') {
    editor.deleteText(lineStart, shortcut.markerLength, Quill.sources.USER);
    editor.formatLine(lineStart, 0, shortcut.format, Quill.sources.USER);
    editor.setSelection(lineStart, 0, Quill.sources.SILENT);
  } else {
    const { markerLength, textLength, format } = shortcut;
    const closing = caret - markerLength;
    const opening = closing - textLength - markerLength;
    editor.deleteText(closing, markerLength, Quill.sources.USER);
    editor.deleteText(opening, markerLength, Quill.sources.USER);
    editor.formatText(opening, textLength, format, true, Quill.sources.USER);
    editor.setSelection(opening + textLength, 0, Quill.sources.SILENT);
    // What is typed next is plain again, as after a closing marker in Markdown.
    editor.format(format, false, Quill.sources.SILENT);
  }
  editor.history.cutoff();
}

/** Turns Markdown typed into `editor` into formatting; returns the function that stops it. */
export function installMarkdownShortcuts(editor: Quill): () => void {
  let applying = false;
  const onTextChange = (change: Delta, _before: Delta, source: string) => {
    if (source !== Quill.sources.USER || applying || editor.composition.isComposing) return;
    const insertion = singleInsertion(change);
    if (!insertion || insertion.text.includes('\n')) return;
    const caret = insertion.index + insertion.text.length;
    const [line, offset] = editor.getLine(caret);
    if (!line) return;
    const lineStart = caret - offset;
    const lineBefore = editor.getText(lineStart, offset);
    const shortcut = completedShortcut(lineBefore, insertion.text, editor.getFormat(lineStart, 0));
    if (!shortcut) return;
    // After Quill has finished the update that reported this change (its selection included), and only if the line
    // still reads the same up to a caret that has not moved: a change made in between is the writer's to keep.
    queueMicrotask(() => {
      const selection = editor.getSelection();
      if (selection?.index !== caret || selection.length !== 0 || editor.getText(lineStart, offset) !== lineBefore) return;
      if (editor.composition.isComposing) return;
      applying = true;
      try {
        apply(editor, shortcut, caret, lineStart);
      } finally {
        applying = false;
      }
    });
  };
  editor.on(Quill.events.TEXT_CHANGE, onTextChange);
  return () => editor.off(Quill.events.TEXT_CHANGE, onTextChange);
}
