// /n/{id} opened by its writer: the page paints the note as readers see it, and the editor (Quill, the local
// copy) follows seconds later on a slow phone. A writer who clicks into the text and types at once must keep
// every key. So, before the app runs (main.tsx), as soon as this browser's copy is known to be exactly the
// painted one (same version, nothing of its own unsent), the painted text becomes editable. What is typed
// there is carried across the page's re-renders (adoptEarlyEdit: each new rendering of the note takes it
// over in the commit that replaces the old one), handed to the editor when it is built (takeEarlyEdit), and
// put into the journal if the page goes away first (the next start saves it as an edit of that version).
// Editable as plain text, like the home page's stand-in: the note's formatting stays, keys add text.
import { NOTE_CONTENT_SELECTOR } from '../../../shared/initial-data.ts';
import { isShareId } from '../../../shared/ids.ts';
import { findCurrentCopy } from '../data/probe/capability-probe.ts';
import { noteJournal, writeJournal } from '../data/probe/journal.ts';
import { parseEmbedded } from './embedded-data.ts';
import { caretPath, editorIndex, placeCaret, type CaretPath } from './caret-path.ts';

interface EarlyEdit {
  shareId: string;
  /** The version the painted text is (the edit's base). */
  version: number;
  /** The local copy's updatedAt: the journal's base. */
  base: string;
  /** The element showing the note now. */
  element: HTMLElement;
  /** The edited HTML; null until something was typed. */
  html: string | null;
  caret: CaretPath | null;
  focused: boolean;
}

/** What the editor takes over: the edited HTML (null: nothing typed), and the caret as an editor index. */
export interface EarlyEditTakeOver {
  html: string | null;
  /** Where the caret was, as Quill counts (null: the writer was not in the text). */
  index: number | null;
  /** The version the edit was made on. */
  version: number;
}

let early: EarlyEdit | null = null;

const NOTE_PAGE = /^\/n\/([^/]+)\/?$/;

function record(): void {
  if (!early) return;
  const selection = document.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (range && early.element.contains(range.endContainer)) early.caret = caretPath(early.element, range.endContainer, range.endOffset);
}

function onInput(): void {
  if (!early) return;
  early.html = early.element.innerHTML;
  record();
}

function onFocusIn(event: FocusEvent): void {
  if (early) early.focused = event.target === early.element;
}

/** A real blur (not the element leaving the page, which is a re-render taking over). */
function onFocusOut(): void {
  const current = early;
  setTimeout(() => {
    if (current === early && current?.element.isConnected) current.focused = document.activeElement === current.element;
  });
}

function attach(element: HTMLElement): void {
  element.contentEditable = 'plaintext-only';
  if (element.contentEditable !== 'plaintext-only') element.contentEditable = 'true';
  element.addEventListener('input', onInput);
  element.addEventListener('focusin', onFocusIn);
  element.addEventListener('focusout', onFocusOut);
}

const INTERACTIVE = 'a, button, input, select, textarea, summary, [role="button"], [contenteditable]';

/**
 * A press in the page's main area that lands on no control puts the caret at the end of the note: the note moves
 * down a little as the app takes over the painted page, and a writer who aimed at its text must not find their
 * keys going nowhere. On the press, not the click: the press would focus <main> (it is focusable, for the skip
 * link), and when the page changes between press and release the browser sends no click at all.
 */
function onPress(event: MouseEvent): void {
  if (!early?.element.isConnected || !(event.target instanceof Element) || event.button !== 0) return;
  if (!event.target.closest('main') || event.target.closest(INTERACTIVE)) return;
  event.preventDefault();
  early.element.focus({ preventScroll: true });
  const selection = document.getSelection();
  selection?.selectAllChildren(early.element);
  selection?.collapseToEnd();
}

function keep(): void {
  if (early?.html == null) return;
  writeJournal(noteJournal(early.shareId), { content: early.html, at: Date.now(), base: early.base });
}

/** The painted note's version, when the page painted a readable, unprotected note. */
function paintedVersion(): number | null {
  const note = parseEmbedded()?.note;
  if (note?.status !== 'ok' || !note.note || note.note.has_password) return null;
  return typeof note.note.version === 'number' ? note.note.version : null;
}

/** main.tsx: makes the painted note editable once this browser's copy is known to be the same. */
export async function startEarlyEdit(): Promise<void> {
  const shareId = NOTE_PAGE.exec(location.pathname)?.[1];
  const element = document.querySelector<HTMLElement>(NOTE_CONTENT_SELECTOR);
  const version = paintedVersion();
  if (!shareId || !isShareId(shareId) || !element || version === null) return;
  const copy = await findCurrentCopy(shareId, version).catch(() => null);
  // The app may have taken the page over meanwhile (then the editor comes at once anyway).
  if (!copy || !element.isConnected) return;
  early = { shareId, version, base: copy.updatedAt, element, html: null, caret: null, focused: document.activeElement === element };
  attach(element);
  document.addEventListener('selectionchange', record);
  document.addEventListener('mousedown', onPress);
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
}

/**
 * A new rendering of the note (`element`, showing the painted HTML) replaces the one being edited: it takes
 * over the edited text, the focus and the caret. Call in the layout effect of the commit that shows it.
 */
export function adoptEarlyEdit(shareId: string, element: HTMLElement): void {
  if (early?.shareId !== shareId || early.element === element) return;
  const wasFocused = early.focused && (document.activeElement === null || document.activeElement === document.body);
  early.element = element;
  if (early.html !== null) element.innerHTML = early.html;
  attach(element);
  if (wasFocused) {
    element.focus({ preventScroll: true });
    if (early.caret) placeCaret(element, early.caret);
  }
}

/** The editor is built for `shareId`: what was typed before, once (later calls get null). */
export function takeEarlyEdit(shareId: string): EarlyEditTakeOver | null {
  if (early?.shareId !== shareId) return null;
  const { html, caret, focused, version, element } = early;
  early = null;
  document.removeEventListener('selectionchange', record);
  document.removeEventListener('mousedown', onPress);
  window.removeEventListener('pagehide', keep);
  const typed = html ?? element.innerHTML;
  return { html, index: focused && caret ? editorIndex(typed, caret) : null, version };
}
