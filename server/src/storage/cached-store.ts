// A bounded in-process read cache in front of a NoteStore that can tell when someone else wrote (SQLite's
// data_version): share reads and note pages ask for the same few notes over and over, and a row decode costs
// more than the rest of the request. Correctness rules:
// - Every write through this process replaces or drops the note's entry before its promise resolves.
// - A write by another process (the admin command disabling or deleting notes while the server runs) moves
//   `outsideWrites()`; the whole cache is dropped before the next read is answered.
// - Expiry is checked on every hit against the caller's clock: an expired note is never served from here.
// - A read that was in flight while a write happened is not stored (its row may predate the write).
// Edit-id lookups are not cached: they come with settings changes and edit-link opens, not with readers.
import { createByteLru } from '../lib/byte-lru.ts';
import type { NoteStore, OutsideWritesStore, StoredNote } from './note-store.ts';

/** Rough bytes a cached note holds: its strings as UTF-16 plus the object, dates and hash around them. */
export const noteBytes = (note: StoredNote): number => 2 * (note.content.length + note.title.length) + 400;

export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export interface CachedNoteStore extends NoteStore {
  stats(): ReadCacheStats;
}

/** Whether `store` is the read cache (its hit counts feed the metrics). */
export const hasReadCacheStats = (store: NoteStore): store is CachedNoteStore => typeof (store as Partial<CachedNoteStore>).stats === 'function';

export const seesOutsideWrites = (store: NoteStore): store is OutsideWritesStore => typeof store.outsideWrites === 'function';

export function withReadCache(store: OutsideWritesStore, maxBytes: number): CachedNoteStore {
  const notes = createByteLru<StoredNote>(maxBytes);
  // Bumped by every write through this process: a read that started under another generation is not kept.
  let generation = 0;
  let seenOutsideWrites: number | undefined;
  let hits = 0;
  let misses = 0;

  // data_version is asked at most once per event-loop turn. A request that follows another process's commit
  // (the operator saw it finish, then someone asked) arrives through a later poll than the commit, and the
  // memo is cleared before every poll (setImmediate), so it is never answered from before that commit.
  let checkedThisTurn = false;
  const clearCheck = () => {
    checkedThisTurn = false;
  };

  /** Drops everything when another process committed since we last looked. */
  const syncWithOutsideWriters = () => {
    if (checkedThisTurn) return;
    checkedThisTurn = true;
    setImmediate(clearCheck);
    const mark = store.outsideWrites();
    if (mark !== seenOutsideWrites) {
      dropAll();
      seenOutsideWrites = mark;
    }
  };

  const forget = (shareId: string) => {
    generation += 1;
    notes.delete(shareId);
  };
  const dropAll = () => {
    generation += 1;
    notes.clear();
  };

  // Each caller gets its own object: a service changing a field must not change what the next reader sees.
  const copy = (note: StoredNote): StoredNote => ({ ...note });

  return {
    kind: store.kind,
    init: () => store.init(),
    close: () => {
      notes.clear();
      return store.close();
    },
    ping: () => store.ping(),
    outsideWrites: () => store.outsideWrites(),
    space: store.space,

    async findByShareId(shareId, now) {
      syncWithOutsideWriters();
      const cached = notes.get(shareId);
      if (cached) {
        if (cached.expiresAt !== null && cached.expiresAt.getTime() <= now.getTime()) return null;
        hits += 1;
        return copy(cached);
      }
      misses += 1;
      const started = generation;
      const note = await store.findByShareId(shareId, now);
      // Kept from its second read on: a walk over many notes read once each does not push out the ones read often.
      if (note && started === generation && notes.admit(shareId)) notes.set(shareId, copy(note), noteBytes(note));
      return note;
    },

    findByEditId: (editId, now) => store.findByEditId(editId, now),

    async insert(note) {
      forget(note.shareId);
      const result = await store.insert(note);
      forget(note.shareId);
      return result;
    },

    async updateIfVersion(shareId, expectedVersion, patch, now, replacedContent) {
      forget(shareId);
      const updated = await store.updateIfVersion(shareId, expectedVersion, patch, now, replacedContent);
      forget(shareId);
      // The store answered with the whole note as committed: the next reader can have it without a query.
      if (updated) notes.set(shareId, copy(updated), noteBytes(updated));
      return updated;
    },

    async recordFailedAttempt(shareId) {
      forget(shareId);
      const count = await store.recordFailedAttempt(shareId);
      forget(shareId);
      return count;
    },

    async delete(shareId) {
      forget(shareId);
      const deleted = await store.delete(shareId);
      forget(shareId);
      return deleted;
    },

    // History never changes the note row itself (keeping a version is part of updateIfVersion above).
    listVersions: (shareId, now, before, limit) => store.listVersions(shareId, now, before, limit),
    getVersion: (shareId, version, now) => store.getVersion(shareId, version, now),
    historyFootprint: (shareId) => store.historyFootprint(shareId),
    notesToThin: (bounds, limit) => store.notesToThin(bounds, limit),
    thinVersions: (shareId, bounds, rule) => store.thinVersions(shareId, bounds, rule),

    // The account list is read once per sign-in or focus, not per reader: not worth caching.
    listByOwner: (ownerId, now) => store.listByOwner(ownerId, now),

    async claim(shareId, editId, ownerId, now) {
      forget(shareId);
      const claimed = await store.claim(shareId, editId, ownerId, now);
      forget(shareId);
      return claimed;
    },

    // Which notes an account held is not known here: drop them all (account deletions are rare).
    async deleteByOwner(ownerId) {
      dropAll();
      const deleted = await store.deleteByOwner(ownerId);
      dropAll();
      return deleted;
    },

    async setDisabled(shareId, disabledAt) {
      forget(shareId);
      const changed = await store.setDisabled(shareId, disabledAt);
      forget(shareId);
      return changed;
    },
    listOpenReports: () => store.listOpenReports(),
    resolveReports: (shareId, resolution, at) => store.resolveReports(shareId, resolution, at),
    recordAdminAction: (action) => store.recordAdminAction(action),
    listAdminActions: () => store.listAdminActions(),

    // Expired notes are already invisible to readers here; purging them changes nothing a reader could see.
    purgeExpired: (now, limit) => store.purgeExpired(now, limit),
    insertReport: (report) => store.insertReport(report),
    listReports: (shareId) => store.listReports(shareId),

    stats: () => ({ hits, misses, entries: notes.size, bytes: notes.bytes }),
  };
}

/**
 * The store the app uses: `store` behind a read cache of half the read budget (the other half holds rendered
 * note pages, routes/note-pages.ts) when the budget is above 0 and the store sees other processes' writes
 * cheaply — SQLite, not MongoDB (docs/decisions.md).
 */
export function readCacheFor(store: NoteStore, readCacheBytes: number): NoteStore {
  if (readCacheBytes <= 0 || !seesOutsideWrites(store)) return store;
  return withReadCache(store, Math.floor(readCacheBytes / 2));
}
