// Markdown in and out of a note is stable (docs/design.md §4.8): for every format the editor makes, a note's
// Markdown read back into a note (through the sanitizer, as every write goes) gives the same Markdown again; and a
// Markdown document written by hand, once stored, reads back as the same Markdown on every further round.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../../../shared/markdown/html-to-markdown.ts';
import { markdownToHtml } from '../../../../shared/markdown/markdown-to-html.ts';
import { XSS_PAYLOADS } from '../../test-support/xss-payloads.ts';
import { sanitizeContent } from '../sanitize/sanitize.ts';

const stored = (markdown: string): string => sanitizeContent(markdownToHtml(markdown));
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text with what Markdown treats specially: emphasis and code marks, list and heading starts, escapes, entities. */
const text = fc
  .array(fc.constantFrom(...'ab1 *_`~#>-+.!', '[', ']', '(', ')', '\\', '&', '<', '|', '\u00a0', 'é', '😀'), { minLength: 1, maxLength: 10 })
  .map((characters) => characters.join(''));
const word = fc.stringMatching(/^[a-z]{1,6}$/);

/** The HTML the editor stores (Quill's getSemanticHTML): formatted runs in blocks, nested lists, code, links, images. */
const editorHtml = fc.letrec((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text.map(escapeHtml),
    fc.constant('<img src="data:image/png;base64,iVBORw0KGgo=">'),
    fc.tuple(fc.constantFrom('strong', 'em', 'u', 's', 'sub', 'sup'), tie('inline')).map(([tag, content]) => `<${tag}>${content}</${tag}>`),
    text.map((code) => `<code>${escapeHtml(code)}</code>`),
    fc.tuple(fc.constantFrom('#e60000', 'rgb(0, 0, 255)'), tie('inline')).map(([colour, content]) => `<span style="color: ${colour}">${content}</span>`),
    fc.tuple(fc.constantFrom('https://a.example/?q=1&r=(2)', 'mailto:x@y.z', 'tel:+1234'), word).map(([href, label]) => `<a href="${escapeHtml(href)}" target="_blank">${label}</a>`),
  ),
  runs: fc.array(tie('inline'), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')),
  item: fc.tuple(tie('runs'), fc.option(tie('list'), { freq: 4 })).map(([content, nested]) => `${String(content)}${String(nested ?? '')}`),
  // Quill writes check items in a <ul>, each list kind its own list.
  list: fc.tuple(fc.constantFrom('ol', 'ul', 'checks'), fc.array(fc.tuple(tie('item') as fc.Arbitrary<string>, fc.boolean()), { minLength: 1, maxLength: 3 })).map(([kind, items]) => {
    const tag = kind === 'ol' ? 'ol' : 'ul';
    const attribute = (checked: boolean) => (kind === 'checks' ? ` data-list="${checked ? 'checked' : 'unchecked'}"` : '');
    return `<${tag}>${items.map(([content, checked]) => `<li${attribute(checked)}>${content}</li>`).join('')}</${tag}>`;
  }),
  block: fc.oneof(
    fc.tuple(fc.constantFrom('p', 'h1', 'h2', 'h3', 'blockquote'), fc.constantFrom('', ' class="ql-align-center"'), tie('runs')).map(
      ([tag, attributes, content]) => `<${tag}${attributes}>${content}</${tag}>`,
    ),
    fc.constant('<p><br></p>'),
    tie('list'),
    fc.array(text, { minLength: 1, maxLength: 3 }).map((lines) => `<pre>\n${escapeHtml(lines.join('\n'))}\n</pre>`),
  ),
  doc: fc.array(tie('block'), { minLength: 1, maxLength: 5 }).map((blocks) => blocks.join('')),
})).doc;

/** Markdown as a person writes it, over the formats the editor has. */
const markdownDocument = fc.letrec((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    word,
    fc.tuple(fc.constantFrom('**', '_', '~~'), word).map(([mark, content]) => `${mark}${content}${mark}`),
    word.map((code) => `\`${code}\``),
    fc.tuple(fc.constantFrom('u', 'sub', 'sup'), word).map(([tag, content]) => `<${tag}>${content}</${tag}>`),
    word.map((label) => `[${label}](https://a.example/${label})`),
    fc.constant('![](data:image/png;base64,iVBORw0KGgo=)'),
  ),
  line: fc.array(tie('inline'), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' ')),
  block: fc.oneof(
    tie('line'),
    fc.tuple(fc.constantFrom('# ', '## ', '### ', '> '), tie('line')).map(([mark, line]) => mark + line),
    fc.array(fc.tuple(fc.constantFrom('- ', '1. ', '- [ ] ', '- [x] '), tie('line')), { minLength: 1, maxLength: 3 }).map((items) =>
      items.map(([mark, line]) => mark + line).join('\n'),
    ),
    fc.array(word, { minLength: 1, maxLength: 3 }).map((lines) => `\`\`\`\n${lines.join('\n')}\n\`\`\``),
  ),
  doc: fc.array(tie('block'), { minLength: 1, maxLength: 5 }).map((blocks) => blocks.join('\n\n')),
})).doc;

describe('Markdown in and out of a note', () => {
  it('a note of any editor format read as Markdown, stored again and read again, gives the same Markdown', () => {
    fc.assert(
      fc.property(editorHtml, (html) => {
        const markdown = htmlToMarkdown(sanitizeContent(html));
        expect(htmlToMarkdown(stored(markdown))).toBe(markdown);
      }),
      { numRuns: 500 },
    );
  });

  it('a written Markdown document, once stored, reads back as the same Markdown every time', () => {
    fc.assert(
      fc.property(markdownDocument, (written) => {
        const markdown = htmlToMarkdown(stored(written));
        expect(htmlToMarkdown(stored(markdown))).toBe(markdown);
        // Stored again, the note is byte for byte the one stored the first time.
        expect(stored(markdown)).toBe(stored(written));
      }),
      { numRuns: 500 },
    );
  });

  it('every format survives the round trip: the HTML read back has each tag the note had', () => {
    fc.assert(
      fc.property(editorHtml, (html) => {
        const once = stored(htmlToMarkdown(sanitizeContent(html)));
        const tags = (markup: string) => new Set([...markup.matchAll(/<(h[1-3]|strong|em|u|s|sub|sup|code|a|ol|ul|blockquote|pre|img)\b/g)].map((m) => m[1]));
        const kinds = (markup: string) => new Set([...markup.matchAll(/data-list="(\w+)"/g)].map((m) => m[1]));
        const before = sanitizeContent(html);
        // An element with no visible text (a link or bold around spaces) has nothing for Markdown to mark.
        for (const tag of tags(before)) if (!/<\w+[^>]*>\s*<\//.test(before)) expect(tags(once)).toContain(tag);
        for (const kind of kinds(before)) expect(kinds(once)).toContain(kind);
      }),
      { numRuns: 300 },
    );
  });

  it.each(XSS_PAYLOADS)('hostile Markdown never stores a script: %s', (payload) => {
    const html = stored(payload);
    expect(html).not.toMatch(/<script|<iframe|javascript:|\son\w+=/i);
  });
});
