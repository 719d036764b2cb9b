// What the server said about one sent op, sorted into what the outbox does next (docs/design.md §6.3). Its own file
// because both sides of the send need it: the sender sorts answers into it (data/sync/ops.ts) and the outbox settles
// them (outbox.ts) — with the type in either one, the two would import each other.
import type { ConflictCurrent } from '../../../../../shared/wire/errors.ts';
import type { Ack } from './ack.ts';
import type { SyncError } from '../types.ts';

export type OpOutcome =
  | { kind: 'acked'; ack: Ack }
  | { kind: 'conflict'; current: ConflictCurrent }
  | { kind: 'failed'; error: SyncError }
  | { kind: 'retry'; error: SyncError; retryAfterMs: number | undefined }
  | { kind: 'network'; error: SyncError };
