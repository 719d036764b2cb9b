// Password sessions (docs/design.md §4.3): an HMAC-signed token naming the note, its password version and an expiry.
// Changing or removing the password bumps the version, which invalidates every earlier session at once. The
// MAC also covers the note's creation time, so a session can only ever open the note it was issued for,
// never a later note that somehow got the same share id.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PASSWORD_SESSION_SECONDS } from '../../../../shared/limits.ts';
import type { StoredNote } from '../../storage/note-store.ts';

/** What a session is bound to. */
export type SessionSubject = Pick<StoredNote, 'shareId' | 'passwordVersion' | 'createdAt'>;

export interface SessionSigner {
  issue(note: SessionSubject, now?: Date): string;
  verify(token: unknown, note: SessionSubject, now?: Date): boolean;
}

export function createSessionSigner(secret: string): SessionSigner {
  // The creation time is signed but not sent: the token stays `shareId.version.expiry.mac`.
  const sign = (payload: string, note: SessionSubject): string =>
    createHmac('sha256', secret).update(`${payload}.${note.createdAt.getTime()}`).digest('base64url');

  return {
    issue(note, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + PASSWORD_SESSION_SECONDS;
      const payload = `${note.shareId}.${note.passwordVersion}.${expires}`;
      return `${payload}.${sign(payload, note)}`;
    },
    verify(token, note, now = new Date()) {
      if (typeof token !== 'string' || token.length > 200) return false;
      const parts = token.split('.');
      if (parts.length !== 4) return false;
      const [id, version, expires, mac] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${id}.${version}.${expires}`, note));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return id === note.shareId && Number(version) === note.passwordVersion && Number(expires) * 1000 > now.getTime();
    },
  };
}
