// The changes kept for resuming streams: an unbroken chain or nothing, never more than the bounds.
import { describe, expect, it } from 'vitest';
import { LIVE_RING_CHANGES } from '../../../../shared/limits.ts';
import { createChangeRing } from './change-ring.ts';

const change = (to: number, size = 10) => ({ from: to - 1, to, frame: 'x'.repeat(size) });

describe('the change ring', () => {
  it('gives the chain after a version, in order, even when changes arrived out of order', () => {
    const ring = createChangeRing();
    for (const to of [2, 4, 3, 5]) ring.add('note', change(to), 0);
    expect(ring.since('note', 2)!.map((held) => held.to)).toEqual([3, 4, 5]);
    expect(ring.since('note', 5)).toEqual([]);
    expect(ring.since('other', 1)).toEqual([]);
  });

  it('gives nothing when a change of the chain is missing (the stream resets)', () => {
    const ring = createChangeRing();
    for (const to of [2, 3, 5]) ring.add('note', change(to), 0);
    expect(ring.since('note', 3)).toBeNull();
    expect(ring.since('note', 4)!.map((held) => held.to)).toEqual([5]);
    expect(ring.since('note', 2)).toBeNull();
    expect(ring.since('note', 0)).toBeNull();
  });

  it(`keeps the last ${LIVE_RING_CHANGES} changes of a note`, () => {
    const ring = createChangeRing();
    for (let to = 2; to <= 101; to += 1) ring.add('note', change(to), 0);
    expect(ring.since('note', 100 - LIVE_RING_CHANGES + 1)).toHaveLength(LIVE_RING_CHANGES);
    expect(ring.since('note', 100 - LIVE_RING_CHANGES)).toBeNull();
  });

  it('drops the oldest changes of a note past its bytes, and the least recently changed notes past the total', () => {
    const ring = createChangeRing({ noteBytes: 1000, totalBytes: 3000 });
    for (let to = 2; to <= 5; to += 1) ring.add('big', change(to, 200), 0);
    expect(ring.since('big', 3)).toHaveLength(2);
    expect(ring.since('big', 2)).toBeNull();
    ring.add('a', change(2, 600), 0);
    ring.add('b', change(2, 600), 0);
    expect(ring.size()).toBe(2);
    expect(ring.since('big', 4)).toEqual([]);
    expect(ring.since('b', 1)).toHaveLength(1);
  });

  it('forgets notes nobody watches once they have been quiet for the idle time', () => {
    const ring = createChangeRing();
    ring.add('watched', change(2), 0);
    ring.add('quiet', change(2), 0);
    ring.prune(11 * 60 * 1000, (shareId) => shareId === 'watched');
    expect(ring.size()).toBe(1);
    expect(ring.since('watched', 1)).toHaveLength(1);
  });
});
