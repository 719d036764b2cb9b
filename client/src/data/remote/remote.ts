// Reads of notes straight from the server, for pages that show a note without owning it. Imports no
// Dexie, so a read-only visitor of /n/{id} downloads none of the local database code.
import type { ShareNoteRequest, VerifyPasswordRequest } from '../../../../shared/api.ts';
import { SharedNote, VerifyPasswordResponse } from '../../../../shared/wire/notes.ts';
import { postJson } from './api-client.ts';

/** The note as the server shows it; throws ApiFailure (401 `password-required`, 404 `note-not-found`). */
export function fetchSharedNote(shareId: string, opts: { session?: string; editId?: string } = {}): Promise<SharedNote> {
  const body: ShareNoteRequest = {};
  if (opts.session) body.session = opts.session;
  if (opts.editId) body.editId = opts.editId;
  return postJson(`/api/notes/share/${encodeURIComponent(shareId)}`, body, SharedNote);
}

/** Trades the password for a session value; throws ApiFailure (401 `wrong-password`, 429 `too-many-attempts`). */
export async function verifyPassword(shareId: string, password: string): Promise<string> {
  const body: VerifyPasswordRequest = { id: shareId, password };
  const answer = await postJson('/api/notes/verify-password', body, VerifyPasswordResponse);
  return answer.session;
}
