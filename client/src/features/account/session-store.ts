// Who is using the app: unknown until asked, then a guest or a signed-in user. One small store every
// component reads (header, sign-in page, panel); refreshed at start and after every account call (docs/design.md §6.6).
import { useSyncExternalStore } from 'react';
import type { AccountSession } from '../../../../shared/wire/account.ts';
import { signedOutHere } from '../../data/probe/capability-probe.ts';
import { isEndedSession } from '../../data/probe/session-ref.ts';
import { fetchSession } from './auth-api.ts';
import { forgetIfSessionEnded } from './signed-out-elsewhere.ts';
import { trustSession } from './session-trust.ts';

export type SessionState =
  | { status: 'unknown' }
  | { status: 'guest' }
  | { status: 'signed-in'; user: AccountSession['user']; sessionId: string };

let state: SessionState = { status: 'unknown' };
let inFlight: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function fetchAndSet(madeHere: boolean): Promise<SessionState> {
  return fetchSession().then(
    async (session) => {
      if (session && madeHere) trustSession(session.session.id);
      const ended = session ? await signedOutHere() : null;
      const endedHere = session !== null && ended !== null && isEndedSession(ended, { userId: session.user.id, sessionId: session.session.id });
      set(session && !endedHere ? { status: 'signed-in', user: session.user, sessionId: session.session.id } : { status: 'guest' });
      if (!session) void forgetIfSessionEnded().catch((error: unknown) => console.error('Removing the account’s notes failed', error));
      return state;
    },
    () => state,
  );
}

/**
 * Asks the server who is signed in. Offline, a known state is kept (a signed-in user stays signed in). The session
 * this device signed out of before the server heard of it counts as signed out (a new one of the same account
 * does not); a session found gone takes the
 * account's notes off this device (the next person at this browser must not find them).
 * `madeHere`: our own sign-in or sign-up form just made this session, so it may receive this device's notes
 * (session-trust.ts); recorded before anyone hears of the session, and asked on its own (an answer already
 * on its way may predate the session).
 */
export function refreshSession(options: { madeHere?: boolean } = {}): Promise<SessionState> {
  if (options.madeHere) return fetchAndSet(true);
  inFlight ??= fetchAndSet(false).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export function markSignedOut(): void {
  set({ status: 'guest' });
}

export function getSession(): SessionState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: SessionState = { status: 'unknown' };

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, () => serverState);
}

/** "Ada Lovelace" → "AL"; one name → its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join('') || '?';
}

export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
