// The error table: every refusal a service can make reaches the client as the status and stable code the API
// promises (docs/design.md §4.1), with Retry-After where waiting helps; anything else — a bug, a domain error someone
// forgot to map — is a 500 that gives nothing away.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api.ts';
import * as errors from '../errors.ts';
import { DomainError } from '../errors.ts';
import { refusalFor } from './error-mapping.ts';

const UPDATED_AT = new Date('2030-01-01T00:00:00.000Z');

/** One of each domain error, with what the client must get for it: status, code and whether to wait. */
const EXPECTED: Array<[DomainError, number, string, number | undefined]> = [
  [new errors.NoteNotFoundError(), 404, 'note-not-found', undefined],
  [new errors.NoteDisabledError(), 410, 'note-disabled', undefined],
  [new errors.NoteDeletedError(), 410, 'note-deleted', undefined],
  [new errors.IdTakenError(), 409, 'id-taken', undefined],
  [new errors.ShareIdNotDerivedError(), 400, 'share-id-not-derived', undefined],
  [new errors.VersionConflictError({ title: 'T', content: '<p>c</p>', updatedAt: UPDATED_AT, version: 3 }), 409, 'conflict', undefined],
  [new errors.VersionNotFoundError(), 404, 'version-not-found', undefined],
  [new errors.WrongEditIdError(), 403, 'edit-forbidden', undefined],
  [new errors.PasswordRequiredError(), 401, 'password-required', undefined],
  [new errors.WrongPasswordError(), 401, 'wrong-password', undefined],
  [new errors.TooManyAttemptsError(42), 429, 'too-many-attempts', 42],
  [new errors.NoteLockedError(), 423, 'note-locked', undefined],
  [new errors.AttemptsUncountableError(), 503, 'store-unavailable', 5],
  [new errors.ContentTooLargeError(), 413, 'content-too-large', undefined],
  [new errors.MarkupTooDeepError(), 400, 'content-too-deep', undefined],
  [new errors.InvalidEnvelopeError(), 400, 'invalid-envelope', undefined],
  [new errors.EncryptedNoteError(), 409, 'encrypted-note', undefined],
  [new errors.EditIdRequiredError(), 401, 'edit-id-required', undefined],
  [new errors.UnsupportedMediaTypeError(), 415, 'unsupported-media-type', undefined],
  [new errors.SanitizerBusyError(), 503, 'server-busy', 5],
  [new errors.WriteContendedError(), 503, 'store-unavailable', undefined],
  [new errors.InvalidInputError('title must contain visible text'), 400, 'invalid-body', undefined],
  [new errors.SignInRequiredError(), 401, 'sign-in-required', undefined],
  [new errors.RateLimitedError(60), 429, 'rate-limited', 60],
  [new errors.TooManyPasswordJobsError(), 429, 'rate-limited', 5],
  [new errors.PasswordQueueFullError(), 503, 'server-busy', 5],
  [new errors.StorageFullError(), 507, 'storage-full', undefined],
  [new errors.PatchBaseMismatchError(), 412, 'patch-base-mismatch', undefined],
  [new errors.LiveStreamsFullError(), 503, 'server-busy', 5],
];

describe('the error table', () => {
  it('covers every domain error there is', () => {
    const declared = Object.values(errors).filter(
      (value): value is typeof DomainError => typeof value === 'function' && value.prototype instanceof DomainError,
    );
    expect(declared.map((type) => type.name).sort()).toEqual(EXPECTED.map(([error]) => error.constructor.name).sort());
  });

  it.each(EXPECTED.map(([error, ...rest]) => [error.constructor.name, error, ...rest] as const))(
    '%s answers its status and stable code, with a message',
    (_name, error, status, code, retryAfter) => {
      const refusal = refusalFor(error);
      expect({ status: refusal.status, code: refusal.code, retryAfter: refusal.retryAfter }).toEqual({ status, code, retryAfter });
      expect(ERROR_CODES).toContain(refusal.code);
      expect(refusal.message.trim()).not.toBe('');
    },
  );

  it('a conflict carries the stored note in the wire shape, so the client can show both sides', () => {
    const current = { title: 'Theirs', content: '<p>theirs</p>', updatedAt: UPDATED_AT, version: 7 };
    expect(refusalFor(new errors.VersionConflictError(current)).extra).toEqual({
      current: { title: 'Theirs', content: '<p>theirs</p>', updated_at: '2030-01-01T00:00:00.000Z', version: 7 },
    });
  });

  it('an invalid input says what is wrong; the time to wait is in the rate-limit message', () => {
    expect(refusalFor(new errors.InvalidInputError('share_id and edit_id must be proposed together')).message).toBe(
      'share_id and edit_id must be proposed together',
    );
    expect(refusalFor(new errors.RateLimitedError(12)).message).toBe('Too many requests; retry in 12 s');
  });

  it('an unexpected error is a 500 that hides its message', () => {
    for (const surprise of [new Error('SQLITE_CORRUPT at /data/notes.db'), new TypeError('x is undefined'), 'thrown string', null]) {
      expect(refusalFor(surprise)).toEqual({ status: 500, code: 'internal-error', message: 'Internal Server Error' });
    }
  });

  it('a domain error missing from the table is a 500 too, never an unchecked answer', () => {
    class UnmappedError extends DomainError {
      readonly kind = 'unmapped';
    }
    expect(refusalFor(new UnmappedError('secret detail'))).toEqual({ status: 500, code: 'internal-error', message: 'Internal Server Error' });
  });

  it("Fastify's own refusals keep their 4xx: validation, parser errors and unknown client errors", () => {
    const validation = Object.assign(new Error('body/content must be string'), { validation: [] });
    expect(refusalFor(validation)).toEqual({ status: 400, code: 'invalid-body', message: 'Invalid request: body/content must be string' });
    const tooLarge = Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(refusalFor(tooLarge)).toMatchObject({ status: 413, code: 'body-too-large' });
    expect(refusalFor(Object.assign(new Error('slow down'), { statusCode: 429 }))).toMatchObject({ status: 429, code: 'rate-limited' });
    expect(refusalFor(Object.assign(new Error('Bad cookie'), { statusCode: 400 }))).toEqual({ status: 400, code: 'invalid-body', message: 'Bad cookie' });
  });
});
