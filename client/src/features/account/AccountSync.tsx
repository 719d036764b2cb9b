// Keeps the signed-in account's notes on this device current: at start, when the tab regains focus and when
// the connection comes back. Renders nothing; loaded only for signed-in users on pages with the data layer.
import { useEffect } from 'react';
import { refreshAccountNotes } from '../../data/account-notes.ts';

export default function AccountSync() {
  useEffect(() => {
    let running = false;
    const refresh = () => {
      if (running) return;
      running = true;
      // Offline or signed out elsewhere: the next focus or reconnect tries again.
      refreshAccountNotes()
        .catch(() => {})
        .finally(() => {
          running = false;
        });
    };
    refresh();
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', refresh);
    };
  }, []);
  return null;
}
