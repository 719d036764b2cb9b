// Why the server refuses, in the words of the notes and not of HTTP: services (and the few checks routes and
// plugins make themselves) throw these, and one table, plugins/error-mapping.ts, turns each into a status, a
// stable code and the message a client sees. Anything thrown that is not one of these is a bug: a bare 500.

export abstract class DomainError extends Error {
  /** Names the refusal in the mapping table. */
  abstract readonly kind: string;
  override readonly name = this.constructor.name;
}

/** No live note has this id, or the id and the one it came with belong to different notes. */
export class NoteNotFoundError extends DomainError {
  readonly kind = 'note-not-found';
}

/** An operator took the note down: nobody reads or changes it, its editor included (docs/design.md §3). */
export class NoteDisabledError extends DomainError {
  readonly kind = 'note-disabled';
}

/** Ids are never reused: a create with the ids of a deleted, purged or expired note. */
export class NoteDeletedError extends DomainError {
  readonly kind = 'note-deleted';
}

/** A proposed share id already belongs to another edit id. */
export class IdTakenError extends DomainError {
  readonly kind = 'id-taken';
}

/**
 * A create proposing a share id that is not the one derived from the edit id beside it (docs/design.md §3): only the
 * holder of an edit id may create the note its share id names.
 */
export class ShareIdNotDerivedError extends DomainError {
  readonly kind = 'share-id-not-derived';
}

/**
 * The stored side of a conflict, as the client is shown it (a StoredNote is one). Spelled out here rather than
 * imported from storage/: the store throws these errors too, so this module imports nothing of the server.
 */
export interface StoredSide {
  title: string;
  content: string;
  updatedAt: Date;
  version: number;
}

/** An update based on an older version than the stored one; carries the stored side so both can be shown. */
export class VersionConflictError extends DomainError {
  readonly kind = 'version-conflict';
  readonly current: StoredSide;
  constructor(current: StoredSide) {
    super();
    this.current = current;
  }
}

/**
 * An update by patch whose base hash is not the hash of the stored content (docs/design.md §4.2): the client's idea of
 * the text at its base version is not the server's, so the splice would land elsewhere; it resends the whole content.
 */
export class PatchBaseMismatchError extends DomainError {
  readonly kind = 'patch-base-mismatch';
}

/** The note's history does not keep that version (thinned away by retention, or never one of its versions). */
export class VersionNotFoundError extends DomainError {
  readonly kind = 'version-not-found';
}

/** The edit id given with a share id is not that note's. */
export class WrongEditIdError extends DomainError {
  readonly kind = 'wrong-edit-id';
}

/** The note is protected and the reader holds neither its edit id nor a valid password session. */
export class PasswordRequiredError extends DomainError {
  readonly kind = 'password-required';
}

export class WrongPasswordError extends DomainError {
  readonly kind = 'wrong-password';
}

/** A refusal that ends by itself: the client may ask again in `retryAfterS`. */
abstract class TryLaterError extends DomainError {
  readonly retryAfterS: number;
  constructor(retryAfterS: number) {
    super();
    this.retryAfterS = retryAfterS;
  }
}

/** This client spent its wrong-password budget for the note. */
export class TooManyAttemptsError extends TryLaterError {
  readonly kind = 'too-many-attempts';
}

/** Too many wrong passwords in a row from anywhere: only a new password (set by the editor) unlocks it. */
export class NoteLockedError extends DomainError {
  readonly kind = 'note-locked';
}

/** The wrong-password counter cannot be reached (Redis down): no guess is checked without it. */
export class AttemptsUncountableError extends DomainError {
  readonly kind = 'attempts-uncountable';
}

/** The sanitized content is over MAX_CONTENT_BYTES. */
export class ContentTooLargeError extends DomainError {
  readonly kind = 'content-too-large';
}

/** Markup nested deeper than MAX_NESTING_DEPTH: refused, never sanitized. */
export class MarkupTooDeepError extends DomainError {
  readonly kind = 'markup-too-deep';
}

/** An end-to-end encrypted note's content is not an envelope of the exact shape (shared/envelope.ts). */
export class InvalidEnvelopeError extends DomainError {
  readonly kind = 'invalid-envelope';
}

/** A call that needs the note's text or title, which the server of an end-to-end encrypted note cannot see. */
export class EncryptedNoteError extends DomainError {
  readonly kind = 'encrypted-note';
  /** What was asked of the note: the answer says why that cannot be done on the server. */
  readonly asked: 'rename' | 'read' | 'replace';
  constructor(asked: EncryptedNoteError['asked'] = 'rename') {
    super();
    this.asked = asked;
  }
}

/** A script call without an edit id in `Authorization: Bearer`, or with something that is not one. */
export class EditIdRequiredError extends DomainError {
  readonly kind = 'edit-id-required';
}

/** A script call's body in a type it does not take (it takes text/markdown, text/plain and text/html). */
export class UnsupportedMediaTypeError extends DomainError {
  readonly kind = 'unsupported-media-type';
}

/** Every sanitizer worker is busy and the queue for them is full. */
export class SanitizerBusyError extends DomainError {
  readonly kind = 'sanitizer-busy';
}

/** Concurrent writes kept moving the version under a check-and-write; the client should simply retry. */
export class WriteContendedError extends DomainError {
  readonly kind = 'write-contended';
}

/** A request the schema lets through but the rules do not; `message` says what is wrong, for the client. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid-input';
}

export class SignInRequiredError extends DomainError {
  readonly kind = 'sign-in-required';
}

/** A client spent a request budget. */
export class RateLimitedError extends TryLaterError {
  readonly kind = 'rate-limited';
}

/** One client already has as many password hashes running or waiting as it may. */
export class TooManyPasswordJobsError extends DomainError {
  readonly kind = 'too-many-password-jobs';
}

/** The password-hashing queue is full for everyone. */
export class PasswordQueueFullError extends DomainError {
  readonly kind = 'password-queue-full';
}

/** The volume under the store is full: nothing was written; writes work again once the operator frees space. */
export class StorageFullError extends DomainError {
  readonly kind = 'storage-full';
}

/** This instance serves as many live streams as it may (LIVE_STREAMS_PER_INSTANCE): the client tries again later. */
export class LiveStreamsFullError extends DomainError {
  readonly kind = 'live-streams-full';
}

/** Every domain error; the mapping table has one entry per member (checked by the compiler). */
export type KnownDomainError =
  | NoteNotFoundError
  | NoteDisabledError
  | NoteDeletedError
  | IdTakenError
  | ShareIdNotDerivedError
  | VersionConflictError
  | PatchBaseMismatchError
  | VersionNotFoundError
  | WrongEditIdError
  | PasswordRequiredError
  | WrongPasswordError
  | TooManyAttemptsError
  | NoteLockedError
  | AttemptsUncountableError
  | ContentTooLargeError
  | MarkupTooDeepError
  | InvalidEnvelopeError
  | EncryptedNoteError
  | EditIdRequiredError
  | UnsupportedMediaTypeError
  | SanitizerBusyError
  | WriteContendedError
  | InvalidInputError
  | SignInRequiredError
  | RateLimitedError
  | TooManyPasswordJobsError
  | PasswordQueueFullError
  | StorageFullError
  | LiveStreamsFullError;
