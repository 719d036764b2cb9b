// Which session a sign-out on this device ended (sign-out.ts), told apart from a later one of the same account.
// Until the server hears of the sign-out, the browser's cookie still names the ended session; once the person signs
// back in here — same account or another — the cookie names a new session, and the waiting sign-out must not end
// that one (it signed the person out again moments after they signed in).
// Kept free of Dexie: the header asks it before the data layer loads (capability-probe.ts).

/** A session as the server names it. */
export interface SessionRef {
  userId: string;
  sessionId: string;
}

/**
 * The session a pending sign-out ended. `sessionId` is missing only in rows written before it was recorded;
 * those name the account alone, as they always did.
 */
export type EndedSession = { userId: string; sessionId?: string };

/** Whether `current` (the browser's session now) is the one this device signed out of. */
export function isEndedSession(ended: EndedSession, current: SessionRef): boolean {
  return ended.sessionId === undefined ? ended.userId === current.userId : ended.sessionId === current.sessionId;
}
