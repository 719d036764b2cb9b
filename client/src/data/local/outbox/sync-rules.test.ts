import { describe, expect, it } from 'vitest';
import { canWake, retryDelayMs, WAKE_JITTER_MS, wokenAttemptAt } from './backoff.ts';
import { noteSyncStatus, pickNextOp } from './queue-order.ts';
import { deriveSyncState } from '../sync-status.ts';
import type { OutboxOp } from '../types.ts';

const op = (id: number, shareId: string, state: Partial<OutboxOp> = {}): OutboxOp => ({
  id,
  shareId,
  kind: 'update',
  payload: { content: String(id) },
  attempts: 0,
  nextAttemptAt: 0,
  status: 'queued',
  ...state,
} as OutboxOp);

describe('sync rules', () => {
  it('a note waits behind its own backing-off or failed op while other notes move on', () => {
    const ops = [op(1, 'a', { nextAttemptAt: 5_000 }), op(2, 'a'), op(3, 'b', { status: 'failed' }), op(4, 'b'), op(5, 'c')];
    expect(pickNextOp(ops, 1_000, new Set())?.id).toBe(5);
    expect(pickNextOp(ops, 6_000, new Set())?.id).toBe(1);
    expect(pickNextOp(ops, 6_000, new Set(['a', 'c']))).toBeUndefined();
  });

  it('a note shows conflict over failure over pending', () => {
    expect(noteSyncStatus([op(1, 'a', { status: 'failed' })], true)).toBe('conflict');
    expect(noteSyncStatus([op(1, 'a'), op(2, 'a', { status: 'failed' })], false)).toBe('failed');
    expect(noteSyncStatus([op(1, 'a')], false)).toBe('pending');
    expect(noteSyncStatus([], false)).toBe('synced');
  });

  it('retries spread out with full jitter, grow, stop growing, and never come before Retry-After', () => {
    expect(retryDelayMs(1, undefined, () => 0.999)).toBeLessThan(1_000);
    expect(retryDelayMs(4, undefined, () => 0.5)).toBe(4_000);
    expect(retryDelayMs(40, undefined, () => 0.999)).toBeLessThanOrEqual(5 * 60_000);
    expect(retryDelayMs(1, 30_000, () => 0.5)).toBe(30_000);
  });

  it('the sync badge says offline, error, syncing or idle', () => {
    const base = { pending: 2, failed: 0, draining: false, lastNetworkError: false, online: true };
    expect(deriveSyncState({ ...base, online: false })).toEqual({ kind: 'offline', pending: 2, failed: 0 });
    expect(deriveSyncState({ ...base, lastNetworkError: true }).kind).toBe('offline');
    expect(deriveSyncState({ ...base, failed: 1, draining: true }).kind).toBe('error');
    expect(deriveSyncState({ ...base, draining: true }).kind).toBe('syncing');
    expect(deriveSyncState({ ...base, pending: 0, draining: true }).kind).toBe('idle');
    expect(deriveSyncState({ ...base, online: undefined }).kind).toBe('idle');
  });

  it('a sign of recovery ends a long backoff within the wake jitter, but never before Retry-After', () => {
    const now = 100_000;
    const backingOff = { nextAttemptAt: now + 120_000 };
    expect(canWake(backingOff, now)).toBe(true);
    expect(wokenAttemptAt(backingOff, now, () => 0)).toBe(now);
    expect(wokenAttemptAt(backingOff, now, () => 0.999)).toBeLessThan(now + WAKE_JITTER_MS);
    // The server said "not before": a wake-up brings the op only as far forward as that.
    expect(wokenAttemptAt({ nextAttemptAt: now + 120_000, notBefore: now + 30_000 }, now, () => 0)).toBe(now + 30_000);
    const heldByServer = { nextAttemptAt: now + 30_000, notBefore: now + 30_000 };
    expect(canWake(heldByServer, now)).toBe(false);
    expect(wokenAttemptAt(heldByServer, now, () => 0)).toBe(now + 30_000);
    // Already due: nothing to wake, and a wake-up never makes an op later.
    expect(canWake({ nextAttemptAt: now }, now)).toBe(false);
    expect(wokenAttemptAt({ nextAttemptAt: now + 200 }, now, () => 0.9)).toBe(now + 200);
  });
});
