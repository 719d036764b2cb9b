// Requests and answers of a note's history (docs/design.md §4.2): the versions list, one version, and
// restoring one. All under the edit capability only. Path and query values arrive as text (requests are never
// coerced), so their shapes are patterns; the routes turn them into numbers.
import { Type, type Static } from 'typebox';
import { EditId, Instant, strict } from './common.ts';

/** At most this many versions per page; without `limit`, DEFAULT_VERSIONS_PAGE. */
export const MAX_VERSIONS_PAGE = 100;
export const DEFAULT_VERSIONS_PAGE = 50;

const Version = Type.Integer({ minimum: 0 });
/** A version number as written in a path or query: 1 or more, no sign, no leading zero, safely an integer. */
const VersionText = Type.String({ pattern: '^[1-9][0-9]{0,14}$' });
/** 1 to MAX_VERSIONS_PAGE. */
const LimitText = Type.String({ pattern: '^(100|[1-9][0-9]?)$' });

export const VersionParams = Type.Object({ editId: EditId, version: VersionText }, strict);
export type VersionParams = Static<typeof VersionParams>;

export const VersionsQuery = Type.Object({ before: Type.Optional(VersionText), limit: Type.Optional(LimitText) }, strict);
export type VersionsQuery = Static<typeof VersionsQuery>;

export const VersionSummary = Type.Object(
  {
    version: Version,
    updated_at: Instant,
    title: Type.String(),
    /** Bytes of the sanitized HTML (of the envelope, for an end-to-end encrypted note). */
    size: Type.Integer({ minimum: 0 }),
    /** The version is an envelope and its title "" (docs/design.md §10). */
    encrypted: Type.Boolean(),
  },
  strict,
);
export type VersionSummary = Static<typeof VersionSummary>;

/** Newest first, the note's current version first on the first page; `next_before` is the next page's cursor. */
export const VersionsResponse = Type.Object(
  { versions: Type.Array(VersionSummary), next_before: Type.Union([Version, Type.Null()]) },
  strict,
);
export type VersionsResponse = Static<typeof VersionsResponse>;

/** One version: its sanitized HTML as stored (an envelope when `encrypted`). */
export const NoteVersionResponse = Type.Object(
  { version: Version, updated_at: Instant, title: Type.String(), content: Type.String(), encrypted: Type.Boolean() },
  strict,
);
export type NoteVersionResponse = Static<typeof NoteVersionResponse>;

export const RestoreVersionRequest = Type.Object({ version: Type.Integer({ minimum: 1 }), baseVersion: Version }, strict);
export type RestoreVersionRequest = Static<typeof RestoreVersionRequest>;

/** The note after the restore: a new version with the restored content and title. */
export const RestoreVersionResponse = Type.Object(
  { updated_at: Instant, version: Version, title: Type.String(), content: Type.String() },
  strict,
);
export type RestoreVersionResponse = Static<typeof RestoreVersionResponse>;
