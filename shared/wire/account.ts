// The account half of the API (docs/design.md §4.4): the account's note list and the claim of notes published before
// sign-in. better-auth's own answers under /api/auth are not declared here: the client reads only the session
// (AccountSession) from them.
import { Type, type Static } from 'typebox';
import { EditId, Instant, ShareId, strict } from './common.ts';

/** The most pairs one sync call may claim. */
export const MAX_SYNC_NOTES = 1000;

/**
 * One entry of GET /api/notes/list (docs/design.md §4.4). `version` (as in the note's answers)
 * lets a device fetch only the notes whose copy it lacks or holds at an older version.
 */
export const AccountNote = Type.Object(
  { id: ShareId, edit_id: EditId, title: Type.String(), created_at: Instant, updated_at: Instant, version: Type.Integer({ minimum: 1 }) },
  strict,
);
export type AccountNote = Static<typeof AccountNote>;

export const AccountNoteList = Type.Array(AccountNote);
export type AccountNoteList = Static<typeof AccountNoteList>;

export const SyncNotesRequest = Type.Object(
  { notes: Type.Array(Type.Object({ share_id: ShareId, edit_id: EditId }, strict), { maxItems: MAX_SYNC_NOTES }) },
  strict,
);
export type SyncNotesRequest = Static<typeof SyncNotesRequest>;

/** `synced`: how many of the sent pairs are now the account's; `notes`: those notes as list entries. */
export const SyncNotesResponse = Type.Object({ synced: Type.Integer({ minimum: 0 }), notes: AccountNoteList }, strict);
export type SyncNotesResponse = Static<typeof SyncNotesResponse>;

/** What the client reads of better-auth's answers: nothing (a sign-in or sign-out only has to succeed). */
export const AuthAnswer = Type.Unknown();

/** The parts of better-auth's session answer (GET /api/auth/get-session) the client reads. */
export interface AccountSession {
  user: { id: string; name: string; email: string; emailVerified: boolean };
  session: { id: string; expiresAt: string };
}
