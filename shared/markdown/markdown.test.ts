// What each format the editor makes becomes in Markdown, and back (docs/design.md §4.8). Round trips through the
// server's sanitizer are in server/src/services/notes/markdown-round-trip.property.test.ts.
import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown.ts';
import { markdownToHtml } from './markdown-to-html.ts';
import { plainTextToHtml } from './plain-text.ts';

describe('a note read as Markdown', () => {
  it.each([
    ['headings', '<h1>One</h1><h2>Two</h2><h3>Three</h3>', '# One\n\n## Two\n\n### Three\n'],
    ['bold, italic and strike', '<p><strong>b</strong> <em>i</em> <s>s</s></p>', '**b** _i_ ~~s~~\n'],
    ['underline, subscript and superscript stay inline HTML', '<p><u>u</u> H<sub>2</sub>O x<sup>2</sup></p>', '<u>u</u> H<sub>2</sub>O x<sup>2</sup>\n'],
    ['inline code', '<p>run <code>npm test</code></p>', 'run `npm test`\n'],
    ['a code block as Quill writes it', '<pre>\nconst a = 1;\n  return a;\n</pre>', '```\nconst a = 1;\n  return a;\n```\n'],
    ['Quill’s code-block lines', '<div class="ql-code-block-container"><div class="ql-code-block">a</div><div class="ql-code-block">b</div></div>', '```\na\nb\n```\n'],
    ['a link', '<p><a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow ugc" target="_blank">site</a></p>', '[site](https://example.com/a?b=1)\n'],
    ['a quote', '<blockquote>said</blockquote>', '> said\n'],
    ['nested bullets and numbers', '<ul><li>a<ol><li>b</li></ol></li><li>c</li></ul>', '- a\n  1. b\n- c\n'],
    ['a checklist', '<ul><li data-list="checked">done</li><li data-list="unchecked">todo</li></ul>', '- [x] done\n- [ ] todo\n'],
    ['Quill’s flat lists with indents', '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>a</li><li data-list="ordered" class="ql-indent-1">b</li><li data-list="unchecked">c</li></ol>', '- a\n  1. b\n- [ ] c\n'],
    ['an image as data', '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>', '![](data:image/png;base64,iVBORw0KGgo=)\n'],
    ['colours and alignment are dropped, their text kept', '<p class="ql-align-center"><span style="color: red">red</span></p>', 'red\n'],
    ['empty lines are dropped', '<p>a</p><p><br></p><p>b</p>', 'a\n\nb\n'],
    ['text that looks like Markdown is escaped', '<p>*not bold* # 1. [x]</p>', '\\*not bold\\* # 1. \\[x]\n'],
  ])('%s', (_name, html, markdown) => {
    expect(htmlToMarkdown(html)).toBe(markdown);
  });

  it('an empty note is an empty text', () => {
    expect(htmlToMarkdown('')).toBe('');
    expect(htmlToMarkdown('<p><br></p>')).toBe('');
  });
});

describe('Markdown written into a note', () => {
  it.each([
    ['headings, deeper ones as the third', '# a\n\n#### d', '<h1>a</h1><h3>d</h3>'],
    ['a checklist as Quill’s check items', '- [x] done\n- [ ] todo', '<ul><li data-list="checked">done</li><li data-list="unchecked">todo</li></ul>'],
    ['strike as <s>', '~~gone~~', '<p><s>gone</s></p>'],
    ['a fenced code block as <pre>', '```js\nlet a = 1 < 2;\n```', '<pre>let a = 1 &#x3C; 2;</pre>'],
    ['underline written as HTML', 'an <u>underlined</u> word', '<p>an <u>underlined</u> word</p>'],
    ['a rule is dropped', 'a\n\n---\n\nb', '<p>a</p><p>b</p>'],
    ['an image from elsewhere becomes a link to it', '![cat](https://example.com/cat.png)', '<p><a href="https://example.com/cat.png">cat</a></p>'],
  ])('%s', (_name, markdown, html) => {
    expect(markdownToHtml(markdown)).toBe(html);
  });

  it.each([
    '<script>alert(1)</script>',
    'text <script>alert(1)</script> more',
    '<iframe src="https://evil.example"></iframe>',
    '<img src=x onerror=alert(1)>',
    '<u onclick="alert(1)">x</u>',
  ])('raw HTML other than the kept tags never comes through: %s', (markdown) => {
    const html = markdownToHtml(markdown);
    expect(html).not.toMatch(/<script|<iframe|onerror|onclick/i);
  });
});

describe('plain text written into a note', () => {
  it('each line is a paragraph, every character kept as text', () => {
    expect(plainTextToHtml('a <b>\r\n\n& "c"\n')).toBe('<p>a &lt;b&gt;</p><p><br></p><p>&amp; &quot;c&quot;</p>');
  });

  it('nothing is an empty note', () => {
    expect(plainTextToHtml('')).toBe('');
  });
});
