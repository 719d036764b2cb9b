// Retry timing for outbox ops: exponential backoff with full jitter (spreads retries of many clients
// after an outage), never earlier than the server's Retry-After.
const BASE_MS = 1_000;
const CAP_MS = 5 * 60_000;

/** Delay before the next send of an op that has failed `attempts` times (1 = first failure). */
export function retryDelayMs(attempts: number, retryAfterMs?: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.floor(random() * ceiling);
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or bad. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
