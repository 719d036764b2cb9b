// What the sync engine of this tab is doing right now (draining, last attempt offline), as a tiny
// external store for React, and the pure mapping to the SyncState the UI shows. No Dexie.
import type { SyncState } from './types.ts';

export interface EngineStatus {
  draining: boolean;
  /** The last request hit a network error (no answer), so we are effectively offline. */
  lastNetworkError: boolean;
}

let status: EngineStatus = { draining: false, lastNetworkError: false };
const listeners = new Set<() => void>();

export function getEngineStatus(): EngineStatus {
  return status;
}

export function setEngineStatus(patch: Partial<EngineStatus>): void {
  const next = { ...status, ...patch };
  if (next.draining === status.draining && next.lastNetworkError === status.lastNetworkError) return;
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeEngineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface SyncInputs extends EngineStatus {
  pending: number;
  failed: number;
  /** navigator.onLine; undefined where the platform does not say. */
  online: boolean | undefined;
}

/** Offline wins (nothing can move), then failures that need the user, then an active drain. */
export function deriveSyncState(inputs: SyncInputs): SyncState {
  const { pending, failed } = inputs;
  if (inputs.online === false || inputs.lastNetworkError) return { kind: 'offline', pending, failed };
  if (failed > 0) return { kind: 'error', pending, failed };
  if (inputs.draining && pending > 0) return { kind: 'syncing', pending, failed };
  return { kind: 'idle', pending, failed };
}
