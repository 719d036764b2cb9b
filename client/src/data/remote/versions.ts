// A note's history on the server (edit capability only): the kept versions page by page, one version's
// content, and restoring one. Throws ApiFailure like every call.
import {
  NoteVersionResponse,
  RestoreVersionResponse,
  VersionsResponse,
  type RestoreVersionRequest,
} from '../../../../shared/wire/versions.ts';
import { getJson, postJson } from './api-client.ts';

const notePath = (editId: string): string => `/api/notes/${encodeURIComponent(editId)}`;

export function listNoteVersions(editId: string, page: { before?: number; limit?: number } = {}): Promise<VersionsResponse> {
  const query = new URLSearchParams();
  if (page.before !== undefined) query.set('before', String(page.before));
  if (page.limit !== undefined) query.set('limit', String(page.limit));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return getJson(`${notePath(editId)}/versions${search}`, VersionsResponse);
}

export function getNoteVersion(editId: string, version: number): Promise<NoteVersionResponse> {
  return getJson(`${notePath(editId)}/versions/${version}`, NoteVersionResponse);
}

export function restoreNoteVersion(editId: string, body: RestoreVersionRequest): Promise<RestoreVersionResponse> {
  return postJson(`${notePath(editId)}/restore`, body, RestoreVersionResponse);
}
