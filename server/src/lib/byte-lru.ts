// A least-recently-used map bounded by an estimate of the bytes its values hold, not by their count: one
// 1 MiB note weighs as much as thousands of small ones. Map keeps insertion order, so re-inserting on a hit
// makes the first key the least recently used. A hit on an entry already in the newer half of the order is not
// re-inserted: it is far from eviction either way, and moving it on every hit of a hot key (a delete and an
// insert in the Map) showed in the read profiles. `offer` keeps a value only when its key was offered once before
// not long ago (a doorkeeper, as in TinyLFU): a walk over many keys read once each (a crawler, a backup tool
// reading every note) neither pays for inserting and evicting them nor pushes out the keys read all the time.

export interface ByteLru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): void;
  /**
   * set(), but only from the second offer of `key` among the last DOORKEEPER_KEYS to 2 × DOORKEEPER_KEYS keys
   * offered once; returns whether it was kept.
   */
  offer(key: string, value: V, bytes: number): boolean;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
  /** Lookups that found their key, and those that did not, since creation (for the metrics' hit ratio). */
  readonly hits: number;
  readonly misses: number;
}

/** Keys offered once are remembered in two generations of this many; a generation full, the older one goes. */
export const DOORKEEPER_KEYS = 4096;

export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number; inserted: number }>();
  let total = 0;
  /** Counts insertions; an entry's `inserted` is the count when it was last put at the newest end. */
  let insertions = 0;
  let hits = 0;
  let misses = 0;

  let offered = new Set<string>();
  let offeredBefore = new Set<string>();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  const set = (key: string, value: V, bytes: number) => {
    remove(key);
    // A value bigger than the whole budget would only evict everything else and then itself.
    if (bytes > maxBytes) return;
    entries.set(key, { value, bytes, inserted: ++insertions });
    total += bytes;
    for (const oldest of entries.keys()) {
      if (total <= maxBytes) break;
      remove(oldest);
    }
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      // At most `insertions - entry.inserted` entries are newer than this one.
      if (insertions - entry.inserted > entries.size / 2) {
        entries.delete(key);
        entry.inserted = ++insertions;
        entries.set(key, entry);
      }
      return entry.value;
    },
    set,
    offer(key, value, bytes) {
      if (offered.has(key) || offeredBefore.has(key)) {
        set(key, value, bytes);
        return true;
      }
      offered.add(key);
      if (offered.size >= DOORKEEPER_KEYS) {
        offeredBefore = offered;
        offered = new Set();
      }
      return false;
    },
    delete: remove,
    clear() {
      entries.clear();
      total = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}
