// The one autosave of every editor (the home page's stand-in and Quill, a note's Quill): wires a SaveScheduler to
// the editor's life. Saves within AUTOSAVE_DELAY_MS of a change (in a note whose text is costly to build, at the
// next pause in typing, within MAX_UNSAVED_MS), and at once when the page is hidden, left or the
// component unmounts. An IndexedDB write started while the page goes away dies with it, so at that moment the
// newest text also goes into the synchronous journal (data/probe/journal.ts), which the next start merges: a reload
// or a closed tab never loses typed text. Each change comes with its own way of being saved (the stand-in's typing,
// Quill's text over its basis), so the newest text is always written the way that belongs to it.
import { useEffect, useRef, useState } from 'react';
import { writeJournal } from '../data/probe/journal.ts';
import { othersPresent } from '../data/local/live-state.ts';
import type { StoredTextLink } from './editor-sync.ts';
import { registerPendingSave } from './pending-saves.ts';
import { createSaveScheduler, type SaveScheduler } from './save-scheduler.ts';

/** Below the 300 ms of docs/design.md §6.2, so the IndexedDB write itself fits inside the promise. */
export const AUTOSAVE_DELAY_MS = 250;

/** While others are in the note (docs/design.md §11.8): their screens show a key this long after it is pressed, plus the trip. */
export const LIVE_SAVE_DELAY_MS = 150;

/**
 * A save whose text took longer than this to build is a stall the writer would feel on a key (a note of a few hundred
 * KB on a phone): the next ones wait for a pause in typing (save-scheduler.ts).
 */
const COSTLY_TEXT_MS = 16;
/** A pause in typing: between sentences, not between keys. */
const TYPING_PAUSE_MS = 500;
/** The longest typed text goes unwritten while the writer types on without a pause (docs/design.md §6.2). */
const MAX_UNSAVED_MS = 5_000;

/** Reads the editor's current HTML (built on call, so only when saving). */
export type ReadHtml = () => string;

/** A change to save: how to read its text, and how to write that text. */
export interface PendingSave {
  readHtml: ReadHtml;
  save: (html: string) => Promise<void>;
}

export interface JournalTarget {
  /** The note's journal key (SCRATCH_JOURNAL or noteJournal(shareId)). */
  key: string;
  /** The stored copy's updatedAt the editor is working on, when it has one. */
  base?: string;
}

/**
 * How Quill's text is saved: over the stored text it is built on, read with the text (a merge may move it before the
 * write), which is Quill's basis once written (editor-sync.ts).
 */
export function saveOverBasis(link: StoredTextLink, write: (html: string, basis: string) => Promise<void>): (html: string) => Promise<void> {
  return async (html) => {
    await write(html, link.basis());
    link.wasStored(html);
  };
}

export function useAutosave(journal: JournalTarget, onError: (error: unknown) => void): SaveScheduler<PendingSave> {
  const latest = useRef({ journal, onError });
  useEffect(() => {
    latest.current = { journal, onError };
  });
  // The callbacks read `latest` when the scheduler fires, never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const [scheduler] = useState(() => {
    // What building the last saved text cost the page: the note's size as this device feels it.
    let textCostMs = 0;
    // While others have one of this page's notes open, a change goes out within LIVE_SAVE_DELAY_MS (§11.8).
    const pace = {
      get delayMs() {
        return othersPresent() ? LIVE_SAVE_DELAY_MS : AUTOSAVE_DELAY_MS;
      },
      waitForPause: () => textCostMs > COSTLY_TEXT_MS,
      get pauseMs() {
        return othersPresent() ? LIVE_SAVE_DELAY_MS : TYPING_PAUSE_MS;
      },
      maxWaitMs: MAX_UNSAVED_MS,
    };
    return createSaveScheduler<PendingSave>(
      (change) => {
        const started = performance.now();
        const html = change.readHtml();
        textCostMs = performance.now() - started;
        return change.save(html);
      },
      pace,
      (error) => latest.current.onError(error),
    );
  });

  useEffect(() => {
    const flush = () => void scheduler.flush();
    const keep = () => {
      const change = scheduler.unsaved();
      if (change !== undefined) {
        const { key, base } = latest.current.journal;
        const entry = { content: change.readHtml(), at: Date.now() };
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
