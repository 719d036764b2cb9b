// The fast path of sanitizing: most notes are a few paragraphs of plain text with bold or italics, markup the
// full sanitizer would return unchanged (apart from writing <br> as <br />). Such content is recognised with
// one linear scan and returned as the full sanitizer would; anything else — an attribute, an entity other than
// &amp; &lt; &gt;, a control character, a block inside a block, an unclosed or misnested tag — returns
// undefined and goes through sanitize-html. sanitize-fast-path.test.ts compares both over many payloads.

/** Blocks appear only at the top level: a block opening inside another would make the parser close it. */
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'blockquote']);
/** Inline formatting without attributes, which the parser nests as written. */
const INLINE = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup', 'code', 'span']);
/** Far below the nesting limit (MAX_NESTING_DEPTH) the full sanitizer enforces. */
const MAX_FAST_DEPTH = 16;

// A line break in any of its spellings (before tags, which would read it as an element named br), a tag
// without attributes, a run of text without markup, control
// characters or ampersands, or one of the three entities the sanitizer writes back the same way.
const TOKEN = /<br ?\/?>|<(\/?)([a-z][a-z0-9]*)>|[^<>&\u0000-\u0008\u000b-\u001f\u007f]+|&(?:amp|lt|gt);/y;
const LINE_BREAK = /<br ?\/?>/g;

/** What sanitize-html would make of `html` (already well-formed UTF-16), or undefined when unsure. */
export function sanitizePlainMarkup(html: string): string | undefined {
  const open: string[] = [];
  let breaks = false;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const match = TOKEN.exec(html);
    if (!match) return undefined;
    const name = match[2];
    if (name === undefined) {
      if (match[0].startsWith('<br')) breaks = true;
      continue;
    }
    if (match[1] === '/') {
      if (open.pop() !== name) return undefined;
      continue;
    }
    if (BLOCKS.has(name) ? open.length > 0 : !INLINE.has(name)) return undefined;
    if (open.push(name) > MAX_FAST_DEPTH) return undefined;
  }
  if (open.length > 0) return undefined;
  return breaks ? html.replace(LINE_BREAK, '<br />') : html;
}
