// Retry timing for outbox ops: exponential backoff with full jitter (spreads retries of many clients
// after an outage), never earlier than the server's Retry-After (read by data/remote/retry-after.ts).
const BASE_MS = 1_000;
const CAP_MS = 5 * 60_000;

/** Delay before the next send of an op that has failed `attempts` times (1 = first failure). */
export function retryDelayMs(attempts: number, retryAfterMs?: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.floor(random() * ceiling);
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** How far wake-ups are spread, so that many clients seeing the server come back do not all send at once. */
export const WAKE_JITTER_MS = 1_000;

type Waiting = { nextAttemptAt: number; notBefore?: number };

/** The op waits for its backoff, and the server's Retry-After (if any) ends before that. */
export function canWake(op: Waiting, now: number): boolean {
  return op.nextAttemptAt > now && (op.notBefore ?? now) < op.nextAttemptAt;
}

/**
 * When an op waiting on its backoff is tried after a sign the server may answer again (a new local write, the
 * page shown, `online`, any successful request): within WAKE_JITTER_MS, never later than planned, never before
 * the server's Retry-After.
 */
export function wokenAttemptAt(op: Waiting, now: number, random: () => number = Math.random): number {
  if (!canWake(op, now)) return op.nextAttemptAt;
  const woken = Math.max(now + Math.floor(random() * WAKE_JITTER_MS), op.notBefore ?? 0);
  return Math.min(op.nextAttemptAt, woken);
}
