// A least-recently-used map bounded by an estimate of the bytes its values hold, not by their count: one
// 1 MiB note weighs as much as thousands of small ones. Map keeps insertion order, so re-inserting on a hit
// makes the first key the least recently used. A hit on an entry already in the newer half of the order is not
// re-inserted: it is far from eviction either way, and moving it on every hit of a hot key (a delete and an
// insert in the Map) showed in the read profiles. `admit` says whether a value read from elsewhere is worth keeping:
// only when its key was asked about once before not long ago (a doorkeeper, as in TinyLFU), so a walk over many
// keys read once each (a crawler, a tool reading every note) neither pays for inserting and evicting them nor
// pushes out the keys read all the time.

export interface ByteLru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): void;
  /**
   * Whether `key`'s value is worth a set(): true when it was asked about before since the doorkeeper last forgot
   * (it forgets everything each DOORKEEPER_KEYS keys asked about once); otherwise remembers it and says false.
   */
  admit(key: string): boolean;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
  /** Lookups that found their key, and those that did not, since creation (for the metrics' hit ratio). */
  readonly hits: number;
  readonly misses: number;
}

/** How many keys asked about once the doorkeeper remembers before it forgets them all. */
export const DOORKEEPER_KEYS = 8192;

export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number; inserted: number }>();
  let total = 0;
  /** Counts insertions; an entry's `inserted` is the count when it was last put at the newest end. */
  let insertions = 0;
  let hits = 0;
  let misses = 0;

  // One set, emptied when full: one lookup per admit (two generations cost two for every key not seen yet).
  const askedOnce = new Set<string>();

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
    admit(key) {
      if (askedOnce.delete(key)) return true;
      if (askedOnce.size >= DOORKEEPER_KEYS) askedOnce.clear();
      askedOnce.add(key);
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
