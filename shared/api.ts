// Wire types of the HTTP API (docs/design.md §4.1). Each shape is defined once, as a TypeBox schema in shared/wire/;
// this module gathers the derived types for code that only needs them.
export { ERROR_CODES } from './wire/errors.ts';
export type { ApiError, ConflictCurrent, ConflictError, ErrorCode } from './wire/errors.ts';
export type {
  CreateNoteRequest,
  CreateNoteResponse,
  DeleteNoteResponse,
  EditLinkNote,
  ExpireNoteRequest,
  ExpireNoteResponse,
  PasswordNoteRequest,
  PasswordNoteResponse,
  RenameNoteRequest,
  RenameNoteResponse,
  SharedNote,
  ShareNoteRequest,
  UpdateNoteRequest,
  UpdateNoteResponse,
  VerifyPasswordRequest,
  VerifyPasswordResponse,
} from './wire/notes.ts';
export type { HealthResponse, ReportRequest } from './wire/service.ts';
export type {
  NoteVersionResponse,
  RestoreVersionRequest,
  RestoreVersionResponse,
  VersionsQuery,
  VersionSummary,
  VersionsResponse,
} from './wire/versions.ts';
export type {
  LiveCaret,
  LiveChange,
  LiveGone,
  LiveGoneReason,
  LiveHello,
  LivePresence,
  LiveReset,
  PresenceRequest,
  Splice,
  UpdatePatch,
} from './wire/live.ts';
