// Pure rules for the order ops leave the outbox and the sync status a note shows. Per note, ops go
// strictly in queue order: a later op waits while an earlier one is backing off or has failed.
import type { OutboxOp, SyncStatus } from '../types.ts';

/**
 * The next op to send: the first op of a note whose earlier ops are all done, that is queued and due.
 * `skip` holds notes that already failed transiently in this drain (so one drain does not hammer them).
 */
export function pickNextOp(ops: readonly OutboxOp[], now: number, skip: ReadonlySet<string>): OutboxOp | undefined {
  const seen = new Set<string>();
  const sorted = [...ops].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  for (const op of sorted) {
    if (seen.has(op.shareId)) continue;
    seen.add(op.shareId);
    if (op.status === 'queued' && op.nextAttemptAt <= now && !skip.has(op.shareId)) return op;
  }
  return undefined;
}

/** What the note's badge says, from its remaining ops and whether a conflict waits for the user. */
export function noteSyncStatus(ops: readonly OutboxOp[], inConflict: boolean): SyncStatus {
  if (inConflict) return 'conflict';
  if (ops.some((op) => op.status === 'failed')) return 'failed';
  return ops.length > 0 ? 'pending' : 'synced';
}

/** The earliest time a queued op becomes due, for the retry timer; undefined when nothing waits. */
export function nextDueAt(ops: readonly OutboxOp[]): number | undefined {
  const due = ops.filter((op) => op.status === 'queued').map((op) => op.nextAttemptAt);
  return due.length > 0 ? Math.min(...due) : undefined;
}
