// Quill's own ways of writing a block, turned into the plain HTML a Markdown writer understands, on the syntax tree
// (hast) of a note's HTML. The editor stores getSemanticHTML (nested <ul>/<ol>, a check item as
// <li data-list="checked|unchecked">, code as <pre>), but its live DOM form is allowed too and may reach the server
// from older notes or from a script: flat lists whose items say their kind in data-list and their depth in a
// ql-indent-N class, and code as div.ql-code-block lines in a container. Both become nested lists and <pre>.
import type { Element, ElementContent, Root, RootContent } from 'hast';

type Parent = Root | Element;
type ListKind = 'bullet' | 'ordered' | 'checked' | 'unchecked';
const LIST_KINDS: readonly string[] = ['bullet', 'ordered', 'checked', 'unchecked'];
const MAX_INDENT = 8;

const classesOf = (element: Element): string[] => {
  const value: unknown = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

const hasClass = (node: ElementContent | RootContent, name: string): boolean => node.type === 'element' && classesOf(node).includes(name);

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function indentOf(element: Element): number {
  for (const name of classesOf(element)) {
    const match = /^ql-indent-(\d)$/.exec(name);
    if (match) return Math.min(Number(match[1]), MAX_INDENT);
  }
  return 0;
}

function kindOf(item: Element, list: Element): ListKind {
  const said = item.properties.dataList;
  if (typeof said === 'string' && LIST_KINDS.includes(said)) return said as ListKind;
  return list.tagName === 'ol' ? 'ordered' : 'bullet';
}

const tagFor = (kind: ListKind): 'ol' | 'ul' => (kind === 'ordered' ? 'ol' : 'ul');

/** The item as hast-util-to-mdast reads a GFM task item: a checkbox first, then its text. */
function listItem(item: Element, kind: ListKind): Element {
  const children = item.children.filter((child) => !hasClass(child, 'ql-ui'));
  const checkbox: Element[] =
    kind === 'checked' || kind === 'unchecked'
      ? [{ type: 'element', tagName: 'input', properties: { type: 'checkbox', checked: kind === 'checked' }, children: [] }]
      : [];
  return { type: 'element', tagName: 'li', properties: {}, children: [...checkbox, ...children] };
}

/**
 * A list element's items as nested lists: an item deeper than the one before it goes into a list inside that one,
 * and a change of list tag (numbered after bullets) at the same depth starts a new list. Semantic HTML has no
 * indents, so it comes out as it went in.
 */
function nestedLists(list: Element): Element[] {
  const top: Element[] = [];
  // The open list at each depth, and the last item added to it.
  const open: { list: Element; item: Element | undefined }[] = [];
  for (const child of list.children) {
    if (child.type !== 'element' || child.tagName !== 'li') continue;
    const kind = kindOf(child, list);
    const depth = Math.min(indentOf(child), open.length);
    open.length = Math.min(open.length, depth + 1);
    let level = open[depth];
    if (level && level.list.tagName !== tagFor(kind)) {
      open.length = depth;
      level = undefined;
    }
    if (!level) {
      const created: Element = { type: 'element', tagName: tagFor(kind), properties: {}, children: [] };
      const parentItem = depth > 0 ? open[depth - 1]?.item : undefined;
      if (parentItem) parentItem.children.push(created);
      else top.push(created);
      level = { list: created, item: undefined };
      open[depth] = level;
    }
    const item = listItem(child, kind);
    level.list.children.push(item);
    level.item = item;
  }
  return top;
}

function codeBlock(container: Element): Element {
  const lines = container.children.filter((child) => hasClass(child, 'ql-code-block')).map(textOf);
  return { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: lines.join('\n') }] };
}

/** Inline elements Quill writes once for a run however it was typed: two in a row are one run. */
const RUNS = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'code']);
/** Each run's format, whatever tag spelled it. */
const RUN_NAMES: Partial<Record<string, string>> = { strong: 'bold', b: 'bold', em: 'italic', i: 'italic', u: 'u', s: 'strike', strike: 'strike', sub: 'sub', sup: 'sup', code: 'code', a: 'link' };
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'pre', 'blockquote', 'div', 'img']);

function sameRun(a: ElementContent | RootContent | undefined, b: Element): a is Element {
  return a?.type === 'element' && RUNS.has(b.tagName) && a.tagName === b.tagName && JSON.stringify(a.properties) === JSON.stringify(b.properties);
}

/** Runs that became neighbours when their parents joined (<sub><em>a</em></sub><sub><em>b</em></sub>) join too. */
function joinedRuns(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    const previous = out.at(-1);
    if (node.type === 'element' && sameRun(previous, node)) previous.children = joinedRuns([...previous.children, ...node.children]);
    else out.push(node);
  }
  return out;
}

const isPhrasing = (node: ElementContent | RootContent): boolean =>
  node.type === 'text' || (node.type === 'element' && !BLOCKS.has(node.tagName)) || (node.type === 'element' && node.tagName === 'img');

/**
 * Text and inline runs beside blocks (an item's text before its nested list, text at the top) in a paragraph of
 * their own, as Markdown has them: the writer would otherwise set inline HTML (<u>) apart as a block.
 */
function withParagraphs(children: (ElementContent | RootContent)[]): (ElementContent | RootContent)[] {
  if (!children.some(isPhrasing)) return children;
  const out: (ElementContent | RootContent)[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) out.push({ type: 'element', tagName: 'p', properties: {}, children: run });
    run = [];
  };
  for (const child of children) {
    if (isPhrasing(child)) run.push(child as ElementContent);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out;
}

/** Rewrites `tree` in place: Quill's lists, check items and code-block lines as plain HTML. */
export function plainQuillHast(tree: Parent, within: ReadonlySet<string> = new Set()): void {
  const children: (ElementContent | RootContent)[] = [];
  for (const child of tree.children) {
    if (child.type !== 'element') {
      children.push(child);
      continue;
    }
    if (hasClass(child, 'ql-ui')) continue;
    if (hasClass(child, 'ql-code-block-container')) {
      children.push(codeBlock(child));
      continue;
    }
    if (child.tagName === 'ol' || child.tagName === 'ul') {
      const lists = nestedLists(child);
      // The items' own content may hold more lists (semantic nesting) or code.
      for (const made of lists) plainQuillHast(made, within);
      children.push(...lists);
      continue;
    }
    const run = RUN_NAMES[child.tagName];
    plainQuillHast(child, run === undefined ? within : new Set([...within, run]));
    // A span carries only colours, which Markdown drops: its runs join the ones beside it. A run inside the same
    // run (bold in bold) adds nothing: Quill never writes it, and Markdown would read its marks as text.
    const unwrapped = child.tagName === 'span' || (run !== undefined && within.has(run));
    for (const part of unwrapped ? child.children : [child]) {
      const previous = children.at(-1);
      if (part.type === 'element' && sameRun(previous, part)) previous.children = joinedRuns([...previous.children, ...part.children]);
      else children.push(part);
    }
  }
  const container = tree.type === 'root' || ['li', 'blockquote'].includes(tree.tagName);
  tree.children = (container ? withParagraphs(children) : children) as typeof tree.children;
}
