// Whether the volume under the store has room for writes. A full disk is an operator's everyday fault: the
// store refuses writes with StorageFullError (507 storage-full) instead of a bare 500, health and metrics
// report it, and listeners hear each change once (app.ts logs it once, not per refused request). The first
// write that commits again clears it: nobody has to tell the server that space returned.
import { StorageFullError } from '../errors.ts';

export interface SpaceWatch {
  isFull(): boolean;
  /** Called on each change only (full, then room again). Returns the unsubscribe. */
  onChange(listener: (full: boolean) => void): () => void;
  /** A write failed for lack of space. */
  sawFull(): void;
  /** A write committed. */
  sawWrite(): void;
}

export function createSpaceWatch(): SpaceWatch {
  let full = false;
  const listeners = new Set<(full: boolean) => void>();
  const set = (next: boolean) => {
    if (next === full) return;
    full = next;
    for (const listener of listeners) listener(full);
  };
  return {
    isFull: () => full,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sawFull: () => set(true),
    sawWrite: () => set(false),
  };
}

/** SQLITE_FULL (a full volume, or a database at its max_page_count). */
const SQLITE_FULL = 13;

/** Whether a storage error means "no space left" rather than a bug or a broken database. */
export function isOutOfSpace(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { errcode, code } = error as { errcode?: unknown; code?: unknown };
  // SQLite's extended codes keep the primary code in the low byte.
  return (typeof errcode === 'number' && (errcode & 0xff) === SQLITE_FULL) || code === 'ENOSPC';
}

/** The error a write that found no space rejects with (the watch hears about it). */
export function outOfSpace(error: unknown, space: SpaceWatch | undefined): unknown {
  if (!isOutOfSpace(error)) return error;
  space?.sawFull();
  return new StorageFullError();
}
