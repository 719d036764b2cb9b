// Quill taking over from the stand-in (EditorSurface): the text typed there, added to the stored note it was
// typed on; the formats chosen on the painted toolbar, pressed again on Quill's toolbar over what was typed
// after them (or the selection they were chosen on); and the caret where it was. Composed as the stand-in
// saved it (appendPlainText: the stored note's lines, then the typed lines), with the typed text inserted as
// text, so every space typed stays as typed.
import { Delta, type default as Quill } from 'quill';
import { isBlankHtml } from '../../data/local/typed-text.ts';
import type { TextRange } from './surface-text.ts';
import { controlSelector, type ToolbarControl } from './toolbar-controls.ts';

/** A control pressed on the painted toolbar, and the stretch of typed text it applies to. */
export interface HeldFormat {
  control: ToolbarControl;
  range: TextRange;
}

/** The home page's stand-in (EditorSurface). */
export interface StandInTakeOver {
  kind: 'stand-in';
  /** The stored note the typed text was added to (HTML; '' when there was none). */
  base: string;
  /**
   * The stored text the stand-in's text is built on (its base, or what it last saved): the editor's basis. When
   * the stored text is another by now (another tab saved), the editor merges that one in (editor-sync.ts).
   */
  basis: string;
  /** What was typed into the stand-in (plain text). */
  typed: string;
  /** Where the caret or selection was in `typed`; null when it was not in the writing area. */
  selection: TextRange | null;
  held: readonly HeldFormat[];
  /** The name of the painted toolbar control that had the focus (the writer tabbed there), if one had. */
  focusedControl: string | null;
}

/** A note page whose painted text its writer typed into before the editor came (features/note/early-edit.ts). */
export interface EditedTakeOver {
  kind: 'edited';
  /** The edited HTML; null when nothing was typed (then only the caret comes along). */
  html: string | null;
  /** The caret, as Quill counts; null when the writer was not in the text. */
  index: number | null;
}

export type TakeOver = StandInTakeOver | EditedTakeOver;

/** Presses a control of Quill's toolbar as a person would: a button is clicked, the picker opened. */
function press(toolbar: HTMLElement, control: ToolbarControl): void {
  const element = toolbar.querySelector<HTMLElement>(controlSelector(control));
  if (control.kind === 'picker') element?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  else element?.click();
}

/**
 * `html` with every space of its text as a no-break space. Quill reads HTML as a browser lays it out, collapsing
 * runs of spaces and dropping a line's last one — but in the painted note the writer typed them (a space just
 * typed at the end of a line, before the next word came), and each must reach the editor. Quill turns no-break
 * spaces back into plain ones. Whitespace that only formats the HTML (a line break between blocks) stays.
 */
function withTypedSpacesKept(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const texts = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const text = node as Text;
    // A code block keeps its spaces as they are (and Quill would keep the no-break ones too).
    if ((text.data.trim() === '' && text.data.includes('\n')) || text.parentElement?.closest('pre')) continue;
    text.data = text.data.replaceAll(' ', '\u00a0');
  }
  return template.innerHTML;
}

function takeOverEdited(editor: Quill, { html, index }: EditedTakeOver, focus: boolean): void {
  if (html !== null) editor.setContents(editor.clipboard.convert({ html: withTypedSpacesKept(html) }), 'user');
  if (focus && index !== null) editor.setSelection(Math.min(index, editor.getLength() - 1), 0, 'api');
}

/**
 * Puts what was typed before into `editor`. With `focus` (nothing else on the page took the focus since) also
 * the formats and the caret; otherwise the focus stays where the writer moved it, and only the text comes.
 */
export function takeOverInto(editor: Quill, toolbar: HTMLElement | null, takeOver: TakeOver, focus: boolean): void {
  if (takeOver.kind === 'edited') return takeOverEdited(editor, takeOver, focus);
  takeOverStandIn(editor, toolbar, takeOver, focus);
  // A keyboard writer who had tabbed onto the painted toolbar stays on the same control of Quill's (the painted
  // one left the page with the stand-in, and setting the caret above put the focus in the writing area).
  const name = takeOver.focusedControl;
  if (focus && name !== null) toolbar?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(name)}"]`)?.focus();
}

function takeOverStandIn(editor: Quill, toolbar: HTMLElement | null, takeOver: StandInTakeOver, focus: boolean): void {
  const { base, typed, selection, held } = takeOver;
  const stored = isBlankHtml(base) ? new Delta() : editor.clipboard.convert({ html: base });
  // Quill's conversion drops a plain last line break: the typed text starts a line of its own.
  const lastInsert = stored.ops.at(-1)?.insert;
  if (lastInsert !== undefined && !(typeof lastInsert === 'string' && lastInsert.endsWith('\n'))) stored.insert('\n');
  const storedLength = stored.length();
  if (typed !== '') editor.setContents(stored.insert(`${typed}\n`), 'user');
  if (!focus) return;
  // Where the typed text begins: after the stored note's last line, if there is one (nothing typed: its end).
  const start = Math.min(storedLength, editor.getLength() - 1);
  const caret = selection ?? { start: typed.length, end: typed.length };
  editor.setSelection(start + caret.start, caret.end - caret.start, 'api');
  if (!toolbar) return;
  held.forEach(({ control, range }, index) => {
    // The picker only opens (to choose a heading): worth doing for the last thing pressed alone.
    if (control.kind === 'picker' && index !== held.length - 1) return;
    editor.setSelection(start + range.start, range.end - range.start, 'api');
    press(toolbar, control);
  });
  const last = held.at(-1);
  // A format chosen at the caret waits there for the next key: moving the caret would drop it.
  if (last && last.range.start === last.range.end && last.range.start === caret.start && caret.start === caret.end) return;
  if (held.length > 0) editor.setSelection(start + caret.start, caret.end - caret.start, 'api');
}
