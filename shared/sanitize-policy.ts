// The one HTML allowlist (docs/design.md §4.3): exactly what the Quill editor produces. The server enforces it with
// sanitize-html on every write; the client applies it again with DOMPurify before rendering. Plain data so
// both sanitizers are configured from the same source.

export const SANITIZE_POLICY = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup',
    'a', 'ol', 'ul', 'li', 'blockquote', 'code', 'pre', 'span', 'div', 'img',
  ],
  /** Attributes per tag ('*' = every allowed tag). class and style are filtered further below. */
  allowedAttributes: {
    '*': ['class', 'style'],
    a: ['href', 'target', 'rel'],
    li: ['data-list'],
    div: ['data-language', 'spellcheck'],
    pre: ['data-language', 'spellcheck'],
    img: ['src', 'alt', 'width', 'height'],
  } as Record<string, string[]>,
  /** Only Quill's own classes (alignment, indent, code blocks, fonts, sizes). */
  allowedClassPattern: /^ql-[a-z0-9-]+$/,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  /** The rel every link gets, whatever the input said. */
  linkRel: 'noopener noreferrer nofollow ugc',
  allowedStyleProperties: ['color', 'background-color'],
  /** Colour values only: #rgb/#rrggbb(aa), rgb()/rgba() with numbers, or a plain colour keyword. */
  colorValuePattern: /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i,
  /** Images are allowed only inline as base64 raster data. */
  dataImagePattern: /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i,
  dataListValues: ['bullet', 'ordered', 'checked', 'unchecked'],
} as const;
