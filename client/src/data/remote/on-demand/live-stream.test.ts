import { describe, expect, it } from 'vitest';
import { retryDelay } from './live-stream.ts';

describe('reopening a lost live stream', () => {
  it('waits 1 s, then twice as long each time up to 30 s, plus up to half of it at random so readers do not return at once', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => retryDelay(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(retryDelay(0, () => 0.999)).toBeLessThanOrEqual(1500);
    expect(retryDelay(9, () => 0.999)).toBeLessThanOrEqual(45000);
  });
});
