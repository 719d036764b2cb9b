// A note's history on the server (edit capability only): the kept versions page by page, one version's
// content, and restoring one. Throws ApiFailure like every call.
import { RestoreResponse, VersionListResponse, VersionResponse, type RestoreRequest } from '../../../../shared/wire/versions.ts';
import { getJson, postJson } from './api-client.ts';

const notePath = (editId: string): string => `/api/notes/${encodeURIComponent(editId)}`;

export function listNoteVersions(editId: string, page: { before?: number; limit?: number } = {}): Promise<VersionListResponse> {
  const query = new URLSearchParams();
  if (page.before !== undefined) query.set('before', String(page.before));
  if (page.limit !== undefined) query.set('limit', String(page.limit));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return getJson(`${notePath(editId)}/versions${search}`, VersionListResponse);
}

export function getNoteVersion(editId: string, version: number): Promise<VersionResponse> {
  return getJson(`${notePath(editId)}/versions/${version}`, VersionResponse);
}

export function restoreNoteVersion(editId: string, body: RestoreRequest): Promise<RestoreResponse> {
  return postJson(`${notePath(editId)}/restore`, body, RestoreResponse);
}
