// Keeps the signed-in account's notes on this device current: at start, when the tab regains focus and when
// the connection comes back. When the reconcile finds the session over (signed out in another tab, or ended
// elsewhere: its notes have left this device), the header shows the user signed out. Renders nothing; loaded
// only for signed-in users on pages with the data layer.
import { useEffect } from 'react';
import { refreshAccountNotes } from '../../data/sync/on-demand/account-notes.ts';
import { announceSessionEnded } from './signed-out-elsewhere.ts';
import { markSignedOut } from './session-store.ts';

export default function AccountSync() {
  useEffect(() => {
    const refresh = (joinRunning = false) => {
      refreshAccountNotes({ joinRunning }).then(
        (state) => {
          if (state.kind === 'signed-in') return;
          if (state.kind === 'session-ended' && state.forgotten > 0) announceSessionEnded();
          markSignedOut();
        },
        // Offline: the next focus or reconnect tries again.
        () => undefined,
      );
    };
    // At start, the sign-in's own reconcile may be running: this one joins it. Focus and reconnection may bring news
    // from other devices, so they queue one of their own.
    refresh(true);
    const refreshAgain = () => refresh();
    window.addEventListener('focus', refreshAgain);
    window.addEventListener('online', refreshAgain);
    return () => {
      window.removeEventListener('focus', refreshAgain);
      window.removeEventListener('online', refreshAgain);
    };
  }, []);
  return null;
}
