// Password sessions (DESIGN §4): an HMAC-signed token naming the note, its password version and an expiry.
// Changing or removing the password bumps the version, which invalidates every earlier session at once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PASSWORD_SESSION_SECONDS } from '../../../shared/limits.ts';

export interface SessionSigner {
  issue(shareId: string, passwordVersion: number, now?: Date): string;
  verify(token: unknown, shareId: string, passwordVersion: number, now?: Date): boolean;
}

export function createSessionSigner(secret: string): SessionSigner {
  const sign = (payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url');

  return {
    issue(shareId, passwordVersion, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + PASSWORD_SESSION_SECONDS;
      const payload = `${shareId}.${passwordVersion}.${expires}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token, shareId, passwordVersion, now = new Date()) {
      if (typeof token !== 'string' || token.length > 200) return false;
      const parts = token.split('.');
      if (parts.length !== 4) return false;
      const [id, version, expires, mac] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${id}.${version}.${expires}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return id === shareId && Number(version) === passwordVersion && Number(expires) * 1000 > now.getTime();
    },
  };
}
