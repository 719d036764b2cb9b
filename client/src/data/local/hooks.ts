// React hooks over local data: components read through these live queries and never touch IndexedDB.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { db } from './db.ts';
import { ensureJournalMerged } from './journal-merge.ts';
import { hasExpired } from '../probe/expiry.ts';
import { choicesOf, sameChoices } from './draft.ts';
import { countOps, listedNotes, nextExpiry, readScratch, visibleNotes } from './queries.ts';
import { SCRATCH_KEY } from '../probe/schema-names.ts';
import { onServerClockChange, serverNow } from '../probe/server-clock.ts';
import { isStoragePersistent, onPersistenceAsked } from './storage-persistence.ts';
import { deriveSyncState, getEngineStatus, subscribeEngineStatus } from './sync-status.ts';
import type { DraftChoices, LocalNote, NoteListEntry, SyncState } from './types.ts';

// setTimeout fires at once for delays beyond 2^31-1 ms; an expiry that far away is re-checked later.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The server's time now (expiry is the server's call, whatever this device's clock says: server-clock.ts),
 * refreshed when the next of `notes` expires so it disappears on time, and when the server's time is learned.
 */
function useExpiryClock(notes: readonly Pick<LocalNote, 'expiresAt'>[] | undefined): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => onServerClockChange(() => setNow(serverNow())), []);
  useEffect(() => {
    const at = notes ? nextExpiry(notes, now) : undefined;
    if (at === undefined) return;
    const timer = setTimeout(() => setNow(serverNow()), Math.min(MAX_TIMER_MS, at - now + 1));
    return () => clearTimeout(timer);
  }, [notes, now]);
  return now;
}

let journalMerged = false;

/**
 * False until text the journal kept from the last page is in IndexedDB: an editor opened before that would
 * show the older stored text, and typing into it would then overwrite the rescued text.
 */
function useJournalMerged(): boolean {
  const [merged, setMerged] = useState(journalMerged);
  useEffect(() => {
    if (merged) return;
    let live = true;
    void ensureJournalMerged().then(() => {
      journalMerged = true;
      if (live) setMerged(true);
    });
    return () => {
      live = false;
    };
  }, [merged]);
  return merged;
}

/** The home page's unsaved note; undefined while loading. */
export function useScratch(): string | undefined {
  const merged = useJournalMerged();
  const scratch = useLiveQuery(readScratch, []);
  return merged ? scratch : undefined;
}

/**
 * What the writer chose for publishing the unsaved note (draft.ts); undefined while loading. The same object while the
 * choices stay the same (every autosave of the text reads the row again).
 */
export function useDraftChoices(): DraftChoices | undefined {
  const stored = useLiveQuery(async () => choicesOf(await db.scratch.get(SCRATCH_KEY)), []);
  const [kept, setKept] = useState(stored);
  if (stored !== undefined && (kept === undefined || !sameChoices(stored, kept))) setKept(stored);
  return kept ?? stored;
}

/**
 * The note; null when this browser does not have it or it expired; undefined while loading. `seed` is
 * shown until the database answers (the note this tab has just published).
 */
export function useLocalNote(shareId: string, seed?: LocalNote): LocalNote | null | undefined {
  const merged = useJournalMerged();
  // A note kept only to deliver its changes after its account signed out here is not this browser's any more.
  const stored = useLiveQuery(
    async () => {
      const note = await db.notes.get(shareId);
      return note && !note.leaving ? note : null;
    },
    [shareId],
    seed,
  );
  const note = merged ? stored : undefined;
  const list = useMemo(() => (note ? [note] : undefined), [note]);
  const now = useExpiryClock(list);
  if (note === undefined || note === null) return note;
  return hasExpired(note, now) ? null : note;
}

/**
 * The row (without its text: note-list.ts) of every listed (queries.ts) unexpired local note, most recently updated
 * first; undefined while loading. Whatever needs a note's text reads it by id (useLocalNote).
 */
export function useLocalNotes(): NoteListEntry[] | undefined {
  const notes = useLiveQuery(listedNotes, []);
  const now = useExpiryClock(notes);
  return useMemo(() => (notes ? visibleNotes(notes, now) : undefined), [notes, now]);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const NO_OPS = { pending: 0, failed: 0 };

export function useSyncState(): SyncState {
  const counts = useLiveQuery(countOps, [], NO_OPS);
  const engine = useSyncExternalStore(subscribeEngineStatus, getEngineStatus, getEngineStatus);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  return useMemo(() => deriveSyncState({ ...counts, ...engine, online }), [counts, engine, online]);
}

/** Whether the browser keeps this site's storage for sure; null while unknown or where it cannot say. */
export function useStoragePersistent(): boolean | null {
  const [persistent, setPersistent] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    const check = () => {
      void isStoragePersistent().then((value) => {
        if (live) setPersistent(value);
      });
    };
    check();
    const stop = onPersistenceAsked(check);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return persistent;
}
