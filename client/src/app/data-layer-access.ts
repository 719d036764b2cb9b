// Decides when the page may load the data layer (Dexie) and start syncing: on every page except a
// read-only note view — there only when this browser holds the note's edit id (the probe reads IndexedDB
// without Dexie). Keeps a visitor reading /n/{id} within the JS budget. Pages that never write notes (the
// tools, the information pages) start it only when something waits to be sent or merged, so they load no
// Dexie and create no database on a first visit, nor later once everything is delivered. Which page is which
// is the route table's `localWrites` (shared/routes.ts).
import { useEffect, useState } from 'react';
import { findEditId, hasQueuedWork } from '../data/probe/capability-probe.ts';
import { matchRoute, pageOf } from '../platform/route-table.ts';
import { isSyncStarted, startSyncOnce } from './sync-starter.ts';
import { whenIdle } from '../platform/when-idle.ts';

/** The note of a page that writes only for a holder of its edit id (/n/{id}, its print view), else null. */
function readOnlyShareId(path: string): string | null {
  const { name, id } = matchRoute(path);
  return pageOf(name).localWrites === 'with-edit-id' && id !== undefined ? id : null;
}

const START_SYNC_MAX_DELAY_MS = 2_000;

/** Starts sync unless this page writes nothing and the browser holds nothing to send or merge. */
function startSyncIfUseful(writesLocally: boolean): void {
  if (writesLocally) startSyncOnce();
  else void hasQueuedWork().then((queued) => queued && startSyncOnce());
}

export function useDataLayerAccess(path: string): boolean {
  const shareId = readOnlyShareId(path);
  // Pages that write nothing of their own (the tools, the information pages) still load the data layer when
  // their header's actions are used.
  const writesLocally = pageOf(matchRoute(path).name).localWrites !== 'never';
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
    return whenIdle(() => startSyncIfUseful(writesLocally), START_SYNC_MAX_DELAY_MS);
  }, [allowed, writesLocally]);
  return allowed;
}
