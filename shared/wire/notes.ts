// Requests and answers of the notes API (docs/design.md §4.2), each defined once: the server validates requests and
// serialises answers with these schemas, the client checks answers against them, and the TypeScript types are
// derived from them. Request types are never coerced ("1" is not a version).
import { Type, type Static } from 'typebox';
import {
  EXPIRE_OPTIONS,
  MAX_TITLE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../limits.ts';
import { EditId, Instant, oneOf, OptionalInstant, ShareId, strict } from './common.ts';
import { ContentHash, UpdatePatch } from './live.ts';

const Title = Type.String({ maxLength: MAX_TITLE_LENGTH });
// Content is bounded by the body limit here and by MAX_CONTENT_BYTES after sanitizing (413); the envelope of an
// end-to-end encrypted note by MAX_ENVELOPE_BYTES (shared/envelope.ts, docs/design.md §10).
const Content = Type.String();
const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const Expire = oneOf(EXPIRE_OPTIONS);
const Session = Type.String({ maxLength: 200 });
const Version = Type.Integer({ minimum: 0 });

export const ShareIdParams = Type.Object({ shareId: ShareId }, strict);
export const EditIdParams = Type.Object({ editId: EditId }, strict);

export const CreateNoteRequest = Type.Object(
  {
    title: Type.Optional(Title),
    content: Content,
    password: Type.Optional(Password),
    expire: Type.Optional(Expire),
    share_id: Type.Optional(ShareId),
    edit_id: Type.Optional(EditId),
    /** true: `content` is an envelope and `title` is absent (docs/design.md §10). */
    encrypted: Type.Optional(Type.Boolean()),
  },
  strict,
);
export type CreateNoteRequest = Static<typeof CreateNoteRequest>;

export const CreateNoteResponse = Type.Object(
  {
    edit_id: EditId,
    share_id: ShareId,
    title: Type.String(),
    created_at: Instant,
    updated_at: Instant,
    expires_at: OptionalInstant,
    version: Version,
    session_id: Type.Optional(Type.String()),
  },
  strict,
);
export type CreateNoteResponse = Static<typeof CreateNoteResponse>;

export const UpdateNoteRequest = Type.Object(
  {
    title: Type.Optional(Title),
    /** The whole new content, or else `patch`: exactly one of the two (docs/design.md §4.2). */
    content: Type.Optional(Content),
    /** The change as one splice of the stored content at `baseVersion` (docs/design.md §11; plaintext notes only). */
    patch: Type.Optional(UpdatePatch),
    editId: EditId,
    baseVersion: Version,
    session: Type.Optional(Session),
    /** Converts a plaintext note to end-to-end encrypted (its plaintext history is deleted); never back (§10). */
    encrypted: Type.Optional(Type.Literal(true)),
  },
  strict,
);
export type UpdateNoteRequest = Static<typeof UpdateNoteRequest>;

export const UpdateNoteResponse = Type.Object(
  {
    updated_at: Instant,
    version: Version,
    title: Type.String(),
    /** Hex SHA-256 of the content now stored: the client learns whether sanitizing changed what it sent. */
    content_hash: Type.Optional(ContentHash),
  },
  strict,
);
export type UpdateNoteResponse = Static<typeof UpdateNoteResponse>;

export const ShareNoteRequest = Type.Object({ session: Type.Optional(Session), editId: Type.Optional(EditId) }, strict);
export type ShareNoteRequest = Static<typeof ShareNoteRequest>;

const sharedNoteFields = {
  title: Type.String(),
  content: Type.String(),
  created_at: Instant,
  updated_at: Instant,
  expires_at: OptionalInstant,
  owner: Type.Union([Type.String(), Type.Null()]),
  is_owned: Type.Boolean(),
  has_password: Type.Boolean(),
  renamed: Type.Boolean(),
  version: Version,
  /** End-to-end encrypted: `content` is the envelope and `title` is "" (docs/design.md §10). */
  encrypted: Type.Boolean(),
};
export const SharedNote = Type.Object(sharedNoteFields, strict);
export type SharedNote = Static<typeof SharedNote>;

export const EditLinkNote = Type.Object({ ...sharedNoteFields, share_id: ShareId }, strict);
export type EditLinkNote = Static<typeof EditLinkNote>;

export const ExpireNoteRequest = Type.Object({ expire: Expire }, strict);
export type ExpireNoteRequest = Static<typeof ExpireNoteRequest>;
export const ExpireNoteResponse = Type.Object({ expires_at: OptionalInstant }, strict);
export type ExpireNoteResponse = Static<typeof ExpireNoteResponse>;

export const PasswordNoteRequest = Type.Object({ password: Type.Union([Password, Type.Null()]) }, strict);
export type PasswordNoteRequest = Static<typeof PasswordNoteRequest>;
export const PasswordNoteResponse = Type.Object({ has_password: Type.Boolean(), session_id: Type.Optional(Type.String()) }, strict);
export type PasswordNoteResponse = Static<typeof PasswordNoteResponse>;

export const RenameNoteRequest = Type.Object({ title: Title, noteId: ShareId }, strict);
export type RenameNoteRequest = Static<typeof RenameNoteRequest>;
export const RenameNoteResponse = Type.Object(
  { updated: Instant, renamed: Type.Literal(true), version: Version, title: Type.String() },
  strict,
);
export type RenameNoteResponse = Static<typeof RenameNoteResponse>;

export const DeleteNoteResponse = Type.Object({ deleted: Type.Literal(true) }, strict);
export type DeleteNoteResponse = Static<typeof DeleteNoteResponse>;

export const VerifyPasswordRequest = Type.Object({ id: ShareId, password: Password }, strict);
export type VerifyPasswordRequest = Static<typeof VerifyPasswordRequest>;
export const VerifyPasswordResponse = Type.Object({ session: Type.String() }, strict);
export type VerifyPasswordResponse = Static<typeof VerifyPasswordResponse>;
