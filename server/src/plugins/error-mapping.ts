// The one table from refusals to HTTP: each domain error (../errors.ts) and each error Fastify raises itself
// becomes a status, a stable code (shared/wire/errors.ts) and the message a client sees. Anything else is a
// bug and becomes a 500 that reveals nothing.
import type { FastifyError } from 'fastify';
import type { ErrorCode } from '../../../shared/api.ts';
import { MAX_CONTENT_BYTES, MAX_NESTING_DEPTH } from '../../../shared/limits.ts';
import { DomainError, type KnownDomainError } from '../errors.ts';

export interface HttpRefusal {
  status: number;
  code: ErrorCode;
  message: string;
  /** Seconds the client should wait (sent as Retry-After). */
  retryAfter?: number;
  /** Extra JSON fields sent with the error (`current` on a 409 conflict). */
  extra?: Record<string, unknown>;
  /** Extra headers (WWW-Authenticate on a 401 that asks for a bearer). */
  headers?: Record<string, string>;
}

const ENCRYPTED_NOTE_MESSAGES = {
  rename: 'This note is end-to-end encrypted: its title is renamed inside the encrypted content, by an update',
  read: 'This note is end-to-end encrypted: only a browser that has its key (the part of the link after #) can read it',
  replace: 'This note is end-to-end encrypted: only a browser that has its key (the part of the link after #) can change its text',
} as const;

/** How long to wait when the server is merely busy: long enough for a queue to drain. */
const BUSY_RETRY_S = 5;

type DomainTable = { [E in KnownDomainError as E['kind']]: (error: E) => HttpRefusal };

const DOMAIN_ERRORS: DomainTable = {
  'note-not-found': () => ({ status: 404, code: 'note-not-found', message: 'Note not found' }),
  'note-disabled': () => ({ status: 410, code: 'note-disabled', message: 'This note was taken down by the site operator' }),
  'note-deleted': () => ({ status: 410, code: 'note-deleted', message: 'This note was deleted; its link cannot be used again' }),
  'id-taken': () => ({ status: 409, code: 'id-taken', message: 'This note id is already taken' }),
  'share-id-not-derived': () => ({ status: 400, code: 'share-id-not-derived', message: 'The proposed share id is not the one derived from the edit id' }),
  'version-conflict': ({ current }) => ({
    status: 409,
    code: 'conflict',
    message: 'The note changed since this edit was based on it',
    extra: { current: { title: current.title, content: current.content, updated_at: current.updatedAt.toISOString(), version: current.version } },
  }),
  // 412: the precondition the patch named (the stored text's hash) does not hold; the client resends the whole text.
  'patch-base-mismatch': () => ({ status: 412, code: 'patch-base-mismatch', message: 'The stored text is not the one this patch applies to' }),
  'version-not-found': () => ({ status: 404, code: 'version-not-found', message: 'This version of the note is not kept' }),
  'wrong-edit-id': () => ({ status: 403, code: 'edit-forbidden', message: 'This edit link is not valid for the note' }),
  'password-required': () => ({ status: 401, code: 'password-required', message: 'This note is protected by a password' }),
  'wrong-password': () => ({ status: 401, code: 'wrong-password', message: 'Wrong password' }),
  'too-many-attempts': ({ retryAfterS }) => ({
    status: 429,
    code: 'too-many-attempts',
    message: 'Too many wrong passwords; try again later',
    retryAfter: retryAfterS,
  }),
  'note-locked': () => ({
    status: 423,
    code: 'note-locked',
    message: 'This note is locked after too many wrong passwords; its editor can set a new one',
  }),
  'attempts-uncountable': () => ({
    status: 503,
    code: 'store-unavailable',
    message: 'Password checks are paused for a moment; try again',
    retryAfter: BUSY_RETRY_S,
  }),
  'content-too-large': () => ({ status: 413, code: 'content-too-large', message: `Note content exceeds ${MAX_CONTENT_BYTES} bytes` }),
  'markup-too-deep': () => ({ status: 400, code: 'content-too-deep', message: `Markup is nested deeper than ${MAX_NESTING_DEPTH} elements` }),
  'invalid-envelope': () => ({ status: 400, code: 'invalid-envelope', message: 'The content is not a valid end-to-end encrypted envelope' }),
  // 409: the request is well formed, the note's state (encrypted) refuses it; the title lives inside the envelope.
  'encrypted-note': ({ asked }) => ({
    status: 409,
    code: 'encrypted-note',
    message: ENCRYPTED_NOTE_MESSAGES[asked],
  }),
  'edit-id-required': () => ({
    status: 401,
    code: 'edit-id-required',
    message: "Send the note's edit id as Authorization: Bearer <edit_id>",
    headers: { 'www-authenticate': 'Bearer' },
  }),
  'unsupported-media-type': () => ({
    status: 415,
    code: 'unsupported-media-type',
    message: 'Send the text as text/markdown, text/plain or text/html',
  }),
  'sanitizer-busy': () => ({
    status: 503,
    code: 'server-busy',
    message: 'Too many large notes are being saved; try again',
    retryAfter: BUSY_RETRY_S,
  }),
  // No Retry-After: the outbox's own backoff is the right pace for a note someone else keeps changing.
  'write-contended': () => ({ status: 503, code: 'store-unavailable', message: 'The note is changing too fast; try again' }),
  'invalid-input': ({ message }) => ({ status: 400, code: 'invalid-body', message }),
  'sign-in-required': () => ({ status: 401, code: 'sign-in-required', message: 'Sign in to see the notes of your account' }),
  'rate-limited': ({ retryAfterS }) => ({
    status: 429,
    code: 'rate-limited',
    message: `Too many requests; retry in ${retryAfterS} s`,
    retryAfter: retryAfterS,
  }),
  'too-many-password-jobs': () => ({
    status: 429,
    code: 'rate-limited',
    message: 'Too many password operations at once; try again shortly',
    retryAfter: BUSY_RETRY_S,
  }),
  'password-queue-full': () => ({
    status: 503,
    code: 'server-busy',
    message: 'The server is busy with passwords; try again shortly',
    retryAfter: BUSY_RETRY_S,
  }),
  'live-streams-full': () => ({
    status: 503,
    code: 'server-busy',
    message: 'This server has as many live notes open as it can serve; try again shortly',
    retryAfter: BUSY_RETRY_S,
  }),
  // 507 Insufficient Storage: not the client's fault and not over by itself, so no Retry-After; the outbox keeps
  // the note and retries at its own pace.
  'storage-full': () => ({
    status: 507,
    code: 'storage-full',
    message: 'The server is out of storage space; the note was not saved. Keep it and try again later',
  }),
};

