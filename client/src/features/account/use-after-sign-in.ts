// What follows a successful sign-in or sign-up: the session is fetched again, local notes are reconciled
// into the account (nothing is lost; see data/sync/account-notes.ts), then the user goes home — after at most a
// few seconds; a slow reconcile finishes in the background. One way home: the sign-in page's "already signed in"
// redirect waits while this runs (it took the user home before the unsaved note was published, and this then
// took them home a second time, wherever they had gone meanwhile).
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useLocalizedHref } from '../../platform/navigation.ts';
import { publishScratchIntoAccount } from '../../data/account/sign-in-claim.ts';
import { reconcileAfterSignIn } from '../../data/sync/on-demand/account-notes.ts';
import { refreshSession } from './session-store.ts';

/** How long the sign-in page waits for the account's notes before going home; the rest goes on there. */
const RECONCILE_WAIT_MS = 3000;

let finishingHere = false;

/** Whether this tab's own form is finishing a sign-in: it takes the user home itself once the notes are in. */
export function isFinishingSignIn(): boolean {
  return finishingHere;
}

export function useAfterSignIn(): () => Promise<void> {
  const [, navigate] = useLocation();
  const href = useLocalizedHref();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(async () => {
    finishingHere = true;
    try {
      // This tab's own form made the session: it may receive this device's notes (session-trust.ts).
      await refreshSession({ madeHere: true });
      // The home page shows the unsaved note: it must be published into the account before that page opens.
      await publishScratchIntoAccount().catch(() => {});
      // Offline or a refusal: local notes stay local and the next refresh (focus, online) claims them.
      const reconciled = reconcileAfterSignIn().catch(() => {});
      await Promise.race([reconciled, new Promise((resolve) => setTimeout(resolve, RECONCILE_WAIT_MS))]);
    } finally {
      finishingHere = false;
    }
    // Someone who left the sign-in page meanwhile (a header link) stays where they went. The sign-in page leaves
    // the history, so Back goes to the page the person signed in from.
    if (mounted.current) navigate(href('/'), { replace: true });
  }, [navigate, href]);
}
