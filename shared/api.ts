// Wire types of the HTTP API (DESIGN §4), shared so the client's sync engine and the server's routes
// agree on every field. Plain types only: the server validates with its own TypeBox schemas.
import type { ExpireOption, ReportReason } from './limits.ts';

/** Stable, kebab-case error codes; the client branches on these, never on messages. */
export const ERROR_CODES = [
  'invalid-body',
  'invalid-id',
  'id-taken',
  'content-too-large',
  'content-too-deep',
  'body-too-large',
  'edit-forbidden',
  'note-not-found',
  'note-deleted',
  'conflict',
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
  'store-unavailable',
  'server-busy',
  'internal-error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiError {
  statusCode: number;
  statusMessage: string;
  code: ErrorCode;
}

export interface CreateNoteRequest {
  title?: string;
  content: string;
  password?: string;
  expire?: ExpireOption;
  share_id?: string;
  edit_id?: string;
}

export interface CreateNoteResponse {
  edit_id: string;
  share_id: string;
  title: string;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  version: number;
  session_id?: string;
}

export interface UpdateNoteRequest {
  title?: string;
  content: string;
  editId: string;
  baseVersion: number;
  session?: string;
}

export interface UpdateNoteResponse {
  updated_at: string;
  version: number;
  title: string;
}

/** The note as it stands on the server, sent with a 409 so the client can show both sides. */
export interface ConflictCurrent {
  title: string;
  content: string;
  updated_at: string;
  version: number;
}

export interface ConflictError extends ApiError {
  code: 'conflict';
  current: ConflictCurrent;
}

export interface ShareNoteRequest {
  session?: string;
  editId?: string;
}

export interface SharedNote {
  title: string;
  content: string;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  owner: string | null;
  is_owned: boolean;
  has_password: boolean;
  renamed: boolean;
  version: number;
}

export interface EditLinkNote extends SharedNote {
  share_id: string;
}

export interface ExpireNoteRequest {
  expire: ExpireOption;
}
export interface ExpireNoteResponse {
  expires_at: string | null;
}

export interface PasswordNoteRequest {
  password: string | null;
}
export interface PasswordNoteResponse {
  has_password: boolean;
  session_id?: string;
}

export interface RenameNoteRequest {
  title: string;
  noteId: string;
}
export interface RenameNoteResponse {
  updated: string;
  renamed: true;
  version: number;
  title: string;
}

export interface VerifyPasswordRequest {
  id: string;
  password: string;
}
export interface VerifyPasswordResponse {
  session: string;
}

export interface ReportRequest {
  share_id: string;
  reason: ReportReason;
  details?: string;
}

export interface HealthResponse {
  ok: boolean;
  store: 'sqlite' | 'mongodb';
  /** Only when REDIS_URL is set; 'down' means rate limits are skipped and password checks paused. */
  redis?: 'up' | 'down';
}
