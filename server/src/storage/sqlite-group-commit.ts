// Group commit for the SQLite store: writes that arrive in the same event-loop turn run in one transaction,
// so one fsync acknowledges all of them. Every write is still durable before its promise resolves; under load
// the fsync cost is shared instead of paid per request. With `durable` (storage/wal-sync.ts) the fsync runs off
// the event loop after COMMIT; until it is done the batch is neither acknowledged nor shown to readers, who
// wait for `unsynced()` (a reader must not hand out what a crash could still take back). Writes arriving while
// an fsync runs wait for it and then commit together: one transaction and one fsync per fsync's time, as when
// the fsync blocked the event loop, instead of a small batch per turn and an fsync queued behind each.
import type { DatabaseSync } from 'node:sqlite';
import { StorageFullError } from '../errors.ts';
import { outOfSpace, type SpaceWatch } from './space.ts';

interface PendingWrite {
  run: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitter {
  /** Runs `write` inside the next batch transaction; resolves with its result once the batch is committed. */
  write<T>(write: () => T): Promise<T>;
  /** Commits whatever is queued now (used before close); resolves once it is durable. */
  flush(): Promise<void>;
  /** While a committed batch waits for its fsync: resolves (never rejects) once it is done. */
  unsynced(): Promise<void> | undefined;
}

/**
 * `space` hears when a batch finds the volume full and when one commits again. `durable` makes what is committed
 * so far durable (the connection then runs synchronous=NORMAL); without it COMMIT itself must be durable.
 */
export function createGroupCommitter(db: DatabaseSync, space?: SpaceWatch, durable?: () => Promise<void>): GroupCommitter {
  let queue: PendingWrite[] = [];
  let scheduled = false;
  let syncing: Promise<void> | undefined;
  // Prepared once: exec() compiles its SQL on every call, and these run for every write.
  const savepoint = db.prepare('SAVEPOINT queued_write');
  const release = db.prepare('RELEASE queued_write');
  const rollbackTo = db.prepare('ROLLBACK TO queued_write');

  const schedule = () => {
    if (scheduled || syncing) return;
    scheduled = true;
    setImmediate(commit);
  };

  const commit = (): Promise<void> => {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return syncing ?? Promise.resolve();
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      db.exec('BEGIN IMMEDIATE');
      for (const pending of batch) {
        // Each write in a savepoint of its own: one that fails halfway (a delete whose rows went but whose
        // tombstones did not) leaves nothing behind, and does not sink its neighbours...
        savepoint.run();
        try {
          outcomes.push({ ok: true, value: pending.run() });
          release.run();
        } catch (error) {
          outcomes.push({ ok: false, error });
          // ...except SQLITE_FULL (and I/O errors), which roll back the whole transaction, savepoint and all:
          // the writes before it are gone, and the ones after would run one by one outside any batch. Fail the
          // batch as a whole.
          if (!db.isTransaction) throw error;
          rollbackTo.run();
          release.run();
        }
      }
      db.exec('COMMIT');
    } catch (caught) {
      if (db.isTransaction) db.exec('ROLLBACK');
      const error = outOfSpace(caught, space);
      for (const pending of batch) pending.reject(error);
      return syncing ?? Promise.resolve();
    }
    const settle = () => {
      // A statement can find the volume full while its transaction survives: then the batch proves nothing.
      const errors = outcomes.map((outcome) => (outcome.ok ? undefined : outOfSpace(outcome.error, space)));
      const foundFull = errors.some((error) => error instanceof StorageFullError);
      if (!foundFull && outcomes.some((outcome) => outcome.ok)) space?.sawWrite();
      batch.forEach((pending, index) => {
        const outcome = outcomes[index]!;
        if (outcome.ok) pending.resolve(outcome.value);
        else pending.reject(errors[index]);
      });
    };
    if (!durable) {
      settle();
      return Promise.resolve();
    }
    // Committed but maybe not on disk yet: nobody hears of it before the fsync, and if that fails nobody is told
    // it is kept (a write retried later finds it and waits for a good fsync).
    const synced = durable().then(settle, (caught: unknown) => {
      const error = outOfSpace(caught, space);
      for (const pending of batch) pending.reject(error);
    });
    syncing = synced;
    void synced.then(() => {
      syncing = undefined;
      if (queue.length > 0) schedule();
    });
    return synced;
  };

  /** Commits what is queued, after the fsync running now; resolves once all of it is durable. */
  const flush = async (): Promise<void> => {
    scheduled = false;
    while (syncing) await syncing;
    await commit();
  };

  return {
    write<T>(write: () => T) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ run: write, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
    flush,
    unsynced: () => syncing,
  };
}