/** Errors Fastify raises before a route runs (body parsing). */
const FASTIFY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body-too-large', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported-media-type', message: 'Send JSON (application/json)' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid-body', message: 'Invalid Content-Length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid-body', message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid-body', message: 'The body is not valid JSON' },
};

const INTERNAL: HttpRefusal = { status: 500, code: 'internal-error', message: 'Internal Server Error' };

/** A refusal the table knows: deliberate, so not logged as a failure even when it is a 503. */
export function isKnownDomainError(error: unknown): error is KnownDomainError {
  return error instanceof DomainError && Object.hasOwn(DOMAIN_ERRORS, error.kind);
}

/** The answer to a thrown error. */
export function refusalFor(error: unknown): HttpRefusal {
  if (isKnownDomainError(error)) {
    // The compiler cannot pair a kind with its own entry through a union; the table's type already does.
    const entry = DOMAIN_ERRORS[error.kind] as (known: KnownDomainError) => HttpRefusal;
    return entry(error);
  }
  // A domain error missing from the table is a bug like any other.
  if (!(error instanceof Error) || error instanceof DomainError) return INTERNAL;
  const fastifyError: Partial<FastifyError> = error;
  if (fastifyError.validation) return { status: 400, code: 'invalid-body', message: `Invalid request: ${error.message}` };
  const known = fastifyError.code === undefined ? undefined : FASTIFY_ERRORS[fastifyError.code];
  if (known) return known;
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) return { status, code: 'rate-limited', message: 'Too many requests; slow down' };
  if (status >= 400 && status < 500) return { status, code: 'invalid-body', message: error.message };
  return INTERNAL;
}
