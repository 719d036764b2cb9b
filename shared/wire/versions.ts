// Requests and answers of a note's history (the issue 23 contract): the list of kept versions, one version's
// content, and restoring one. Edit capability only.
import { Type, type Static } from 'typebox';
import { Instant, strict } from './common.ts';

const Version = Type.Integer({ minimum: 0 });

export const VersionSummary = Type.Object({ version: Version, updated_at: Instant, title: Type.String(), size: Type.Integer({ minimum: 0 }) }, strict);
export type VersionSummary = Static<typeof VersionSummary>;

export const VersionListResponse = Type.Object({ versions: Type.Array(VersionSummary), next_before: Type.Union([Version, Type.Null()]) }, strict);
export type VersionListResponse = Static<typeof VersionListResponse>;

export const VersionResponse = Type.Object({ version: Version, updated_at: Instant, title: Type.String(), content: Type.String() }, strict);
export type VersionResponse = Static<typeof VersionResponse>;

export const RestoreRequest = Type.Object({ version: Version, baseVersion: Version }, strict);
export type RestoreRequest = Static<typeof RestoreRequest>;

export const RestoreResponse = Type.Object({ updated_at: Instant, version: Version, title: Type.String(), content: Type.String() }, strict);
export type RestoreResponse = Static<typeof RestoreResponse>;
