// Redacting URLs for the log: edit ids go, however their characters are escaped; the rest stays readable.
import { describe, expect, it } from 'vitest';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  const editId = newEditId();
  const shareId = newShareId();

  it.each([
    ['plain', `/api/notes/${editId}/delete`],
    ['one escaped character', `/api/notes/${editId.slice(0, 4)}%${editId.charCodeAt(4).toString(16)}${editId.slice(5)}/delete`],
    ['every character escaped', `/e/${[...editId].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('')}`],
    ['a double-encoded character', `/e/${editId.slice(0, 4)}%25${editId.charCodeAt(4).toString(16)}${editId.slice(5)}`],
    ['in the query string', `/e/x?from=${editId}`],
  ])('removes an edit id written %s', (_label, url) => {
    expect(redactUrl(url)).not.toContain(editId);
    expect(redactUrl(url)).toContain('[redacted]');
  });

  it('keeps share ids, other escapes and malformed escapes as they are', () => {
    expect(redactUrl(`/n/${shareId}?q=%E2%9C%93&bad=%zz%`)).toBe(`/n/${shareId}?q=%E2%9C%93&bad=%zz%`);
  });
});
