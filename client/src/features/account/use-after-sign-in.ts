// What follows a successful sign-in or sign-up: the session is fetched again, local notes are reconciled
// into the account (nothing is lost; see data/sync/account-notes.ts), then the user goes home — after at most a
// few seconds; a slow reconcile finishes in the background.
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { publishScratchIntoAccount, reconcileAfterSignIn } from '../../data/sync/account-notes.ts';
import { refreshSession } from './session-store.ts';

/** How long the sign-in page waits for the account's notes before going home; the rest goes on there. */
const RECONCILE_WAIT_MS = 3000;

export function useAfterSignIn(): () => Promise<void> {
  const [, navigate] = useLocation();
  const href = useLocalizedHref();
  return useCallback(async () => {
    // This tab's own form made the session: it may receive this device's notes (session-trust.ts).
    await refreshSession({ madeHere: true });
    // The home page shows the unsaved note: it must be published into the account before that page opens.
    await publishScratchIntoAccount().catch(() => {});
    // Offline or a refusal: local notes stay local and the next refresh (focus, online) claims them.
    const reconciled = reconcileAfterSignIn().catch(() => {});
    await Promise.race([reconciled, new Promise((resolve) => setTimeout(resolve, RECONCILE_WAIT_MS))]);
    navigate(href('/'));
  }, [navigate, href]);
}
