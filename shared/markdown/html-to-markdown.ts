// A note's HTML as Markdown (docs/design.md §4.8): parsed by the HTML standard's rules (hast-util-from-html, parse5;
// no DOM needed, so the server and a browser run the same code), Quill's forms made plain (quill-hast.ts), then
// hast-util-to-mdast and mdast-util-to-markdown with GFM strikethrough and task items, the writer that escapes
// exactly what its own parser would read differently. Markdown has no underline, subscript or superscript: they
// are kept as inline HTML (<u>…</u>), which markdown-to-html.ts reads back. Colours, alignment and paragraph
// indents have no Markdown and are dropped; blank lines (empty paragraphs) too.
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast, type Handle } from 'hast-util-to-mdast';
import type { Nodes, Parents, PhrasingContent, Root } from 'mdast';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { toMarkdown } from 'mdast-util-to-markdown';
import { plainQuillHast } from './quill-hast.ts';

/** Inline elements Markdown cannot spell, written as the inline HTML markdown-to-html.ts lets through. */
export const INLINE_HTML_TAGS = ['u', 'sub', 'sup'] as const;

const asInlineHtml: Handle = (state, node: Element) => [
  { type: 'html', value: `<${node.tagName}>` },
  ...(state.all(node) as PhrasingContent[]),
  { type: 'html', value: `</${node.tagName}>` },
];

/** Nothing visible: only spaces, however formatted. */
function blank(node: Nodes): boolean {
  if (node.type === 'image') return false;
  if (node.type === 'text' || node.type === 'inlineCode') return node.value.trim() === '';
  return 'children' in node ? node.children.every(blank) : true;
}

/**
 * A line break at the end of a block, or a block or list item with nothing visible, has no Markdown: Quill's
 * `<p><br></p>`.
 * Lists are tight: the editor has no loose lists, and guessing looseness from HTML would not read back the same.
 */
function plainBlocks(node: Nodes): void {
  if (!('children' in node)) return;
  const parent = node as Parents;
  for (const child of parent.children) plainBlocks(child);
  if (node.type === 'list' || node.type === 'listItem') node.spread = false;
  if (node.type === 'paragraph' || node.type === 'heading') {
    while (node.children.at(-1)?.type === 'break') node.children.pop();
    while (node.children[0]?.type === 'break') node.children.shift();
  }
  // Empty code has no Markdown either (two backticks are text), and an empty item cannot follow a line of text.
  parent.children = parent.children.filter(
    (child) =>
      !((child.type === 'paragraph' || child.type === 'heading') && blank(child)) &&
      !((child.type === 'listItem' || child.type === 'list') && child.children.length === 0) &&
      !(child.type === 'inlineCode' && child.value === ''),
  ) as typeof parent.children;
}

export function htmlToMarkdown(html: string): string {
  const tree = fromHtml(html, { fragment: true });
  plainQuillHast(tree);
  const mdast = toMdast(tree, {
    handlers: Object.fromEntries(INLINE_HTML_TAGS.map((tag) => [tag, asInlineHtml])),
  }) as Root;
  plainBlocks(mdast);
  return toMarkdown(mdast, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    extensions: [gfmStrikethroughToMarkdown(), gfmTaskListItemToMarkdown()],
  });
}
