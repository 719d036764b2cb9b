// The server's HTML allowlist: hostile markup never survives, what the editor produces does, sanitizing twice
// changes nothing (stored content is stable under re-saving), and titles come out as plain text.
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MARKERS, XSS_PAYLOADS } from '../../test-support/xss-payloads.ts';
import { MAX_NESTING_DEPTH } from '../../../../shared/limits.ts';
import { MarkupTooDeepError } from '../../errors.ts';
import { sanitizeContent, sanitizeTitle } from './sanitize.ts';

const EDITOR_OUTPUT = [
  '<h1>Title</h1><h2>Sub</h2><h3>Small</h3>',
  '<p><strong>b</strong><em>i</em><u>u</u><s>s</s><sub>1</sub><sup>2</sup><br /></p>',
  '<ol><li data-list="bullet">a</li><li data-list="checked">b</li><li data-list="ordered" class="ql-indent-1">c</li></ol>',
  '<blockquote>quote</blockquote><p><code>inline</code></p>',
  '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">x</div></div>',
  '<p class="ql-align-center"><span style="color:rgb(230, 0, 0);background-color:#ffff00">colour</span></p>',
  '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="pic" width="10" /></p>',
].join('');

describe('sanitizing note content', () => {
  it.each(XSS_PAYLOADS)('strips everything executable from %s', (payload) => {
    const clean = sanitizeContent(payload);
    for (const marker of FORBIDDEN_MARKERS) expect(clean).not.toMatch(marker);
  });

  it('is idempotent over every hostile payload and over editor output', () => {
    for (const input of [...XSS_PAYLOADS, EDITOR_OUTPUT, XSS_PAYLOADS.join('')]) {
      const once = sanitizeContent(input);
      expect(sanitizeContent(once)).toBe(once);
    }
  });

  it('keeps what the editor produces unchanged', () => {
    expect(sanitizeContent(EDITOR_OUTPUT)).toBe(EDITOR_OUTPUT);
  });

  it('keeps http, https, mailto and tel links and gives every link a safe rel', () => {
    const clean = sanitizeContent(
      '<a href="https://a.example" target="_top" rel="opener">a</a><a href="http://b.example">b</a><a href="mailto:x@y.z">m</a><a href="tel:+123">t</a>',
    );
    expect(clean).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow ugc">a</a>' +
        '<a href="http://b.example" rel="noopener noreferrer nofollow ugc">b</a>' +
        '<a href="mailto:x@y.z" rel="noopener noreferrer nofollow ugc">m</a>' +
        '<a href="tel:+123" rel="noopener noreferrer nofollow ugc">t</a>',
    );
  });

  it('drops links to other schemes and protocol-relative links but keeps their text', () => {
    for (const href of ['javascript:alert(1)', 'ftp://x.example', '//evil.example', 'data:text/html,hi', 'file:///etc/passwd']) {
      expect(sanitizeContent(`<a href="${href}">text</a>`)).toBe('<a rel="noopener noreferrer nofollow ugc">text</a>');
    }
  });

  it('keeps raster data images and drops every other image source', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp']) {
      const img = `<img src="data:image/${type};base64,AAAA" />`;
      expect(sanitizeContent(img)).toBe(img);
    }
    for (const src of ['https://tracker.example/p.png', 'data:image/svg+xml;base64,AAAA', 'data:image/png,raw', '/local.png']) {
      expect(sanitizeContent(`<p><img src="${src}" />x</p>`)).toBe('<p>x</p>');
    }
  });

  it('allows only colour values in colour styles', () => {
    expect(sanitizeContent('<span style="color: #abc; background-color: rgba(1, 2, 3, 0.5)">x</span>')).toBe(
      '<span style="color:#abc;background-color:rgba(1, 2, 3, 0.5)">x</span>',
    );
    expect(sanitizeContent('<span style="color: url(x); font-size: 90px; position: fixed">x</span>')).toBe('<span>x</span>');
  });

  it('keeps only Quill classes and known list kinds', () => {
    expect(sanitizeContent('<p class="ql-indent-2 hidden">x</p>')).toBe('<p class="ql-indent-2">x</p>');
    expect(sanitizeContent('<li data-list="evil">x</li>')).not.toContain('evil');
  });

  it('escapes text so it stays text', () => {
    expect(sanitizeContent('1 < 2 & "three"')).toBe('1 &lt; 2 &amp; "three"');
  });
});

