// Reading the stand-in writing area (EditorSurface): as plain text, and where its caret or selection is in that
// text, so Quill can take both over (the same characters, the same place); and as HTML once a paste or drop has
// put formatting or an image there (index.html's inline script lets the browser paste those as they are).
import type { Typed } from '../data/local/typed-text.ts';

/** A stretch of the stand-in's text: `start` ≤ `end`, in UTF-16 units of `surfaceText`. */
export interface TextRange {
  start: number;
  end: number;
}

/** What typing alone makes: text nodes only, whose characters (line breaks included) are the text. */
function onlyText(element: HTMLElement): boolean {
  for (const child of element.childNodes) if (child.nodeType !== Node.TEXT_NODE) return false;
  return true;
}

/** The text as the writer sees it. A browser keeps one line break of its own after a last empty line. */
export function surfaceText(element: HTMLElement): string {
  // Typed text is its characters; innerText (a layout) only for what a paste or drop made of it.
  const text = onlyText(element) ? (element.textContent ?? '') : element.innerText;
  return text.replace(/\n$/, '');
}

/**
 * The writing area's content as HTML when it holds more than typed characters (something pasted or dropped with
 * formatting or an image); null while it holds typed text only. A line break typed as a character (the area keeps
 * white space as typed) becomes a <br>, as it shows.
 */
export function surfaceHtml(element: HTMLElement): string | null {
  if (onlyText(element)) return null;
  const copy = element.cloneNode(true) as HTMLElement;
  const texts = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const broken: Text[] = [];
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if ((node as Text).data.includes('\n') && !node.parentElement?.closest('pre')) broken.push(node as Text);
  }
  for (const text of broken) {
    text.replaceWith(...text.data.split('\n').flatMap((line, index) => (index === 0 ? [line] : [document.createElement('br'), line])));
  }
  return copy.innerHTML;
}

/** Everything the writing area holds: its text, and its HTML once it holds more than typed text. */
export function surfaceTyped(element: HTMLElement): Typed {
  return { text: surfaceText(element), html: surfaceHtml(element) };
}

/**
 * The length of the text before a point inside `element`, as `surfaceText` counts it (line breaks typed as
 * characters, or made by pasted blocks). Typed text is counted directly (this runs on every caret move);
 * anything else is measured on a rendered copy of everything before the point.
 */
function offsetOf(element: HTMLElement, node: Node, offset: number): number {
  if (onlyText(element)) {
    const children = [...element.childNodes];
    const index = node === element ? offset : children.indexOf(node as ChildNode);
    const before = children.slice(0, index).reduce((sum, child) => sum + (child.textContent ?? '').length, 0);
    return node === element ? before : before + offset;
  }
  const before = document.createRange();
  before.selectNodeContents(element);
  before.setEnd(node, offset);
  const copy = document.createElement('div');
  copy.style.cssText = 'position:fixed;left:-10000px;top:0;white-space:pre-wrap;';
  copy.append(before.cloneContents());
  document.body.append(copy);
  const length = copy.innerText.length;
  copy.remove();
  return length;
}

/** The selection inside `element` as text offsets; null when the selection is elsewhere. */
export function surfaceSelection(element: HTMLElement): TextRange | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!element.contains(range.startContainer) || !element.contains(range.endContainer)) return null;
  const start = offsetOf(element, range.startContainer, range.startOffset);
  const end = range.collapsed ? start : offsetOf(element, range.endContainer, range.endOffset);
  // The line break a browser keeps after a last empty line is not part of the text.
  const length = surfaceText(element).length;
  return { start: Math.min(start, length), end: Math.min(end, length) };
}
