import { describe, expect, it } from 'vitest';
import { createByteLru, DOORKEEPER_KEYS } from './byte-lru.ts';

describe('a byte-bounded LRU map', () => {
  it('never holds more bytes than its budget, dropping the oldest first', () => {
    const lru = createByteLru<string>(100);
    for (let i = 0; i < 30; i += 1) lru.set(`k${i}`, `v${i}`, 10);
    expect(lru.bytes).toBe(100);
    expect(lru.size).toBe(10);
    expect(lru.get('k19')).toBeUndefined();
    expect(lru.get('k20')).toBe('v20');
    expect(lru.get('k29')).toBe('v29');
  });

  it('keeps a value that is read all the time while a flood of new ones passes through', () => {
    const lru = createByteLru<string>(1000);
    lru.set('hot', 'kept', 10);
    for (let i = 0; i < 10_000; i += 1) {
      lru.set(`cold${i}`, 'x', 10);
      expect(lru.get('hot')).toBe('kept');
    }
    expect(lru.bytes).toBeLessThanOrEqual(1000);
  });

  it('drops a value read once long ago before ones read since', () => {
    const lru = createByteLru<number>(40);
    for (let i = 0; i < 4; i += 1) lru.set(`k${i}`, i, 10);
    // k0 is the oldest; reading it moves it to the newest end, so k1 goes first.
    expect(lru.get('k0')).toBe(0);
    lru.set('k4', 4, 10);
    expect(lru.get('k1')).toBeUndefined();
    expect(lru.get('k0')).toBe(0);
  });

  it('refuses a value larger than the whole budget instead of emptying itself for it', () => {
    const lru = createByteLru<string>(50);
    lru.set('small', 's', 10);
    lru.set('huge', 'h', 51);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('small')).toBe('s');
  });

  it('admits a key from its second ask on, so a walk over many keys asked about once admits none', () => {
    const lru = createByteLru<string>(1000);
    expect(lru.admit('a')).toBe(false);
    expect(lru.admit('a')).toBe(true);
    for (let i = 0; i < 3 * DOORKEEPER_KEYS; i += 1) expect(lru.admit(`walk${i}`)).toBe(false);
    // Remembered only for a while: asked once, then after a doorkeeper's worth of other keys, it starts over.
    lru.admit('b');
    for (let i = 0; i < DOORKEEPER_KEYS; i += 1) lru.admit(`later${i}`);
    expect(lru.admit('b')).toBe(false);
  });

  it('counts hits and misses', () => {
    const lru = createByteLru<string>(50);
    lru.set('a', 'x', 1);
    lru.get('a');
    lru.get('b');
    expect([lru.hits, lru.misses]).toEqual([1, 1]);
  });
});