describe('unknown and dangerous wrappers', () => {
  it.each([
    ['an unclosed <math>', '<p>before</p><math><mi>x</mi><p>after</p>'],
    ['an unclosed <noscript>', '<p>before</p><noscript><p>after</p>'],
    ['an unclosed <svg>', '<p>before</p><svg><circle r="1"></circle><p>after</p>'],
    ['an unclosed <template>', '<p>before</p><template><p>after</p>'],
    ['an unclosed <object>', '<p>before</p><object data="x"><p>after</p>'],
    ['an unclosed <textarea>', '<p>before</p><textarea><p>after</p>'],
    ['an unclosed <select><option>', '<p>before</p><select><option><p>after</p>'],
    ['an unknown element', '<p>before</p><my-widget><p>after</p>'],
  ])('%s does not swallow the text after it', (_label, html) => {
    const clean = sanitizeContent(html);
    expect(clean).toContain('before');
    expect(clean).toContain('after');
    for (const marker of FORBIDDEN_MARKERS) expect(clean).not.toMatch(marker);
  });

  it('keeps the text inside unknown wrappers and drops the wrappers', () => {
    expect(sanitizeContent('<section><font color="red">kept</font></section><center>too</center>')).toBe('kepttoo');
    expect(sanitizeContent('<noscript><p>fallback</p></noscript>')).toBe('<p>fallback</p>');
  });

  it('drops the content of script, style and iframe with them: it is code, never text', () => {
    expect(sanitizeContent('<p>a</p><script>alert(1)</script><style>p{}</style><iframe>frame</iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('markup hidden in a wrapper is sanitized like any other (a textarea keeps it as escaped text)', () => {
    for (const wrapper of ['noscript', 'math', 'svg', 'template', 'object', 'textarea', 'option']) {
      const clean = sanitizeContent(`<${wrapper}><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a><script>alert(2)</script></${wrapper}>`);
      // Only tags can run anything; text is escaped, so a marker in it is inert.
      const tags = (clean.match(/<[^>]*>/g) ?? []).join('');
      for (const marker of FORBIDDEN_MARKERS) expect(tags).not.toMatch(marker);
      if (wrapper !== 'textarea') expect(clean).not.toContain('alert');
    }
  });
});

describe('nesting', () => {
  const over = MAX_NESTING_DEPTH + 1;

  it('refuses markup nested past the limit, however the nesting is dressed up', () => {
    for (const deep of [
      '<b><i>'.repeat(over),
      '<div>'.repeat(over),
      // Quoted '>' and a comment opener inside an attribute must not hide the elements after them.
      '<span title="a><!--">'.repeat(over) + '-->',
      // End tags of elements that are not open close nothing.
      '<span></b>'.repeat(over),
      '<svg>'.repeat(over),
      '<math><mi>'.repeat(over),
      '<noscript>'.repeat(over),
    ]) {
      expect(() => sanitizeContent(deep)).toThrow(MarkupTooDeepError);
    }
  });

  it('counts what is really open: siblings, implied closes and void elements do not add up', () => {
    const wide = [
      '<p>x</p>'.repeat(10_000),
      '<p>unclosed paragraph'.repeat(10_000),
      '<li>unclosed item'.repeat(10_000),
      '<br><img>'.repeat(10_000),
      `${'<span>'.repeat(MAX_NESTING_DEPTH)}x`,
    ];
    for (const html of wide) expect(() => sanitizeContent(html)).not.toThrow();
  });

  it('refuses markup whose formatting a browser would reopen in every block that follows (10 KB into a quarter of a million elements)', () => {
    const formats = Array.from({ length: 250 }, (_, i) => `<b class="ql-size-${i}">`).join('');
    const blocks = '<div>x</div>'.repeat(1000);
    expect(() => sanitizeContent(`<p>${formats}${blocks}</p>`)).toThrow(MarkupTooDeepError);
    // The same shapes without the blow-up stay accepted: a few formats over a few blocks.
    expect(() => sanitizeContent(`<p><b><i>${'<div>x</div>'.repeat(3)}</i></b></p>`)).not.toThrow();
  });
});

describe('sanitizing titles', () => {
  it('turns markup into plain text and collapses whitespace and control characters', () => {
    expect(sanitizeTitle('  <b>Bold</b>\n\t title &amp; co\u0000 ')).toBe('Bold title & co');
  });

  it.each(XSS_PAYLOADS)('leaves no tag in the title made from %s', (payload) => {
    const title = sanitizeTitle(payload);
    expect(title).not.toMatch(/<[a-z!/]/i);
    expect(title).not.toMatch(/[\u0000-\u001f]/);
  });

  it('drops bidi overrides and invisible characters but keeps emoji and Indic joiners', () => {
    expect(sanitizeTitle('Report\u202e\u2066 2024\u2069\u200b\u200e&#8203;')).toBe('Report 2024');
    expect(sanitizeTitle('\u200f\u202d')).toBe('');
    expect(sanitizeTitle('👩‍💻 क्‍ष')).toBe('👩‍💻 क्‍ष');
  });

  it('keeps characters people type in titles', () => {
    expect(sanitizeTitle('Tom & Jerry: 1 > 0, "quotes" and \'apostrophes\' 😀 नमस्ते')).toBe(
      'Tom & Jerry: 1 > 0, "quotes" and \'apostrophes\' 😀 नमस्ते',
    );
  });
});
