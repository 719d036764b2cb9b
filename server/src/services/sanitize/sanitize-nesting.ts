// The last step of sanitizing (docs/design.md §4.3): the tree a browser builds. sanitize-html parses with
// htmlparser2, which nests what a browser would not (a <p> inside a <span> inside a <p>), and unwrapping a
// dropped element (<noscript>, <object>…) can put a block where the browser closes the paragraph first:
// `<p><noscript><p>` came back as `<p><p></p></p>`, which the next save made three paragraphs. Parsing the
// allowed markup once more with parse5 (the HTML standard's tree construction, what every browser and so
// Quill's clipboard do) and writing that tree out exactly as sanitize-html writes its own makes the result
// a fixed point: sanitizing it again changes no byte (sanitize-fixed-point.property.test.ts).
import { defaultTreeAdapter, html as spec, parseFragment, type DefaultTreeAdapterMap, type DefaultTreeAdapterTypes as T, type TreeAdapter } from 'parse5';
import { MarkupTooDeepError } from '../../errors.ts';

/** Content is parsed as the body's children, as the editor and the note view put it. */
const BODY = defaultTreeAdapter.createElement('body', spec.NS.HTML, []);
/** Written `<br />` like sanitize-html's selfClosing list (only these two are on the allowlist). */
const VOID = new Set(['br', 'img']);
/** The parser drops one line feed right after these start tags, so a leading one is written twice. */
const LEADING_NEWLINE_DROPPED = new Set(['pre', 'textarea', 'listing']);

// sanitize-html's escaping (escapeHtml with decodeEntities): & < > in text, and " as well in attributes.
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function writeAttributes(element: T.Element): string {
  let out = '';
  for (const { name, value } of element.attrs) {
    // sanitize-html writes an empty value as a bare name, except alt (its allowedEmptyAttributes).
    out += ` ${name}`;
    if (value !== '') out += `="${escapeAttribute(value)}"`;
    else if (name === 'alt') out += '=""';
  }
  return out;
}

function writeChildren(parent: T.ParentNode, out: string[]): void {
  for (const node of parent.childNodes) {
    if (defaultTreeAdapter.isTextNode(node)) {
      out.push(escapeText(node.value));
    } else if (defaultTreeAdapter.isElementNode(node)) {
      const name = node.tagName;
      if (VOID.has(name)) {
        out.push(`<${name}${writeAttributes(node)} />`);
        continue;
      }
      out.push(`<${name}${writeAttributes(node)}>`);
      const first = node.childNodes[0];
      if (LEADING_NEWLINE_DROPPED.has(name) && first && defaultTreeAdapter.isTextNode(first) && first.value.startsWith('\n')) {
        out.push('\n');
      }
      writeChildren(node, out);
      out.push(`</${name}>`);
    }
    // Comments and doctypes cannot occur: sanitize-html has already dropped them.
  }
}

/** Elements a browser's reading may add to the markup's own (a paragraph closed early, a format reopened). */
const ADDED_ELEMENTS_ALLOWED = 64;

/**
 * The default tree, refusing to build more than `limit` elements. A browser reopens every formatting element
 * still open (up to three alike, but any number that differ in their attributes) in each block that follows:
 * 250 differently-classed <b> before 1,000 <div>s make 250,000 elements out of 10 KB. Well-nested markup
 * makes exactly one element per start tag; a few more is the repair this step exists for; far more is an
 * attack, refused like markup nested too deep.
 */
function boundedTreeAdapter(limit: number): TreeAdapter<DefaultTreeAdapterMap> {
  let made = 0;
  return {
    ...defaultTreeAdapter,
    createElement(tagName, namespaceURI, attrs) {
      made += 1;
      if (made > limit) throw new MarkupTooDeepError();
      return defaultTreeAdapter.createElement(tagName, namespaceURI, attrs);
    },
  };
}

/**
 * `allowedMarkup` (sanitize-html's output) as the tree a browser builds from it, in sanitize-html's spelling.
 * Throws MarkupTooDeepError when that tree would be far larger than the markup (boundedTreeAdapter).
 */
export function asBrowserTree(allowedMarkup: string): string {
  // sanitize-html escapes < in text and attributes, so every < left starts a tag.
  const startTags = allowedMarkup.split('<').length - 1;
  const treeAdapter = boundedTreeAdapter(2 * startTags + ADDED_ELEMENTS_ALLOWED);
  const out: string[] = [];
  writeChildren(parseFragment(BODY, allowedMarkup, { treeAdapter }), out);
  return out.join('');
}

// What makes a browser build another tree than well-nested allowed markup spells out (the HTML standard's
// "in body" rules, for the allowed tags only): a block opening while a paragraph is open closes the
// paragraph; a heading right inside a heading closes it; an item closes an open item unless a list, quote,
// pre or heading lies between; a link closes an open link; a line feed right after <pre> is dropped; CR and
// NUL are rewritten. Inline elements are neither closed nor moved by anything else.
const CLOSES_PARAGRAPH = new Set(['p', 'h1', 'h2', 'h3', 'blockquote', 'pre', 'ol', 'ul', 'li', 'div']);
const HEADINGS = new Set(['h1', 'h2', 'h3']);
const ENDS_ITEM_SEARCH = new Set(['blockquote', 'ol', 'ul', 'pre', 'h1', 'h2', 'h3']);
// sanitize-html escapes < and > in text and attribute values, so every < starts a tag and the first > ends it.
const TAG = /<(\/?)([a-z][a-z0-9]*)[^>]*>/g;

function itemStillOpen(open: readonly string[]): boolean {
  for (let i = open.length - 1; i >= 0; i--) {
    const name = open[i] ?? '';
    if (name === 'li') return true;
    if (ENDS_ITEM_SEARCH.has(name)) return false;
  }
  return false;
}

/**
 * True when a browser reads `allowedMarkup` (sanitize-html's output) as exactly the tree it spells out, so
 * asBrowserTree would return it unchanged: one linear scan instead of a second parse for almost every note.
 * False when unsure; the property test checks that true is never wrong.
 */
export function nestsAsBrowsersRead(allowedMarkup: string): boolean {
  if (/[\r\0]/.test(allowedMarkup)) return false;
  const open: string[] = [];
  let paragraphs = 0;
  let links = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(allowedMarkup); match; match = TAG.exec(allowedMarkup)) {
    const name = match[2] ?? '';
    if (match[1] === '/') {
      if (open.pop() !== name) return false;
      if (name === 'p') paragraphs -= 1;
      if (name === 'a') links -= 1;
      continue;
    }
    if (VOID.has(name)) continue;
    if (paragraphs > 0 && CLOSES_PARAGRAPH.has(name)) return false;
    if (HEADINGS.has(name) && HEADINGS.has(open[open.length - 1] ?? '')) return false;
    if (name === 'li' && itemStillOpen(open)) return false;
    if (name === 'a' && links > 0) return false;
    if (name === 'pre' && allowedMarkup[TAG.lastIndex] === '\n') return false;
    open.push(name);
    if (name === 'p') paragraphs += 1;
    if (name === 'a') links += 1;
  }
  return open.length === 0;
}
