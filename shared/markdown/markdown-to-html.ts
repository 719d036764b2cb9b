// Markdown as the HTML the editor writes (docs/design.md §4.8): CommonMark plus GFM strikethrough and task items
// (micromark through mdast-util-from-markdown), then mdast-util-to-hast with the editor's spellings: a task item is
// <li data-list="checked|unchecked">, code blocks are <pre>, headings deeper than three are h3 (the editor has
// three), an image that is not inline data becomes a link to it. Raw HTML in Markdown is dropped, except the
// exact tags html-to-markdown.ts writes for what Markdown cannot spell (<u>, <sub>, <sup>). What this returns is
// NOT safe to store or show: the server's sanitizer (and the browser's) is still the one gate.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Html, Image, ListItem, Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { defaultHandlers, toHast, type Handlers } from 'mdast-util-to-hast';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { INLINE_HTML_TAGS } from './html-to-markdown.ts';
import { SANITIZE_POLICY } from '../sanitize-policy.ts';

const KEPT_RAW = new RegExp(`^</?(${INLINE_HTML_TAGS.join('|')})>$`);
const MAX_HEADING = 3;

const handlers: Handlers = {
  listItem(state, node: ListItem, parent) {
    const item = defaultHandlers.listItem(state, { ...node, checked: null }, parent);
    if (typeof node.checked === 'boolean') item.properties.dataList = node.checked ? 'checked' : 'unchecked';
    return item;
  },
  list(state, node) {
    const list = defaultHandlers.list(state, node);
    // The writer's own classes (contains-task-list) mean nothing to the editor.
    delete list.properties.className;
    return list;
  },
  heading(state, node) {
    return defaultHandlers.heading(state, { ...node, depth: Math.min(node.depth, MAX_HEADING) as typeof node.depth });
  },
  // GFM's <del> is not the editor's: it writes strike as <s>.
  delete(state, node) {
    const struck: Element = { type: 'element', tagName: 's', properties: {}, children: state.all(node) };
    state.patch(node, struck);
    return state.applyData(node, struck);
  },
  code(_state, node) {
    return { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: node.value }] };
  },
  html(_state, node: Html) {
    return KEPT_RAW.test(node.value.trim()) ? { type: 'raw', value: node.value.trim() } : undefined;
  },
  image(state, node: Image) {
    if (SANITIZE_POLICY.dataImagePattern.test(node.url)) return defaultHandlers.image(state, node);
    const link: Element = { type: 'element', tagName: 'a', properties: { href: node.url }, children: [] };
    const text: ElementContent = { type: 'text', value: node.alt || node.url };
    link.children.push(text);
    return link;
  },
  // The editor has no rule, table or footnote: their text stays, the rule goes.
  thematicBreak() {
    return undefined;
  },
};

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'pre', 'blockquote']);
const isBlock = (node: RootContent | undefined): boolean => node === undefined || (node.type === 'element' && BLOCKS.has(node.tagName));

/**
 * mdast-util-to-hast puts a line break between blocks to make its HTML readable; the editor writes none, and
 * Quill would read one beside a block as text. A line break between two pieces of text (a soft break) stays.
 */
function withoutBreaksBetweenBlocks(parent: Root | Element): void {
  if (parent.type === 'element' && parent.tagName === 'pre') return;
  parent.children = parent.children.filter(
    (child, index, all) => !(child.type === 'text' && child.value === '\n' && (isBlock(all[index - 1]) || isBlock(all[index + 1]))),
  ) as typeof parent.children;
  for (const child of parent.children) if (child.type === 'element') withoutBreaksBetweenBlocks(child);
}

/** Lists are tight (no <p> in an item): the editor has no loose lists. */
function tightLists(node: Nodes): void {
  if (node.type === 'list' || node.type === 'listItem') node.spread = false;
  if ('children' in node) for (const child of node.children) tightLists(child);
}

export function markdownToHtml(markdown: string): string {
  const mdast = fromMarkdown(markdown, {
    extensions: [gfmStrikethrough(), gfmTaskListItem()],
    mdastExtensions: [gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown()],
  });
  tightLists(mdast);
  const hast = toHast(mdast, { handlers, allowDangerousHtml: true });
  if (hast.type === 'root' || hast.type === 'element') withoutBreaksBetweenBlocks(hast);
  return toHtml(hast, { allowDangerousHtml: true });
}
