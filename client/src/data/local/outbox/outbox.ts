// The outbox in Dexie, and the only module that writes it (lint forbids `db.outbox` writes anywhere else): ops are
// enqueued, claimed for sending, requeued, settled with the server's answer, or discarded — each in the caller's
// transaction when there is one (Dexie joins it), so a command writes its change and its op together, and a crash
// between the two cannot leave a change that never leaves or an op for a change that never happened. One writer
// keeps the queue's rules (coalescing, per-note order, only an acknowledgement removes an op, the note's sync status
// follows its ops) in one place instead of in every command that touches a note.
import { ackPatch } from './ack.ts';
import { canWake, retryDelayMs, wokenAttemptAt } from './backoff.ts';
import { planEnqueue, withSizeCheck } from './coalesce.ts';
import { db } from '../db.ts';
import { acknowledgedVersion, keepSeenVersion } from '../versions.ts';
import type { OpOutcome } from './outcome.ts';
import { notePublished } from './published-notice.ts';
import { noteSyncStatus, pickNextOp } from './queue-order.ts';
import type { LocalNote, OpBody, OutboxOp, SyncError } from '../types.ts';

/** The note's ops in queue order. */
export function opsFor(shareId: string): Promise<OutboxOp[]> {
  return db.outbox.where('shareId').equals(shareId).sortBy('id');
}

/**
 * A queued change the server refused for lack of storage (507 storage-full) stays queued and is retried with
 * backoff, but the writer should hear why it is not going through: the note carries that error meanwhile.
 */
function waitingForSpace(ops: readonly OutboxOp[]): SyncError | undefined {
  return ops.find((op) => op.lastError?.code === 'storage-full')?.lastError;
}

/** Recomputes the note's syncStatus and lastError (its failed op's, if any) from its remaining ops. */
export async function refreshStatus(shareId: string): Promise<void> {
  const note = await db.notes.get(shareId);
  if (!note) return;
  const ops = await opsFor(shareId);
  const syncStatus = noteSyncStatus(ops, note.conflict !== undefined);
  const lastError =
    syncStatus === 'failed'
      ? (ops.find((op) => op.status === 'failed')?.lastError ?? note.lastError)
      : syncStatus === 'pending'
        ? waitingForSpace(ops)
        : undefined;
  if (syncStatus === note.syncStatus && lastError?.code === note.lastError?.code) return;
  const next: LocalNote = { ...note, syncStatus };
  if (lastError) next.lastError = lastError;
  else delete next.lastError;
  await db.notes.put(next);
}

/** Queues `body` for the note, coalesced with what is already queued. Call inside a rw transaction. */
export async function enqueue(shareId: string, body: OpBody): Promise<void> {
  const plan = planEnqueue(await opsFor(shareId), body);
  if (plan.remove.length > 0) await db.outbox.bulkDelete(plan.remove);
  if (plan.put.length > 0) await db.outbox.bulkPut(plan.put.map(withSizeCheck));
  if (plan.add) {
    await db.outbox.add(withSizeCheck({ ...plan.add, shareId, attempts: 0, nextAttemptAt: 0, status: 'queued' }));
  }
  await refreshStatus(shareId);
}

/**
 * Queues `op` again from scratch, in its place in the queue (attempts and backoff reset, its error forgotten), as
 * `replacement` when given: a failed op the user retries, or the update a conflict refused, now carrying the text to
 * send. Call inside a rw transaction on notes and outbox; the caller refreshes the note's status once it is done.
 */
export async function requeue(op: OutboxOp, replacement?: OpBody): Promise<void> {
  const { lastError: _error, ...state } = op;
  const queued: OutboxOp = { ...state, ...replacement, status: 'queued', attempts: 0, nextAttemptAt: 0 };
  await db.outbox.put(queued);
}

/** Removes `ops` unsent: a newer op carries their change, or nothing is left to deliver it to. */
export async function discard(ops: readonly OutboxOp[]): Promise<void> {
  await db.outbox.bulkDelete(ops.flatMap((op) => (op.id === undefined ? [] : [op.id])));
}

/** Removes every op of the notes `shareIds` unsent (their notes leave this device without delivering them). */
export async function discardAllOf(shareIds: readonly string[]): Promise<void> {
  await db.outbox.where('shareId').anyOf([...shareIds]).delete();
}

const needsNote = (op: OutboxOp): boolean => op.kind !== 'create' && op.kind !== 'delete';

/**
 * Takes the next due op and counts the attempt before anything is sent, so a later command knows the
 * server may have seen it. Ops whose note was deleted locally are dropped (the delete op covers them).
 */
