// One Escape closes the topmost layer that has focus. Radix hands Escape to its highest layer only, and a toast
// that appeared after a dialog opened is higher: it took the Escape meant for the dialog the user was in, and
// the dialog stayed open. The Toaster lets that Escape pass (it keeps it only when focus is in a toast); the
// dialog that has focus then closes itself here. Spread the result on a Radix Dialog.Content.
import { useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';

export interface EscapeHandlers {
  onEscapeKeyDown: (event: KeyboardEvent) => void;
  onKeyDown: (event: ReactKeyboardEvent<HTMLElement>) => void;
}

/** `keepOpen`: something inside the dialog has Escape for itself now (an open menu closes first). */
export function useEscapeCloses(close: () => void, keepOpen = false): EscapeHandlers {
  // The Escape Radix already handled, as the highest layer: it must not close the dialog a second time.
  const handled = useRef<KeyboardEvent | null>(null);
  return {
    onEscapeKeyDown: (event) => {
      handled.current = event;
      if (keepOpen) event.preventDefault();
    },
    onKeyDown: (event) => {
      if (event.key !== 'Escape' || keepOpen || handled.current === event.nativeEvent) return;
      // A dialog opened from this one is portaled elsewhere in the page: its Escape is its own.
      if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
      close();
    },
  };
}
