// Focus return for dialogs opened from code (no Radix Trigger): remembers what had focus when the dialog
// opened and gives it back on close, so keyboard users land where they were instead of on <body>.
import { useLayoutEffect, useRef } from 'react';

export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<Element | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (its focus scope uses a normal effect).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (event) => {
    const target = opener.current;
    opener.current = null;
    // The opener may be gone (e.g. a menu item that closed); then Radix's default applies.
    if (target instanceof HTMLElement && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
