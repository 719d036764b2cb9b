import { describe, expect, it } from 'vitest';
import { ALL_ALLOWED_ATTRIBUTES, cleanAttribute, isAllowedHref } from './sanitize-rules.ts';

describe('cleanAttribute', () => {
  it('a javascript: link in a note cannot run when a reader clicks it', () => {
    expect(cleanAttribute('a', 'href', 'javascript:alert(1)')).toBeNull();
    expect(cleanAttribute('a', 'href', ' jav\tascript:alert(1)')).toBeNull();
    expect(cleanAttribute('a', 'href', 'data:text/html,<script>1</script>')).toBeNull();
  });

  it('ordinary web, mail, phone and relative links keep working', () => {
    for (const href of ['https://example.com/a?b=c', 'http://x.org', 'mailto:a@b.c', 'tel:+123', '/about', '#top']) {
      expect(cleanAttribute('a', 'href', href)).toBe(href);
    }
  });

  it('only colour styles survive, so a note cannot overlay the page', () => {
    expect(cleanAttribute('span', 'style', 'color: #e60000; position: fixed; top: 0')).toBe('color: #e60000');
    expect(cleanAttribute('span', 'style', 'background-color: url(https://evil)')).toBeNull();
    expect(cleanAttribute('span', 'style', 'background-color: rgb(255, 0, 0)')).toBe('background-color: rgb(255, 0, 0)');
  });

  it("only Quill's own classes survive, so a note cannot borrow the app's styling", () => {
    expect(cleanAttribute('p', 'class', 'ql-align-center fixed inset-0 ql-indent-2')).toBe('ql-align-center ql-indent-2');
    expect(cleanAttribute('p', 'class', 'hidden')).toBeNull();
  });

  it('images load only from inline raster data, never from a tracking URL or SVG', () => {
    expect(cleanAttribute('img', 'src', 'data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(cleanAttribute('img', 'src', 'https://tracker.example/pixel.gif')).toBeNull();
    expect(cleanAttribute('img', 'src', 'data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
  });

  it('attributes are allowed only on the tags the policy names', () => {
    expect(cleanAttribute('p', 'href', 'https://example.com')).toBeNull();
    expect(cleanAttribute('li', 'data-list', 'checked')).toBe('checked');
    expect(cleanAttribute('li', 'data-list', 'evil')).toBeNull();
    expect(cleanAttribute('a', 'onclick', 'x()')).toBeNull();
    expect(cleanAttribute('a', 'target', '_top')).toBeNull();
  });

  it('the coarse attribute list has no event handlers', () => {
    expect(ALL_ALLOWED_ATTRIBUTES.some((name) => name.startsWith('on'))).toBe(false);
    expect(ALL_ALLOWED_ATTRIBUTES).toContain('href');
  });
});

describe('isAllowedHref', () => {
  it('upper-case schemes are judged like lower-case ones', () => {
    expect(isAllowedHref('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isAllowedHref('JavaScript:void(0)')).toBe(false);
  });
});
