// A least-recently-used map bounded by an estimate of the bytes its values hold, not by their count: one
// 1 MiB note weighs as much as thousands of small ones. Map keeps insertion order, so re-inserting on a hit
// makes the first key the least recently used. A hit on an entry already in the newer half of the order is not
// re-inserted: it is far from eviction either way, and moving it on every hit of a hot key (a delete and an
// insert in the Map) showed in the read profiles.

export interface ByteLru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
  /** Lookups that found their key, and those that did not, since creation (for the metrics' hit ratio). */
  readonly hits: number;
  readonly misses: number;
}

export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number; inserted: number }>();
  let total = 0;
  /** Counts insertions; an entry's `inserted` is the count when it was last put at the newest end. */
  let insertions = 0;
  let hits = 0;
  let misses = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
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
    set(key, value, bytes) {
      remove(key);
      // A value bigger than the whole budget would only evict everything else and then itself.
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes, inserted: ++insertions });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
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
