// A sign-out on this device that the server has not been told yet (sign-out.ts wrote the signOut row, e.g.
// offline). The session cookie is HttpOnly: only the server's answer to /api/auth/sign-out removes it, and
// until then every request carries it — a note someone else publishes here meanwhile would be created in the
// account. So while the row exists the drain sends nothing but, in this order: the account's own unsent
// changes (its notes kept hidden as `leaving`; a note published offline is created in the account, as the user
// expects), the claim of notes this device held that the account had not confirmed yet, then the sign-out.
// If by then the browser's session is a new one of the same account (the person signed back in), the account's
// changes go with it and the sign-out is not sent: it would end the new session. If it is another account's or none
// (someone else signed in here, or the session ended elsewhere), what needs the account's session cannot reach it: creates of notes the server never had are
// dropped (sign-out warned that undeliverable changes are lost); the rest goes by edit id, which needs no
// session. Runs inside the drain, under the outbox lock (the page's and the service worker's alike).
import { AuthDone, SessionAnswer } from '../../../../shared/wire/account.ts';
import { claimPairs } from '../remote/account-claims.ts';
import { ApiFailure, getJson, postJson } from '../remote/api-client.ts';
import { db } from '../local/db.ts';
import { discardAllOf } from '../local/outbox/outbox.ts';
import { isEndedSession, type SessionRef } from '../probe/session-ref.ts';
import { SIGN_OUT_KEY } from '../probe/schema-names.ts';

/** Sends the due ops of every note not in `skip` (sync-engine.ts); false when the connection is gone. */
export type SendDue = (skip: Set<string>) => Promise<boolean>;

/** The browser's session now: null for none, undefined when the server cannot say. */
async function currentSession(): Promise<SessionRef | null | undefined> {
  try {
    // An answer in another shape is an ApiFailure: the server could not say, which is not "no session".
    const answer = await getJson('/api/auth/get-session', SessionAnswer);
    return answer && { userId: answer.user.id, sessionId: answer.session.id };
  } catch {
    return undefined;
  }
}

/** No connection or a server error: try again later. A refusal (4xx, e.g. 401 for a session already gone) is final. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiFailure) || error.code === 'network' || error.status === 429 || error.status >= 500;
}

/** Removes the hidden notes whose create never reached the server, with their ops. */
async function dropUnsentCreates(): Promise<void> {
  await db.transaction('rw', db.notes, db.outbox, async () => {
    const unsent = (await db.notes.toArray()).filter((note) => note.leaving && note.version === 0).map((note) => note.shareId);
    await discardAllOf(unsent);
    await db.notes.bulkDelete(unsent);
  });
}

/**
 * Brings a pending sign-out to the server, its account's changes first. True once nothing is pending (the drain
 * may send everything else); false while it has to wait (no connection, a change on backoff, a server error).
 */
export async function finishSignOut(sendDue: SendDue): Promise<boolean> {
  const pending = await db.signOut.get(SIGN_OUT_KEY);
  if (!pending) return true;
  const current = await currentSession();
  if (current === undefined) return false;
  if (current === null || current.userId !== pending.userId) {
    await dropUnsentCreates();
    await db.signOut.delete(SIGN_OUT_KEY);
    return true;
  }
  const leaving = new Set((await db.notes.toArray()).filter((note) => note.leaving).map((note) => note.shareId));
  const others = new Set((await db.outbox.orderBy('shareId').uniqueKeys()).map(String).filter((id) => !leaving.has(id)));
  if (!(await sendDue(others))) return false;
  // A change waiting on its backoff still needs the session: the sign-out waits for it.
  if ((await db.outbox.where('shareId').anyOf([...leaving]).count()) > 0) return false;
  try {
    await claimPairs(pending.claims);
  } catch (error) {
    if (worthRetrying(error)) return false;
  }
  // Signed back in here since (a new session of the same account): the ended session's cookie is gone from this
  // browser already, and a sign-out now would end the new one. A sign-in can also land while this runs: the
  // sign-out names its session, and the server refuses it (409) if the cookie names another one by then.
  if (isEndedSession(pending, current)) {
    try {
      await postJson('/api/auth/sign-out', pending.sessionId === undefined ? {} : { sessionId: pending.sessionId }, AuthDone);
    } catch (error) {
      if (worthRetrying(error)) return false;
    }
  }
  await db.signOut.delete(SIGN_OUT_KEY);
  return true;
}
