// Sanitized content is canonical: saving it again changes no byte, and the nesting it spells out is the tree a
// browser builds from it. Without this a device's copy of a note and the server's could differ with nobody
// having typed, and a three-way merge (docs/design.md §6.4) would see edits that never happened.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../test-support/xss-payloads.ts';
import { asBrowserTree, nestsAsBrowsersRead } from './sanitize-nesting.ts';
import { sanitizeAllowlistOnly, sanitizeContent } from './sanitize.ts';

function expectCanonical(input: string): void {
  const once = sanitizeContent(input);
  expect(sanitizeContent(once)).toBe(once);
  // Reading it the way a browser does gives back the same markup: nothing nests where a browser would close it.
  expect(asBrowserTree(once)).toBe(once);
}

const text = fc.stringMatching(/^[a-z &<>"'\u00a0é😀\n]{0,8}$/);
const colour = fc.constantFrom('#e60000', 'rgb(230, 0, 0)', 'red', 'url(x)');

/** What Quill writes: blocks of formatted inline runs, lists with data-list, code blocks, links, images. */
const editorHtml = fc.letrec((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.constant('<br>'),
    fc.constant('<img src="data:image/png;base64,iVBORw0KGgo=" alt="">'),
    fc.tuple(fc.constantFrom('strong', 'em', 'u', 's', 'sub', 'sup', 'code', 'b', 'i'), tie('inline')).map(([t, c]) => `<${t}>${c}</${t}>`),
    fc.tuple(colour, tie('inline')).map(([c, x]) => `<span style="color: ${c}">${x}</span>`),
    fc.tuple(fc.constantFrom('https://a.example/?q=1&r=2', 'mailto:x@y.z', 'javascript:alert(1)'), tie('inline')).map(
      ([href, c]) => `<a href="${href}" target="_blank">${c}</a>`,
    ),
  ),
  runs: fc.array(tie('inline'), { maxLength: 4 }).map((parts) => parts.join('')),
  block: fc.oneof(
    fc.tuple(fc.constantFrom('p', 'h1', 'h2', 'h3', 'blockquote', 'pre'), fc.constantFrom('', ' class="ql-align-center"', ' class="ql-indent-1 x"'), tie('runs')).map(
      ([t, attrs, c]) => `<${t}${attrs}>${c}</${t}>`,
    ),
    fc.tuple(fc.constantFrom('ol', 'ul'), fc.array(fc.tuple(fc.constantFrom('bullet', 'ordered', 'checked', 'evil'), tie('runs')), { minLength: 1, maxLength: 3 })).map(
      ([list, items]) => `<${list}>${items.map(([kind, c]) => `<li data-list="${kind}">${c}</li>`).join('')}</${list}>`,
    ),
    tie('runs').map((c) => `<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">${c}</div></div>`),
  ),
  doc: fc.array(tie('block'), { maxLength: 5 }).map((blocks) => blocks.join('')),
})).doc;

/** Tag soup: any tag from the allowlist, the wrappers that are unwrapped and the ones that go with their content. */
const hostileFragment = fc
  .array(
    fc.oneof(
      text,
      fc.tuple(
        fc.constantFrom(
          'p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'a', 'b', 'em', 's', 'span', 'pre', 'blockquote', 'br', 'img', 'code',
          'noscript', 'math', 'mi', 'svg', 'object', 'template', 'textarea', 'select', 'option', 'table', 'td', 'tr',
          'script', 'style', 'iframe', 'font', 'my-widget', 'form', 'button', 'title', 'xmp', 'plaintext', 'nobr', 'dd',
        ),
        fc.boolean(),
        fc.constantFrom('', ' href="javascript:alert(1)"', ' onclick=alert(1)', ' data-list="bullet"', ' style="color:red"', ' src=x onerror=alert(1)'),
      ).map(([tag, closing, attrs]) => (closing ? `</${tag}>` : `<${tag}${attrs}>`)),
      fc.constantFrom('<!--', '-->', '<![CDATA[', ']]>', '&nbsp;', '&amp', '&#0;', '\r\n', '\r', '\u0000', '<', '</', '<!doctype html>', '<?x?>', '<pre>\n'),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('the scan that spares most notes a second parse', () => {
  it('never says a browser reads markup as written when it does not', () => {
    const allowlisted = fc.oneof(editorHtml, hostileFragment, fc.tuple(editorHtml, hostileFragment).map(([a, b]) => a + b)).map(sanitizeAllowlistOnly);
    fc.assert(
      fc.property(allowlisted, (markup) => {
        if (nestsAsBrowsersRead(markup)) expect(asBrowserTree(markup)).toBe(markup);
      }),
      { numRuns: 3000 },
    );
  });

  it('sends editor output to the second parse only when a browser would really read it differently', () => {
    fc.assert(fc.property(editorHtml, (html) => nestsAsBrowsersRead(sanitizeAllowlistOnly(html)) || asBrowserTree(sanitizeAllowlistOnly(html)) !== sanitizeAllowlistOnly(html)));
  });
});

describe('sanitized content is a fixed point with the nesting a browser builds', () => {
  it('for every payload of the XSS corpus, alone, inside a paragraph and all together', () => {
    for (const payload of XSS_PAYLOADS) {
      expectCanonical(payload);
      expectCanonical(`<p>${payload}</p>`);
      expectCanonical(`<ul><li>${payload}</li></ul>`);
    }
    expectCanonical(XSS_PAYLOADS.join(''));
  });

  it('for the noscript fragment that once came back as <p><p></p></p>', () => {
    expect(sanitizeContent('<p><noscript><p>x</p></noscript></p>')).toBe('<p></p><p>x</p><p></p>');
    expectCanonical('<p><noscript><p>x</p></noscript></p>');
  });

  it('for random editor output (blocks, lists, code blocks, formats, links, images)', () => {
    fc.assert(fc.property(editorHtml, expectCanonical), { numRuns: 400 });
  });

  it('for random hostile tag soup', () => {
    fc.assert(fc.property(hostileFragment, expectCanonical), { numRuns: 1500 });
  });

  it('for hostile fragments dropped into editor output', () => {
    fc.assert(
      fc.property(editorHtml, hostileFragment, editorHtml, (before, hostile, after) => expectCanonical(before + hostile + after)),
      { numRuns: 400 },
    );
  });
});
