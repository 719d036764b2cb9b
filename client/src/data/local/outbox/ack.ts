// Pure: what a server acknowledgement changes on the local note. Server values never overwrite a local
// change that is still queued behind the acknowledged op — the later op will carry it.
import type { CreateNoteResponse } from '../../../../../shared/api.ts';
import { adoptServerState } from '../server-state.ts';
import type { LocalNote, OutboxOp } from '../types.ts';

/** The version every note has on the server right after its create (docs/design.md §4.1: versions start at 1). */
export const CREATED_VERSION = 1;

export type Ack =
  | { op: 'create'; response: CreateNoteResponse; content: string }
  | { op: 'update'; version: number; content: string }
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
      // Our text is what the create stored, i.e. version 1. A replayed create answers with the note as it is
      // now, possibly edited elsewhere through the edit link since: adopting that version would let our next
      // update silently overwrite the other edit instead of meeting its conflict.
      if (note.version === 0) Object.assign(patch, adoptServerState({ version: CREATED_VERSION, content: ack.content }));
      if (!pending('expire')) patch.expiresAt = ack.response.expires_at;
      return patch;
    }
    case 'update':
      // The sent content is now this version; newer local content (queued) builds on it. Read by the editor,
      // what was sent is what the server stored (the editor writes only allowed markup): the base of a merge.
      return adoptServerState({ version: ack.version, content: ack.content });
    case 'rename':
      // Only when nobody else wrote in between: otherwise the next update must still see the conflict. A
      // rename leaves the content as it was, so the base moves along with the version.
      if (ack.version !== note.version + 1) return {};
      return adoptServerState({ version: ack.version, textOf: note.version }, note);
    case 'expire':
      return pending('expire') ? {} : { expiresAt: ack.expiresAt };
    case 'password':
      return pending('password') ? {} : { hasPassword: ack.hasPassword };
    case 'delete':
      return {};
  }
}
