// Group commit for the SQLite store: writes that arrive in the same event-loop turn run in one transaction,
// so one fsync (synchronous=FULL) acknowledges all of them. Every write is still durable before its promise
// resolves; under load the fsync cost is shared instead of paid per request.
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
  /** Commits whatever is queued now (used before close). */
  flush(): void;
}

/** `space` hears when a batch finds the volume full and when one commits again. */
export function createGroupCommitter(db: DatabaseSync, space?: SpaceWatch): GroupCommitter {
  let queue: PendingWrite[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      db.exec('BEGIN IMMEDIATE');
      for (const pending of batch) {
        // Each write in a savepoint of its own: one that fails halfway (a delete whose rows went but whose
        // tombstones did not) leaves nothing behind, and does not sink its neighbours...
        db.exec('SAVEPOINT queued_write');
        try {
          outcomes.push({ ok: true, value: pending.run() });
          db.exec('RELEASE queued_write');
        } catch (error) {
          outcomes.push({ ok: false, error });
          // ...except SQLITE_FULL (and I/O errors), which roll back the whole transaction, savepoint and all:
          // the writes before it are gone, and the ones after would run one by one outside any batch. Fail the
          // batch as a whole.
          if (!db.isTransaction) throw error;
          db.exec('ROLLBACK TO queued_write');
          db.exec('RELEASE queued_write');
        }
      }
      db.exec('COMMIT');
    } catch (caught) {
      if (db.isTransaction) db.exec('ROLLBACK');
      const error = outOfSpace(caught, space);
      for (const pending of batch) pending.reject(error);
      return;
    }
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

  return {
    write<T>(write: () => T) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ run: write, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    flush,
  };
}
