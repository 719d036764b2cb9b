// One error type for every refusal the API makes: a status, a stable kebab code (shared/api.ts) and a
// message safe to show. Anything else that escapes is a bug and becomes a generic 500.
import type { ErrorCode } from '../../shared/api.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** Extra JSON fields sent with the error (e.g. `current` on a 409 conflict). */
  readonly extra: Record<string, unknown> | undefined;
  /** Seconds the client should wait (sent as Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    options: { extra?: Record<string, unknown>; retryAfter?: number } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.extra = options.extra;
    this.retryAfter = options.retryAfter;
  }
}

export const noteNotFound = (): HttpError => new HttpError(404, 'note-not-found', 'Note not found');
/** An operator took the note down: nobody reads or changes it, its editor included (docs/design.md §3). */
export const noteDisabled = (): HttpError => new HttpError(410, 'note-disabled', 'This note was taken down by the site operator');
export const invalidBody = (message: string): HttpError => new HttpError(400, 'invalid-body', message);
