// Sends one outbox op to the server and sorts the answer into what the outbox does next (docs/design.md §6.3):
// acknowledged, conflict, permanent failure, retry later, or no network.
import type { CreateNoteRequest, UpdateNoteRequest } from '../../../../shared/api.ts';
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
import { fetchSharedNote } from '../remote/remote.ts';
import { contentHash, diffSplice } from '../../../../shared/live-patch.ts';
import type { Ack } from '../local/outbox/ack.ts';
import type { OpOutcome } from '../local/outbox/outcome.ts';
import type { CreatePayload, LocalNote, OutboxOp, SyncError } from '../local/types.ts';
import { plaintextOf, type Sealing } from './seal.ts';


/** A hung request would hold the cross-tab outbox lock forever. */
const REQUEST_TIMEOUT_MS = 30_000;

const path = (id: string, action: string): string => `/api/notes/${encodeURIComponent(id)}/${action}`;

/** The create as the server gets it: an encrypted note's title and text only inside its envelope (§10.2). */
function createBody(payload: CreatePayload, envelope: string | undefined): CreateNoteRequest {
  if (envelope === undefined) return payload;
  const { title: _inside, content: _sealed, ...rest } = payload;
  return { ...rest, content: envelope, encrypted: true };
}

async function request(op: OutboxOp, note: LocalNote | undefined, envelope: string | undefined, signal: AbortSignal): Promise<Ack> {
  const requireNote = (): LocalNote => {
    if (!note) throw new Error(`outbox op ${op.kind} needs the local note ${op.shareId}`);
    return note;
  };
  switch (op.kind) {
    case 'create': {
      const response = await postJson('/api/notes/create', createBody(op.payload, envelope), CreateNoteResponse, { signal });
      return { op: 'create', response, content: op.payload.content };
    }
    case 'update': {
      const { editId, version } = requireNote();
      // The edit id is a full capability, so a protected note needs no password session here. No title: the
      // server derives it from the content anyway, and a derived title (60 graphemes) can exceed the 200 code
      // points the server accepts, which would refuse the whole update. An encrypted note's is in its envelope,
      // and `encrypted` converts a plaintext note on the server (a no-op for one already encrypted).
      const whole: UpdateNoteRequest =
        envelope === undefined
          ? { content: op.payload.content, editId, baseVersion: version }
          : { content: envelope, editId, baseVersion: version, encrypted: true };
      // A splice only on the first send: a send after one whose answer was lost may find its own change stored, and
      // only the whole text lets the server recognise that replay (§4.3) when its sanitizer rewrote the text — a splice
      // on the old base would be a 409 whose `current` differs from what was sent.
      const firstSend = op.attempts <= 1;
      const body = envelope === undefined && firstSend ? ((await patchBody(requireNote(), op.payload.content)) ?? whole) : whole;
      let answer: UpdateNoteResponse;
      try {
        answer = await postJson(path(op.shareId, 'update'), body, UpdateNoteResponse, { signal });
      } catch (error) {
        // The server's text is not the one this device took for its base: the same change, whole.
        if (body === whole || !(error instanceof ApiFailure) || error.code !== 'patch-base-mismatch') throw error;
        answer = await postJson(path(op.shareId, 'update'), whole, UpdateNoteResponse, { signal });
      }
      return { op: 'update', version: answer.version, content: envelope === undefined ? await storedText(op.shareId, editId, answer, op.payload.content) : op.payload.content };
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

/**
 * The update as a splice of the server's text this note is based on (docs/design.md §4.2), when that text is known
 * here: a one-word change to a long note costs a few bytes, not the note. Null: send the whole text.
 */
async function patchBody(note: LocalNote, content: string): Promise<UpdateNoteRequest | null> {
  const base = note.base;
  if (base?.version !== note.version || note.version === 0) return null;
  const splice = diffSplice(base.content, content);
  // A change as long as the note itself saves nothing by going as a splice.
  if (splice.insert.length >= content.length) return null;
  return { editId: note.editId, baseVersion: note.version, patch: { ...splice, base_hash: await contentHash(base.content) } };
}

/**
 * What the server stored, which is the base of this note's next change: the text sent — unless the answer's hash says
 * the server's sanitizer made it something else, then the server's text, read back (an envelope is compared by nobody:
 * the server cannot change what it cannot read).
 */
async function storedText(shareId: string, editId: string, answer: UpdateNoteResponse, sent: string): Promise<string> {
  const hash = answer.content_hash;
  if (hash === undefined || (await contentHash(sent)) === hash) return sent;
  try {
    const server = await fetchSharedNote(shareId, { editId });
    if (server.version === answer.version && !server.encrypted) return server.content;
  } catch {
    // Unreadable now: the next change's hash tells the server's text apart and it is sent whole then.
  }
  return sent;
}

const NO_KEY: SyncError = { code: 'key-missing', message: 'This device has no key for this encrypted note.' };
const OTHER_KEY: SyncError = { code: 'encrypted-elsewhere', message: 'The note was encrypted on another device.' };

/**
 * The server's side of a conflict as this device keeps it: an encrypted note's envelope opened with its key (merge
 * and the conflict panel work on text). Null when it does not open: another device encrypted the note under a key
 * of its own first.
 */
async function theirSide(op: OutboxOp, note: LocalNote | undefined, current: ConflictCurrent): Promise<ConflictCurrent | null> {
  if (!plaintextOf(op)) return current;
  const opened = await (await import('../local/on-demand/encrypted-copy.ts')).openWith(current, note?.key);
  if (!opened.ok) return null;
  const { title, content, updated_at, version } = opened.note;
  return { title, content, updated_at, version };
}

async function classify(op: OutboxOp, note: LocalNote | undefined, failure: ApiFailure): Promise<OpOutcome> {
  const error: SyncError = { code: failure.code, message: failure.message };
  if (failure.code === 'network') return { kind: 'network', error };
  // Deleting what is already gone is what we wanted.
  if (op.kind === 'delete' && failure.status === 404) return { kind: 'acked', ack: { op: 'delete' } };
  if (op.kind === 'update' && failure.status === 409 && failure.code === 'conflict') {
    const current = (failure.body as { current?: unknown } | undefined)?.current;
    if (conforms(ConflictCurrent, current)) {
      const theirs = await theirSide(op, note, current);
      if (!theirs) return { kind: 'failed', error: OTHER_KEY };
      // Our own earlier send landed but its answer was lost: the server already holds exactly this.
      if (theirs.content === op.payload.content) return { kind: 'acked', ack: { op: 'update', version: theirs.version, content: theirs.content } };
      return { kind: 'conflict', current: theirs };
    }
  }
  // A plaintext text for a note another device encrypted meanwhile: the server takes no plaintext for it any more.
  if (op.kind === 'update' && failure.code === 'invalid-envelope' && !plaintextOf(op)) return { kind: 'failed', error: OTHER_KEY };
  if (failure.status === 408 || failure.status === 429 || failure.status >= 500) {
    return { kind: 'retry', error, retryAfterMs: failure.retryAfterMs };
  }
  if (op.kind === 'create' && failure.code === 'id-taken') {
    return { kind: 'failed', error: { code: 'id-taken', message: 'Another note already uses this link; this note was not published.' } };
  }
  return { kind: 'failed', error };
}

/**
 * Sends `op`; `note` is the local record it belongs to (absent only for create/delete of a deleted note), `sealing`
 * what an encrypted note's op goes out as (seal.ts).
 */
export async function sendOp(op: OutboxOp, note: LocalNote | undefined, sealing: Sealing = { kind: 'plain' }): Promise<OpOutcome> {
  if (sealing.kind === 'no-key') return { kind: 'failed', error: NO_KEY };
  const envelope = sealing.kind === 'sealed' ? sealing.envelope : undefined;
  try {
    return { kind: 'acked', ack: await request(op, note, envelope, AbortSignal.timeout(REQUEST_TIMEOUT_MS)) };
  } catch (error) {
    if (error instanceof ApiFailure) return classify(op, note, error);
    throw error;
  }
}
