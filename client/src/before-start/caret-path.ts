// A caret inside a note's HTML, kept as a path of child indexes so it can be put back into another rendering
// of the same HTML, and counted the way Quill counts positions (each line ends with one line break) so the
// editor can put its caret at the same place.

/** Child indexes from the root down to the caret's node, then the offset in it. */
export type CaretPath = number[];

export function caretPath(root: Node, node: Node, offset: number): CaretPath {
  const path = [offset];
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    const parent: Node | null = current.parentNode;
    if (!parent) return [root.childNodes.length];
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, current) as number);
  }
  return path;
}

function resolve(root: Node, path: CaretPath): { node: Node; offset: number } | null {
  let node = root;
  for (const index of path.slice(0, -1)) {
    const child = node.childNodes[index];
    if (!child) return null;
    node = child;
  }
  return { node, offset: path[path.length - 1] ?? 0 };
}

/** Puts the caret at `path` inside `root` (a rendering of the same HTML); nothing when it does not resolve. */
export function placeCaret(root: HTMLElement, path: CaretPath): void {
  const point = resolve(root, path);
  const selection = document.getSelection();
  if (!point || !selection) return;
  try {
    selection.collapse(point.node, point.offset);
  } catch {
    // A path from a different rendering: the caret stays where focusing put it.
  }
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'PRE', 'BLOCKQUOTE', 'DIV']);

/**
 * The caret's position in Quill's terms for `html` with the caret at `path`: characters of text, one for a
 * line break, one for the end of each line (block) — not for the placeholder break of an empty line.
 */
export function editorIndex(html: string, path: CaretPath): number {
  const root = document.createElement('div');
  root.innerHTML = html;
  const point = resolve(root, path);
  if (!point) return 0;
  let index = 0;
  let done = false;
  const visit = (node: Node): void => {
    if (done) return;
    if (node === point.node) {
      if (node.nodeType === Node.TEXT_NODE) index += point.offset;
      else for (const child of [...node.childNodes].slice(0, point.offset)) visit(child);
      done = true;
      return;
    }
    if (node.nodeType === Node.TEXT_NODE) index += (node.textContent ?? '').length;
    else if (node.nodeName === 'BR') index += node.parentNode?.lastChild === node ? 0 : 1;
    else {
      for (const child of node.childNodes) visit(child);
      if (!done && BLOCKS.has(node.nodeName)) index += 1;
    }
  };
  visit(root);
  return index;
}
