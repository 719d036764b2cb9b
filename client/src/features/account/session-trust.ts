// Which account session this browser signed into through our own sign-in or sign-up form. Only
// that session may receive this device's notes: a session that appears any other way (a link someone sent,
// a cookie set by another page) is asked about first (ClaimGate.tsx). Kept per browser, so a sign-in in
// another tab counts; a session id, so an old sign-in never vouches for a new session.
const KEY = 'jotter.account-session';

export function trustSession(sessionId: string): void {
  try {
    localStorage.setItem(KEY, sessionId);
  } catch {
    // Storage blocked: the session stays untrusted and the user is asked.
  }
}

export function isTrustedSession(sessionId: string): boolean {
  try {
    return localStorage.getItem(KEY) === sessionId;
  } catch {
    return false;
  }
}
