// The one error shape of the API, {statusCode, statusMessage, code} (docs/design.md §4.1), and its stable codes.
import { Type, type Static } from 'typebox';
import { strict } from './common.ts';

/** Stable, kebab-case error codes; the client branches on these, never on messages. */
export const ERROR_CODES = [
  'invalid-body',
  'invalid-id',
  'id-taken',
  'share-id-not-derived',
  'content-too-large',
  'content-too-deep',
  'invalid-envelope',
  'encrypted-note',
  'body-too-large',
  'edit-forbidden',
  'edit-id-required',
  'note-not-found',
  'note-deleted',
  'note-disabled',
  'conflict',
  'patch-base-mismatch',
  'version-not-found',
  'password-required',
  'wrong-password',
  'too-many-attempts',
  'note-locked',
  'rate-limited',
  'unsupported-media-type',
  'malformed-request',
  'request-timeout',
  'headers-too-large',
  'not-found',
  'sign-in-required',
  'forbidden-origin',
  'store-unavailable',
  'server-busy',
  'storage-full',
  'internal-error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The note as it stands on the server, sent with a 409 so the client can show both sides. */
export const ConflictCurrent = Type.Object(
  { title: Type.String(), content: Type.String(), updated_at: Type.String(), version: Type.Integer() },
  strict,
);
export type ConflictCurrent = Static<typeof ConflictCurrent>;

/**
 * Every refusal. `code` is a plain string on the wire: a client older than the server must still read a code
 * it does not know (api-client falls back on the status). `current` only comes with 409 `conflict`.
 */
export const ApiErrorBody = Type.Object(
  { statusCode: Type.Integer(), statusMessage: Type.String(), code: Type.String(), current: Type.Optional(ConflictCurrent) },
  strict,
);

export interface ApiError {
  statusCode: number;
  statusMessage: string;
  code: ErrorCode;
}

export interface ConflictError extends ApiError {
  code: 'conflict';
  current: ConflictCurrent;
}
