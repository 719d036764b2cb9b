// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPasswordSession, getPasswordSession, setPasswordSession } from './password-sessions.ts';

/** A cookie jar with the browser's document.cookie behaviour that matters here. */
function fakeDocument(): { document: { cookie: string }; writes: string[] } {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const document = {
    get cookie(): string {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attrs] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attrs.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
  return { document, writes };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('password sessions', () => {
  it('a verified session survives a reload for 6 hours, only for its note', () => {
    const { document, writes } = fakeDocument();
    vi.stubGlobal('document', document);
    vi.stubGlobal('location', { protocol: 'https:' });
    setPasswordSession('abcDEF123456', 'tok.en/=');
    expect(getPasswordSession('abcDEF123456')).toBe('tok.en/=');
    expect(getPasswordSession('zzzzzzzzzzzz')).toBeUndefined();
    expect(writes[0]).toMatch(/^ns_abcDEF123456=[^;]+; Max-Age=21600; Path=\/; SameSite=Lax; Secure$/);
  });

  it('is not marked Secure on plain http (local development) and can be forgotten', () => {
    const { document, writes } = fakeDocument();
    vi.stubGlobal('document', document);
    vi.stubGlobal('location', { protocol: 'http:' });
    setPasswordSession('abcDEF123456', 'token');
    expect(writes[0]).not.toContain('Secure');
    clearPasswordSession('abcDEF123456');
    expect(getPasswordSession('abcDEF123456')).toBeUndefined();
  });
});
