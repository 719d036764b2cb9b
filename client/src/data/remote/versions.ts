// A note's history on the server (docs/design.md §4.2: kept so a text overwritten by a merge or a mistake can be brought back), for whoever holds its edit id: the versions list,
// one version's content, and restoring one. No Dexie, so the History UI can call them from anywhere.
import {
  NoteVersionResponse,
  RestoreVersionResponse,
  VersionsResponse,
  type RestoreVersionRequest,
} from '../../../../shared/wire/versions.ts';
import { getJson, postJson, type RequestOptions } from './api-client.ts';

/**
 * One page of versions, newest first (the current one first on the first page); pass `next_before` back as
 * `before` for the next, older page. Throws ApiFailure (404 `note-not-found`, 410 `note-disabled`).
 */
export function listNoteVersions(
  editId: string,
  page: { before?: number; limit?: number } = {},
  options: RequestOptions = {},
): Promise<VersionsResponse> {
  const query = new URLSearchParams();
  if (page.before !== undefined) query.set('before', String(page.before));
  if (page.limit !== undefined) query.set('limit', String(page.limit));
  const search = query.toString();
  return getJson(`/api/notes/${encodeURIComponent(editId)}/versions${search ? `?${search}` : ''}`, VersionsResponse, options);
}

/** One version with its sanitized HTML; throws ApiFailure (404 `version-not-found` when it is not kept). */
export function getNoteVersion(editId: string, version: number, options: RequestOptions = {}): Promise<NoteVersionResponse> {
  return getJson(`/api/notes/${encodeURIComponent(editId)}/versions/${version}`, NoteVersionResponse, options);
}

/**
 * Makes `version` the note's content and title as a new version (undo by restoring the version it replaced).
 * Throws ApiFailure: 409 `conflict` with `current` when `baseVersion` is stale, 404 `version-not-found`.
 */
export function restoreNoteVersion(
  editId: string,
  body: RestoreVersionRequest,
  options: RequestOptions = {},
): Promise<RestoreVersionResponse> {
  return postJson(`/api/notes/${encodeURIComponent(editId)}/restore`, body, RestoreVersionResponse, options);
}
