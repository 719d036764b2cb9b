// Wires a SaveScheduler to an editor's life: saves within AUTOSAVE_DELAY_MS of a change, and at once when
// the page is hidden, left or the component unmounts. An IndexedDB write started while the page goes away
// dies with it, so at that moment the newest text also goes into the synchronous journal
// (data/local/journal.ts), which the next start merges: a reload or a closed tab never loses typed text.
import { useEffect, useRef, useState } from 'react';
import { writeJournal } from '../data/local/journal.ts';
import { registerPendingSave } from './pending-saves.ts';
import { createSaveScheduler, type SaveScheduler } from './save-scheduler.ts';

/** Below the 300 ms of docs/design.md §6.2, so the IndexedDB write itself fits inside the promise. */
export const AUTOSAVE_DELAY_MS = 250;

/** Reads the editor's current HTML (built on call, so only when saving). */
export type ReadHtml = () => string;

export interface JournalTarget {
  /** The note's journal key (SCRATCH_JOURNAL or noteJournal(shareId)). */
  key: string;
  /** The stored copy's updatedAt the editor is working on, when it has one. */
  base?: string;
}

export function useAutosave(
  journal: JournalTarget,
  save: (html: string) => Promise<void>,
  onError: (error: unknown) => void,
): SaveScheduler<ReadHtml> {
  const latest = useRef({ journal, save, onError });
  useEffect(() => {
    latest.current = { journal, save, onError };
  });
  // The callbacks read `latest` when the scheduler fires, never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const [scheduler] = useState(() =>
    createSaveScheduler<ReadHtml>(
      (readHtml) => latest.current.save(readHtml()),
      AUTOSAVE_DELAY_MS,
      (error) => latest.current.onError(error),
    ),
  );

  useEffect(() => {
    const flush = () => void scheduler.flush();
    const keep = () => {
      const readHtml = scheduler.unsaved();
      if (readHtml !== undefined) {
        const { key, base } = latest.current.journal;
        const entry = { content: readHtml(), at: Date.now() };
        writeJournal(key, base === undefined ? entry : { ...entry, base });
      }
      flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onVisibility);
    const unregister = registerPendingSave(() => scheduler.flush());
    return () => {
      unregister();
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [scheduler]);

  return scheduler;
}
