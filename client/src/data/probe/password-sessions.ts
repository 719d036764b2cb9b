// Password sessions of protected notes, one cookie per note (`ns_<shareId>`, 6 h like the server's
// session), so a verified reader is not asked again after a reload. No Dexie.
import { PASSWORD_SESSION_SECONDS } from '../../../../shared/limits.ts';

const PREFIX = 'ns_';

function cookieName(shareId: string): string {
  return PREFIX + encodeURIComponent(shareId);
}

function attributes(maxAge: number): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function getPasswordSession(shareId: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const name = cookieName(shareId);
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function setPasswordSession(shareId: string, session: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${cookieName(shareId)}=${encodeURIComponent(session)}${attributes(PASSWORD_SESSION_SECONDS)}`;
}

/** For a session the server no longer accepts (the password changed): forget it so the prompt shows. */
export function clearPasswordSession(shareId: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${cookieName(shareId)}=${attributes(0)}`;
}
