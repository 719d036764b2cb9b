// The API's calls that are not about one note's text: abuse reports and the health probe (docs/design.md §4.5).
import { Type, type Static } from 'typebox';
import { NOTE_KEY_PATTERN } from '../envelope.ts';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from '../limits.ts';
import { oneOf, ShareId, strict } from './common.ts';

export const ReportRequest = Type.Object(
  {
    share_id: ShareId,
    reason: oneOf(REPORT_REASONS),
    details: Type.Optional(Type.String({ maxLength: REPORT_DETAILS_MAX_LENGTH })),
    /** The key of an end-to-end encrypted note, given by the reporter's explicit choice; only for such a note (§10). */
    key: Type.Optional(Type.String({ pattern: NOTE_KEY_PATTERN })),
  },
  strict,
);
export type ReportRequest = Static<typeof ReportRequest>;
export const ReportResponse = Type.Object({ accepted: Type.Literal(true) }, strict);

export const HealthResponse = Type.Object(
  {
    ok: Type.Boolean(),
    store: Type.Union([Type.Literal('sqlite'), Type.Literal('mongodb'), Type.Literal('postgres')]),
    /** Only when REDIS_URL is set; 'down' means rate limits are skipped and password checks paused. */
    redis: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])),
    /** Only with the embedded SQLite store; 'full' means writes are refused with 507 storage-full. */
    storage: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('full')])),
  },
  strict,
);
export type HealthResponse = Static<typeof HealthResponse>;
