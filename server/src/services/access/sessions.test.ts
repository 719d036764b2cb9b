// Password sessions: a token opens exactly one note at exactly one password version for six hours, and
// nothing a client can forge or tamper with passes.
import { describe, expect, it } from 'vitest';
import { PASSWORD_SESSION_SECONDS } from '../../../../shared/limits.ts';
import { createSessionSigner, type SessionSubject } from './sessions.ts';

const signer = createSessionSigner('a-test-secret-that-is-long-enough-123456');
const issuedAt = new Date('2030-01-01T00:00:00.000Z');
const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
const note: SessionSubject = { shareId: 'AbCdEf123456', passwordVersion: 3, createdAt: new Date('2029-12-31T10:00:00.000Z') };
const other = (changes: Partial<SessionSubject>): SessionSubject => ({ ...note, ...changes });

describe('password sessions', () => {
  const token = signer.issue(note, issuedAt);

  it('open the note and password version they were issued for', () => {
    expect(signer.verify(token, note, issuedAt)).toBe(true);
  });

  it('last six hours and not a second longer', () => {
    expect(signer.verify(token, note, at(PASSWORD_SESSION_SECONDS - 1))).toBe(true);
    expect(signer.verify(token, note, at(PASSWORD_SESSION_SECONDS))).toBe(false);
  });

  it('do not open another note or a newer password version', () => {
    expect(signer.verify(token, other({ shareId: 'ZZZZZZ123456' }), issuedAt)).toBe(false);
    expect(signer.verify(token, other({ passwordVersion: 4 }), issuedAt)).toBe(false);
  });

  it('do not open a later note that got the same share id and password version', () => {
    expect(signer.verify(token, other({ createdAt: new Date('2030-01-01T00:00:01.000Z') }), issuedAt)).toBe(false);
  });

  it('refuse tampered tokens', () => {
    const [id, version, expires, mac] = token.split('.') as [string, string, string, string];
    const flipped = (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1);
    expect(signer.verify(`${id}.${version}.${expires}.${flipped}`, note, issuedAt)).toBe(false);
    // A longer lifetime or another version with the old signature.
    expect(signer.verify(`${id}.${version}.${Number(expires) + 3600}.${mac}`, note, at(PASSWORD_SESSION_SECONDS + 1))).toBe(false);
    expect(signer.verify(`${id}.4.${expires}.${mac}`, other({ passwordVersion: 4 }), issuedAt)).toBe(false);
  });

  it('refuse tokens signed with another secret', () => {
    const stranger = createSessionSigner('another-secret-that-is-long-enough-654321');
    expect(signer.verify(stranger.issue(note, issuedAt), note, issuedAt)).toBe(false);
  });

  it.each([undefined, null, 42, {}, '', 'a.b.c', 'a.b.c.d.e', `${'x'.repeat(300)}`, `${token}.`])('refuse junk like %j', (junk) => {
    expect(signer.verify(junk, note, issuedAt)).toBe(false);
  });
});
