// Decides when the page may load the data layer (Dexie) and start syncing: on every page except a
// read-only note view — there only when this browser holds the note's edit id (the probe reads IndexedDB
// without Dexie). Keeps a visitor reading /n/{id} within the JS budget.
import { useEffect, useState } from 'react';
import { findEditId } from '../data/capability-probe.ts';
import { matchRoute } from './route-table.ts';
import { isSyncStarted, startSyncOnce } from './sync-starter.ts';
import { whenIdle } from './when-idle.ts';

/** The note of a read-only note view (/n/{id}, its print view), else null. */
function readOnlyShareId(path: string): string | null {
  const { name, id } = matchRoute(path);
  return (name === 'note' || name === 'print') && id !== undefined ? id : null;
}

const START_SYNC_MAX_DELAY_MS = 2_000;

export function useDataLayerAccess(path: string): boolean {
  const shareId = readOnlyShareId(path);
  const started = isSyncStarted();
  const [editorOf, setEditorOf] = useState<string | null>(null);

  useEffect(() => {
    if (shareId === null || started) return;
    let cancelled = false;
    findEditId(shareId)
      .then((editId) => {
        if (!cancelled && editId) setEditorOf(shareId);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [shareId, started]);

  const allowed = started || shareId === null || editorOf === shareId;
  useEffect(() => {
    if (!allowed) return;
    // Loading Dexie and starting sync waits until the page is idle (at most 2 s): the first paint and
    // hydration come first. Anything queued is in IndexedDB already; it is sent a moment later.
    return whenIdle(startSyncOnce, START_SYNC_MAX_DELAY_MS);
  }, [allowed]);
  return allowed;
}
