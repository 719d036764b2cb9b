// Whether the page is scrolled past a threshold (the header gets its blurred background after 10 px).
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

export function useScrolledPast(px: number): boolean {
  const snapshot = useCallback(() => window.scrollY > px, [px]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
