// How the note page and the print page get a note without the local database: what the server embedded
// in the page first (never fetched again), then the capability probe (does this browser hold the edit
// id? then the caller switches to the local copy), and only otherwise a fetch, with the password session
// cookie when there is one. No Dexie here, so read-only visitors never download it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SharedNote } from '../../../../../shared/api.ts';
import type { InitialData } from '../../../../../shared/initial-data.ts';
import { ApiFailure } from '../../../data/remote/api-client.ts';
import { findEditId } from '../../../data/probe/capability-probe.ts';
import { clearPasswordSession, getPasswordSession } from '../../../data/probe/password-sessions.ts';
import { handedOver } from '../../../data/probe/published-here.ts';
import { fetchSharedNote } from '../../../data/remote/remote.ts';
import { initialNote } from '../../../platform/initial-data.ts';

export type SharedNoteState =
  | { kind: 'loading' }
  | { kind: 'ready'; note: SharedNote }
  | { kind: 'password' }
  | { kind: 'missing' }
  /** An operator took the note down: a notice, no content. */
  | { kind: 'disabled' }
  | { kind: 'failed'; error: unknown };

function fromInitial(initial: InitialData['note']): SharedNoteState {
  if (initial?.status === 'ok' && initial.note) return { kind: 'ready', note: initial.note };
  if (initial?.status === 'password-required') return { kind: 'password' };
  if (initial?.status === 'not-found') return { kind: 'missing' };
  if (initial?.status === 'disabled') return { kind: 'disabled' };
  return { kind: 'loading' };
}

async function load(shareId: string): Promise<SharedNoteState> {
  const session = getPasswordSession(shareId);
  try {
    return { kind: 'ready', note: await fetchSharedNote(shareId, session ? { session } : {}) };
  } catch (error) {
    if (error instanceof ApiFailure && error.code === 'password-required') {
      // A session from before a password change is refused: forget it so the prompt is not skipped again.
      if (session) clearPasswordSession(shareId);
      return { kind: 'password' };
    }
    if (error instanceof ApiFailure && (error.code === 'note-not-found' || error.code === 'not-found')) {
      return { kind: 'missing' };
    }
    if (error instanceof ApiFailure && error.code === 'note-disabled') return { kind: 'disabled' };
    return { kind: 'failed', error };
  }
}

export interface SharedNoteResult {
  state: SharedNoteState;
  /** null while probing; true when this browser holds the edit id (use the local copy then). */
  canEdit: boolean | null;
  /** The password prompt got the note. */
  unlock: (note: SharedNote) => void;
  retry: () => void;
}

/** `live`: a reader's note is kept up to date while shown (the note page; not the print view). */
export function useSharedNote(shareId: string, live = false): SharedNoteResult {
  const [state, setState] = useState<SharedNoteState>(() => fromInitial(initialNote(shareId)));
  const [canEdit, setCanEdit] = useState<boolean | null>(() => (handedOver(shareId) ? true : null));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const initial = initialNote(shareId);
    // Fetch only what the server did not already give: nothing embedded, a retry, or a protected note
    // for which a password session cookie may now unlock it.
    const mustFetch =
      attempt > 0 ||
      fromInitial(initial).kind === 'loading' ||
      (initial?.status === 'password-required' && getPasswordSession(shareId) !== undefined);
    void (async () => {
      const editId = await findEditId(shareId);
      if (cancelled) return;
      setCanEdit(editId !== null);
      if (editId !== null || !mustFetch) return;
      const next = await load(shareId);
      if (!cancelled) setState(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [shareId, attempt]);

  // A reader's note follows the changes saved elsewhere (live-reading.ts, loaded only then; docs/design.md §11.8).
  const shownNote = state.kind === 'ready' ? state.note : null;
  const follow = live && canEdit === false && shownNote !== null;
  const followFrom = useRef<SharedNote | null>(null);
  useEffect(() => {
    followFrom.current = shownNote;
  });
  useEffect(() => {
    const from = followFrom.current;
    if (!follow || !from) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import('../live-reading.ts').then(({ followNote }) => {
      if (!gone) stop = followNote(shareId, from, (note) => setState({ kind: 'ready', note }));
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [shareId, follow]);

  const unlock = useCallback((note: SharedNote) => setState({ kind: 'ready', note }), []);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, canEdit, unlock, retry };
}
