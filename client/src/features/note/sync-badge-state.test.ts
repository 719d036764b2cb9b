import { describe, expect, it } from 'vitest';
import { badgeState } from './sync-badge-state.ts';
import type { SyncState } from '../../data/local/types.ts';

const idle: SyncState = { kind: 'idle', pending: 0, failed: 0 };

describe('badgeState', () => {
  it('a note the server has acknowledged reads "saved"', () => {
    expect(badgeState({ syncStatus: 'synced' }, idle)).toEqual({ kind: 'saved' });
  });

  it('a change on its way to the server reads "saving"', () => {
    expect(badgeState({ syncStatus: 'pending' }, { kind: 'syncing', pending: 1, failed: 0 })).toEqual({ kind: 'saving' });
  });

  it('offline, the badge says so and how many changes wait', () => {
    expect(badgeState({ syncStatus: 'pending' }, { kind: 'offline', pending: 3, failed: 0 })).toEqual({
      kind: 'waiting',
      offline: true,
      count: 3,
    });
  });

  it('a server hiccup shows a waiting change, never zero of them', () => {
    expect(badgeState({ syncStatus: 'pending' }, { kind: 'error', pending: 0, failed: 0 })).toEqual({
      kind: 'waiting',
      offline: false,
      count: 1,
    });
  });

  it('a refused change shows the reason so the user can retry', () => {
    const state = badgeState(
      { syncStatus: 'failed', lastError: { code: 'content-too-large', message: 'Note too large' } },
      { kind: 'idle', pending: 0, failed: 1 },
    );
    expect(state).toEqual({ kind: 'failed', error: { code: 'content-too-large', message: 'Note too large' } });
  });

  it('a change the server had no room for says the server is out of space, while it stays queued', () => {
    const error = { code: 'storage-full', message: 'The server is out of storage space' };
    expect(badgeState({ syncStatus: 'pending', lastError: error }, { kind: 'syncing', pending: 1, failed: 0 })).toEqual({ kind: 'no-space', error });
  });

  it('a conflict is reported as a conflict even while offline', () => {
    expect(badgeState({ syncStatus: 'conflict' }, { kind: 'offline', pending: 2, failed: 0 })).toEqual({ kind: 'conflict' });
  });
});
