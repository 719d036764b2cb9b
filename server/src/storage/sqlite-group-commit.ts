// Group commit for the SQLite store: writes that arrive in the same event-loop turn run in one transaction,
// so one fsync (synchronous=FULL) acknowledges all of them. Every write is still durable before its promise
// resolves; under load the fsync cost is shared instead of paid per request.
import type { DatabaseSync } from 'node:sqlite';

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

export function createGroupCommitter(db: DatabaseSync): GroupCommitter {
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
        // SQLite rolls back only the failing statement, so one bad write does not sink its neighbours.
        try {
          outcomes.push({ ok: true, value: pending.run() });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
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
