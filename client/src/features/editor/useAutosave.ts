// Wires a SaveScheduler to a component's life: saves within AUTOSAVE_DELAY_MS of a change, and at once when
// the page is hidden, left or the component unmounts, so a reload or a closed tab never loses typed text.
import { useEffect, useRef, useState } from 'react';
import { createSaveScheduler, type SaveScheduler } from './save-scheduler.ts';

/** Below the spec's 300 ms so the IndexedDB write itself fits inside the promise. */
export const AUTOSAVE_DELAY_MS = 250;

export function useAutosave<T>(save: (value: T) => Promise<void>, onError: (error: unknown) => void): SaveScheduler<T> {
  const latest = useRef({ save, onError });
  useEffect(() => {
    latest.current = { save, onError };
  });
  const [scheduler] = useState(() =>
    createSaveScheduler<T>(
      (value) => latest.current.save(value),
      AUTOSAVE_DELAY_MS,
      (error) => latest.current.onError(error),
    ),
  );

  useEffect(() => {
    const flush = () => void scheduler.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [scheduler]);

  return scheduler;
}