export function claimNextOp(now: number, skip: ReadonlySet<string>): Promise<{ op: OutboxOp; note: LocalNote | undefined } | null> {
  return db.transaction('rw', db.notes, db.outbox, async () => {
    for (;;) {
      const op = pickNextOp(await db.outbox.toArray(), now, skip);
      if (!op || op.id === undefined) return null;
      const note = await db.notes.get(op.shareId);
      if (needsNote(op) && !note) {
        await db.outbox.delete(op.id);
        continue;
      }
      const claimed: OutboxOp = { ...op, attempts: op.attempts + 1 };
      await db.outbox.put(claimed);
      return { op: claimed, note };
    }
  });
}

/** Keeps the envelope `op` is about to be sent as (seal.ts), before it is sent. */
export async function keepSeal(op: OutboxOp, sealed: NonNullable<OutboxOp['sealed']>): Promise<void> {
  if (op.id !== undefined) await db.outbox.update(op.id, { sealed });
}

/**
 * A note kept only to deliver its changes after its account signed out here (sign-out.ts) leaves once they
 * are delivered, or once one cannot be: nobody is left here to choose (sign-out said so and offered an export).
 * True when it left.
 */
async function settleLeaving(note: LocalNote, outcome: OpOutcome): Promise<boolean> {
  const rest = await opsFor(note.shareId);
  const undeliverable = outcome.kind === 'failed' || outcome.kind === 'conflict';
  if (!undeliverable && rest.length > 0) return false;
  await discard(rest);
  await db.notes.delete(note.shareId);
  return true;
}

/** Settles `op` with what the server said about it. Only an acknowledgement removes the row. */
export async function settleOp(op: OutboxOp, outcome: OpOutcome, now: number): Promise<void> {
  const id = op.id;
  if (id === undefined) throw new Error('outbox op without id');
  // Told once the acknowledgement is stored, never from inside a transaction that could still fail.
  let announce = false;
  await db.transaction('rw', db.notes, db.outbox, db.versions, async () => {
    const row = await db.outbox.get(id);
    const note = await db.notes.get(op.shareId);
    if (note?.leaving) {
      if (outcome.kind === 'acked') await db.outbox.delete(id);
      if (await settleLeaving(note, outcome)) return;
    }
    switch (outcome.kind) {
      case 'acked': {
        await db.outbox.delete(id);
        if (!note) break;
        await db.notes.put({ ...note, ...ackPatch(outcome.ack, note, await opsFor(op.shareId)) });
        announce = op.kind === 'create' && note.announcePublished === true;
        // What the server now holds of this device's text stays available to History offline.
        const seen = acknowledgedVersion(op, outcome.ack, note);
        if (seen) await keepSeenVersion(seen);
        break;
      }
      case 'conflict':
        if (row) await db.outbox.put({ ...row, status: 'failed', lastError: { code: 'conflict', message: 'The note changed elsewhere.' } });
        if (note) await db.notes.put({ ...note, conflict: outcome.current });
        break;
      case 'failed':
        if (op.kind === 'create' && !note) {
          // Deleted here while its create was on the way, and the server refused the create: nothing exists
          // there to delete, and nobody is left to retry it, so the note's ops would sit failed for ever.
          await discard(await opsFor(op.shareId));
          break;
        }
        if (row) await db.outbox.put({ ...row, status: 'failed', lastError: outcome.error });
        if (note) await db.notes.put({ ...note, lastError: outcome.error });
        break;
      case 'retry':
      case 'network': {
        const retryAfterMs = outcome.kind === 'retry' ? outcome.retryAfterMs : undefined;
        const nextAttemptAt = now + retryDelayMs(op.attempts, retryAfterMs);
        if (!row) break;
        const { notBefore: _old, ...rest } = row;
        const notBefore = retryAfterMs === undefined ? {} : { notBefore: now + retryAfterMs };
        await db.outbox.put({ ...rest, ...notBefore, nextAttemptAt, lastError: outcome.error });
        break;
      }
    }
    await refreshStatus(op.shareId);
  });
  if (announce) notePublished(op.shareId);
}

/** On a sign the server may answer again, ops waiting on their backoff become due (wokenAttemptAt); how many. */
export function makeWaitsDue(now: number): Promise<number> {
  return db.outbox
    .where('status')
    .equals('queued')
    .filter((op) => canWake(op, now))
    .modify((op) => {
      op.nextAttemptAt = wokenAttemptAt(op, now);
    });
}
