// Pure outbox coalescing (docs/design.md §6.3): how a new op for one note combines with the ops already queued for
// it. An op that may have reached the server (queued after a send attempt) is never rewritten — the
// server could already hold it — so newer changes go into a fresh op behind it.
import { fitsOnServer, fitsSealed } from '../content-size.ts';
import type { CreatePayload, OpBody, OpKind, OutboxOp, SyncError, UpdatePayload } from '../types.ts';

export interface EnqueuePlan {
  /** Existing rows to write back with a new payload. */
  put: OutboxOp[];
  /** A new op to append, or null when the change folded into an existing one. */
  add: OpBody | null;
  /** Ids of rows made pointless by the change. */
  remove: number[];
}

type OpOf<K extends OpKind> = Extract<OutboxOp, { kind: K }>;

/** Queued and attempted: the request may have been applied, only the answer is missing. */
export function mayHaveReachedServer(op: OutboxOp): boolean {
  return op.attempts > 0 && op.status === 'queued';
}

function isKind<K extends OpKind>(kind: K) {
  return (op: OutboxOp): op is OpOf<K> => op.kind === kind;
}

/** The latest op of `kind` if it can still be rewritten. */
function rewritableLast<K extends OpKind>(ops: readonly OutboxOp[], kind: K): OpOf<K> | undefined {
  const last = ops.filter(isKind(kind)).at(-1);
  return last && !mayHaveReachedServer(last) ? last : undefined;
}

function idsOf(ops: readonly OutboxOp[]): number[] {
  return ops.flatMap((op) => (op.id === undefined ? [] : [op.id]));
}

function planDelete(ops: readonly OutboxOp[], incoming: OpBody): EnqueuePlan {
  const create = ops.find(isKind('create'));
  if (create && !mayHaveReachedServer(create)) {
    // The server never saw this note: forgetting it locally is the whole delete.
    return { put: [], add: null, remove: idsOf(ops) };
  }
  // A create that may be in flight stays so it is answered before the delete; everything else is moot.
  return { put: [], add: incoming, remove: idsOf(ops.filter((op) => op !== create)) };
}

/**
 * An unsent create carrying a later text. An encrypted text (also the note's conversion before its create was sent)
 * makes the create an encrypted one, with the title the envelope holds (docs/design.md §10.5).
 */
function createWithText(create: CreatePayload, update: UpdatePayload): CreatePayload {
  if (!update.encrypted) return { ...create, content: update.content };
  const { title: _old, ...rest } = create;
  return { ...rest, content: update.content, encrypted: true, ...(typeof update.title === 'string' ? { title: update.title } : {}) };
}

/** Combines `incoming` with `ops` (the note's queued and failed ops in queue order). */
export function planEnqueue(ops: readonly OutboxOp[], incoming: OpBody): EnqueuePlan {
  const none: EnqueuePlan = { put: [], add: null, remove: [] };
  const create = rewritableLast(ops, 'create');
  switch (incoming.kind) {
    case 'delete':
      return planDelete(ops, incoming);
    case 'update': {
      if (create) return { ...none, put: [{ ...create, payload: createWithText(create.payload, incoming.payload) }] };
      const update = rewritableLast(ops, 'update');
      if (update) return { ...none, put: [{ ...update, payload: incoming.payload }] };
      return { ...none, add: incoming };
    }
    case 'expire': {
      if (create) return { ...none, put: [{ ...create, payload: { ...create.payload, expire: incoming.payload.expire } }] };
      const expire = rewritableLast(ops, 'expire');
      if (expire) return { ...none, put: [{ ...expire, payload: incoming.payload }] };
      return { ...none, add: incoming };
    }
    case 'password': {
      if (create) {
        const { password: _old, ...rest } = create.payload;
        const { password } = incoming.payload;
        return { ...none, put: [{ ...create, payload: password === null ? rest : { ...rest, password } }] };
      }
      const change = rewritableLast(ops, 'password');
      if (change) return { ...none, put: [{ ...change, payload: incoming.payload }] };
      return { ...none, add: incoming };
    }
    case 'rename': {
      // Not folded into a create: only the rename call marks the note renamed on the server.
      const rename = rewritableLast(ops, 'rename');
      if (rename) return { ...none, put: [{ ...rename, payload: incoming.payload }] };
      return { ...none, add: incoming };
    }
    case 'create':
      return { ...none, add: incoming };
  }
}

const TOO_LARGE: SyncError = { code: 'content-too-large', message: 'The note is larger than the server accepts.' };
const SIZE_CODES: readonly string[] = ['content-too-large', 'body-too-large'];

/**
 * Content the server would refuse (over 1 MiB) waits here as a failed op instead of being uploaded only to
 * get a 413; once the text is trimmed, the op that carries it is queued again by itself — no Retry needed.
 */
export function withSizeCheck(op: OutboxOp): OutboxOp {
  if (op.kind !== 'create' && op.kind !== 'update') return op;
  const { content, encrypted, title } = op.payload;
  if (!fitsOnServer(content) || (encrypted && !fitsSealed({ title: title ?? null, content }))) return { ...op, status: 'failed', lastError: TOO_LARGE };
  if (op.status !== 'failed' || !SIZE_CODES.includes(op.lastError?.code ?? '')) return op;
  // Refused for its size, so the server never applied it: a fresh op that later edits may fold into.
  const { lastError: _error, ...rest } = op;
  return { ...rest, status: 'queued', attempts: 0, nextAttemptAt: 0 };
}
