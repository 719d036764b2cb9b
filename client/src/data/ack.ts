// Pure: what a server acknowledgement changes on the local note. Server values never overwrite a local
// change that is still queued behind the acknowledged op — the later op will carry it.
import type { CreateNoteResponse } from '../../../shared/api.ts';
import type { LocalNote, OutboxOp } from './types.ts';

export type Ack =
  | { op: 'create'; response: CreateNoteResponse }
  | { op: 'update'; version: number }
  | { op: 'rename'; version: number }
  | { op: 'expire'; expiresAt: string | null }
  | { op: 'password'; hasPassword: boolean }
  | { op: 'delete' };

/** Fields to write on `note` after `ack`, given the note's ops still in the outbox. */
export function ackPatch(ack: Ack, note: LocalNote, remaining: readonly OutboxOp[]): Partial<LocalNote> {
  const pending = (kind: OutboxOp['kind']): boolean => remaining.some((op) => op.kind === kind);
  switch (ack.op) {
    case 'create': {
      const patch: Partial<LocalNote> = { createdAt: ack.response.created_at };
      if (note.version === 0) patch.version = ack.response.version;
      if (!pending('expire')) patch.expiresAt = ack.response.expires_at;
      return patch;
    }
    case 'update':
      // The sent content is now this version; newer local content (queued) builds on it.
      return { version: ack.version };
    case 'rename':
      // Only when nobody else wrote in between: otherwise the next update must still see the conflict.
      return ack.version === note.version + 1 ? { version: ack.version } : {};
    case 'expire':
      return pending('expire') ? {} : { expiresAt: ack.expiresAt };
    case 'password':
      return pending('password') ? {} : { hasPassword: ack.hasPassword };
    case 'delete':
      return {};
  }
}
