// What the sync badge of one note says, decided from the note's own status and the outbox as a whole.
// Pure so each situation a user can meet is tested (docs/design.md §6.5: saved / saving / offline, N waiting / error).
import type { LocalNote, SyncError, SyncState } from '../../data/local/types.ts';

export type BadgeState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'waiting'; offline: boolean; count: number }
  | { kind: 'failed'; error: SyncError | null }
  /** The server is out of storage: the change stays queued and goes out by itself once there is room. */
  | { kind: 'no-space'; error: SyncError }
  | { kind: 'conflict' };

export function badgeState(note: Pick<LocalNote, 'syncStatus' | 'lastError'>, sync: SyncState): BadgeState {
  switch (note.syncStatus) {
    case 'conflict':
      return { kind: 'conflict' };
    case 'failed':
      return { kind: 'failed', error: note.lastError ?? null };
    case 'synced':
      return { kind: 'saved' };
    case 'pending':
      if (note.lastError?.code === 'storage-full') return { kind: 'no-space', error: note.lastError };
      // The engine retries by itself after a network error or a 5xx; tell the user it waits, not that it broke.
      if (sync.kind === 'offline' || sync.kind === 'error') {
        return { kind: 'waiting', offline: sync.kind === 'offline', count: Math.max(1, sync.pending) };
      }
      return { kind: 'saving' };
  }
}

/** The colour of the badge's dot per state (green saved, blue saving, amber waiting, red needs the user). */
export const BADGE_DOT_CLASSES: Record<BadgeState['kind'], string> = {
  saved: 'bg-green-500 dark:bg-green-400',
  saving: 'bg-sky-500 animate-pulse',
  waiting: 'bg-amber-500',
  failed: 'bg-red-600 dark:bg-red-400',
  'no-space': 'bg-amber-500',
  conflict: 'bg-red-600 dark:bg-red-400',
};
