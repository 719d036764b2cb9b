// Request schemas of the notes API (DESIGN §4). Unknown fields are refused (additionalProperties: false with
// Ajv's removeAdditional off), types are never coerced, and every id is matched against its exact shape.
import { Type } from 'typebox';
import { EDIT_ID_PATTERN, SHARE_ID_PATTERN } from '../../../shared/ids.ts';
import {
  EXPIRE_OPTIONS,
  MAX_TITLE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
} from '../../../shared/limits.ts';

const strict = { additionalProperties: false } as const;

export const ShareId = Type.String({ pattern: SHARE_ID_PATTERN });
export const EditId = Type.String({ pattern: EDIT_ID_PATTERN });
const Title = Type.String({ maxLength: MAX_TITLE_LENGTH });
// Content is bounded by the body limit here and by MAX_CONTENT_BYTES after sanitizing (413).
const Content = Type.String();
const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const Expire = Type.Union(EXPIRE_OPTIONS.map((option) => Type.Literal(option)));
const Session = Type.String({ maxLength: 200 });

export const ShareIdParams = Type.Object({ shareId: ShareId }, strict);
export const EditIdParams = Type.Object({ editId: EditId }, strict);

export const CreateBody = Type.Object(
  {
    title: Type.Optional(Title),
    content: Content,
    password: Type.Optional(Password),
    expire: Type.Optional(Expire),
    share_id: Type.Optional(ShareId),
    edit_id: Type.Optional(EditId),
  },
  strict,
);

export const UpdateBody = Type.Object(
  {
    title: Type.Optional(Title),
    content: Content,
    editId: EditId,
    baseVersion: Type.Integer({ minimum: 0 }),
    session: Type.Optional(Session),
  },
  strict,
);

export const ShareBody = Type.Object({ session: Type.Optional(Session), editId: Type.Optional(EditId) }, strict);
export const ExpireBody = Type.Object({ expire: Expire }, strict);
export const PasswordBody = Type.Object({ password: Type.Union([Password, Type.Null()]) }, strict);
export const RenameBody = Type.Object({ title: Title, noteId: ShareId }, strict);
export const VerifyPasswordBody = Type.Object({ id: ShareId, password: Password }, strict);
export const ReportBody = Type.Object(
  {
    share_id: ShareId,
    reason: Type.Union(REPORT_REASONS.map((reason) => Type.Literal(reason))),
    details: Type.Optional(Type.String({ maxLength: REPORT_DETAILS_MAX_LENGTH })),
  },
  strict,
);
