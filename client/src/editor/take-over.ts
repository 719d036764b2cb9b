// Quill taking over from the stand-in (EditorSurface): what was written there, added to the stored note it was
// written on; the formats chosen on the painted toolbar, pressed again on Quill's toolbar over what was typed
// after them (or the selection they were chosen on); and the caret where it was. Composed as the stand-in
// saved it (appendTyped: the stored note's lines, then the typed lines), with typed text inserted as text, so
// every space typed stays as typed — or, once something with formatting or an image was pasted there, its HTML
// read by Quill's clipboard, which keeps of it exactly what Quill keeps of a paste.
import { Delta, type default as Quill } from 'quill';
import { isBlankHtml, type Typed } from '../data/local/typed-text.ts';
import type { TextRange } from '../before-start/surface-text.ts';
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
  /** What was written into the stand-in. */
  typed: Typed;
  /** Where the caret or selection was in `typed`; null when it was not in the writing area. */
  selection: TextRange | null;
  held: readonly HeldFormat[];
  /** The name of the painted toolbar control that had the focus (the writer tabbed there), if one had. */
  focusedControl: string | null;
}

/** A note page whose painted text its writer typed into before the editor came (before-start/early-edit.ts). */
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

/** `delta` ending its last line: Quill's conversion drops a plain last line break, and what follows starts a line. */
function asLines(delta: Delta): Delta {
  const last = delta.ops.at(-1)?.insert;
  return last === undefined || (typeof last === 'string' && last.endsWith('\n')) ? delta : delta.insert('\n');
}

/** What the stand-in holds as Quill's document: typed text as text, pasted HTML as Quill's clipboard reads it. */
const typedDelta = (editor: Quill, typed: Typed): Delta =>
  typed.html === null ? new Delta().insert(`${typed.text}\n`) : asLines(editor.clipboard.convert({ html: withTypedSpacesKept(typed.html) }));

/**
 * Where a place in the stand-in's text (`offset` into its text) is in Quill's document, counted from `start`. Typed
 * text is Quill's text character for character. Pasted HTML is not (an image is one place in Quill and nothing in
 * the text; blocks and line breaks are counted differently), so there the place is found by the characters that
 * are not white space: right after as many of them as precede it.
 */
function placeInEditor(editor: Quill, start: number, typed: Typed, offset: number): number {
  if (typed.html === null) return start + offset;
  let visible = typed.text.slice(0, offset).replace(/\s/g, '').length;
  let index = start;
  for (const { insert } of editor.getContents(start).ops) {
    for (const character of typeof insert === 'string' ? insert : ' ') {
      if (visible === 0) return index;
      if (typeof insert === 'string' && /\S/.test(character)) visible -= 1;
      index += character.length;
    }
  }
  return index;
}

function takeOverStandIn(editor: Quill, toolbar: HTMLElement | null, takeOver: StandInTakeOver, focus: boolean): void {
  const { base, typed, selection, held } = takeOver;
  const stored = isBlankHtml(base) ? new Delta() : asLines(editor.clipboard.convert({ html: base }));
  const storedLength = stored.length();
  if (typed.text !== '' || typed.html !== null) editor.setContents(stored.concat(typedDelta(editor, typed)), 'user');
  if (!focus) return;
  // Where the typed text begins: after the stored note's last line, if there is one (nothing typed: its end).
  const start = Math.min(storedLength, editor.getLength() - 1);
  const end = typed.text.length;
  const place = (offset: number) => (offset >= end && typed.html !== null ? editor.getLength() - 1 : placeInEditor(editor, start, typed, offset));
  const select = ({ start: from, end: to }: { start: number; end: number }) => {
    const index = place(from);
    editor.setSelection(index, Math.max(0, place(to) - index), 'api');
  };
  const caret = selection ?? { start: end, end };
  select(caret);
  if (!toolbar) return;
  held.forEach(({ control, range }, index) => {
    // The picker only opens (to choose a heading): worth doing for the last thing pressed alone.
    if (control.kind === 'picker' && index !== held.length - 1) return;
    select(range);
    press(toolbar, control);
  });
  const last = held.at(-1);
  // A format chosen at the caret waits there for the next key: moving the caret would drop it.
  if (last && last.range.start === last.range.end && last.range.start === caret.start && caret.start === caret.end) return;
  if (held.length > 0) select(caret);
}
