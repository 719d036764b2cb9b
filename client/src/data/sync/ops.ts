// Sends one outbox op to the server and sorts the answer into what the outbox does next (docs/design.md §6.3):
// acknowledged, conflict, permanent failure, retry later, or no network.
import type { UpdateNoteRequest } from '../../../../shared/api.ts';
import { conforms } from '../../../../shared/wire/check.ts';
import { ConflictCurrent } from '../../../../shared/wire/errors.ts';
import {
  CreateNoteResponse,
  DeleteNoteResponse,
  ExpireNoteResponse,
  PasswordNoteResponse,
  RenameNoteResponse,
  UpdateNoteResponse,
} from '../../../../shared/wire/notes.ts';
import { ApiFailure, postJson } from '../remote/api-client.ts';
import type { Ack } from './ack.ts';
import type { LocalNote, OutboxOp, SyncError } from '../local/types.ts';

export type OpOutcome =
  | { kind: 'acked'; ack: Ack }
  | { kind: 'conflict'; current: ConflictCurrent }
  | { kind: 'failed'; error: SyncError }
  | { kind: 'retry'; error: SyncError; retryAfterMs: number | undefined }
  | { kind: 'network'; error: SyncError };

/** A hung request would hold the cross-tab outbox lock forever. */
const REQUEST_TIMEOUT_MS = 30_000;

const path = (id: string, action: string): string => `/api/notes/${encodeURIComponent(id)}/${action}`;

async function request(op: OutboxOp, note: LocalNote | undefined, signal: AbortSignal): Promise<Ack> {
  const requireNote = (): LocalNote => {
    if (!note) throw new Error(`outbox op ${op.kind} needs the local note ${op.shareId}`);
    return note;
  };
  switch (op.kind) {
    case 'create':
      return { op: 'create', response: await postJson('/api/notes/create', op.payload, CreateNoteResponse, { signal }), content: op.payload.content };
    case 'update': {
      const { editId, version } = requireNote();
      // The edit id is a full capability, so a protected note needs no password session here. No title: the
      // server derives it from the content anyway, and a derived title (60 graphemes) can exceed the 200 code
      // points the server accepts, which would refuse the whole update.
      const body: UpdateNoteRequest = { content: op.payload.content, editId, baseVersion: version };
      const answer = await postJson(path(op.shareId, 'update'), body, UpdateNoteResponse, { signal });
      return { op: 'update', version: answer.version, content: op.payload.content };
    }
    case 'rename': {
      const body = { title: op.payload.title, noteId: op.shareId };
      const answer = await postJson(path(requireNote().editId, 'rename'), body, RenameNoteResponse, { signal });
      return { op: 'rename', version: answer.version };
    }
    case 'expire': {
      const answer = await postJson(path(requireNote().editId, 'expire'), op.payload, ExpireNoteResponse, { signal });
      return { op: 'expire', expiresAt: answer.expires_at };
    }
    case 'password': {
      const answer = await postJson(path(requireNote().editId, 'password'), op.payload, PasswordNoteResponse, { signal });
      return { op: 'password', hasPassword: answer.has_password };
    }
    case 'delete':
      await postJson(path(op.payload.editId, 'delete'), undefined, DeleteNoteResponse, { signal });
      return { op: 'delete' };
  }
}

function classify(op: OutboxOp, failure: ApiFailure): OpOutcome {
  const error: SyncError = { code: failure.code, message: failure.message };
  if (failure.code === 'network') return { kind: 'network', error };
  // Deleting what is already gone is what we wanted.
  if (op.kind === 'delete' && failure.status === 404) return { kind: 'acked', ack: { op: 'delete' } };
  if (op.kind === 'update' && failure.status === 409 && failure.code === 'conflict') {
    const current = (failure.body as { current?: unknown } | undefined)?.current;
    if (conforms(ConflictCurrent, current)) {
      // Our own earlier send landed but its answer was lost: the server already holds exactly this.
      if (current.content === op.payload.content) return { kind: 'acked', ack: { op: 'update', version: current.version, content: current.content } };
      return { kind: 'conflict', current };
    }
  }
  if (failure.status === 408 || failure.status === 429 || failure.status >= 500) {
    return { kind: 'retry', error, retryAfterMs: failure.retryAfterMs };
  }
  if (op.kind === 'create' && failure.code === 'id-taken') {
    return { kind: 'failed', error: { code: 'id-taken', message: 'Another note already uses this link; this note was not published.' } };
  }
  return { kind: 'failed', error };
}

/** Sends `op`; `note` is the local record it belongs to (absent only for create/delete of a deleted note). */
export async function sendOp(op: OutboxOp, note: LocalNote | undefined): Promise<OpOutcome> {
  try {
    return { kind: 'acked', ack: await request(op, note, AbortSignal.timeout(REQUEST_TIMEOUT_MS)) };
  } catch (error) {
    if (error instanceof ApiFailure) return classify(op, error);
    throw error;
  }
}
