// The account half of the API (docs/design.md §4.4): the account's note list and the claim of notes published
// before sign-in, and what the client reads of better-auth's answers under /api/auth. better-auth writes those
// answers, not our schemas, so they are described only as far as the client relies on them (more fields may
// come); the client checks each one (shared/wire/check.ts) before acting on it.
import { Type, type Static } from 'typebox';
import { MAX_CONTENTS_NOTES, MAX_SYNC_NOTES } from '../limits.ts';
import { EditId, Instant, ShareId, strict } from './common.ts';
import { EditLinkNote } from './notes.ts';

/**
 * One entry of GET /api/notes/list (docs/design.md §4.4). `version` (as in the note's answers)
 * lets a device fetch only the notes whose copy it lacks or holds at an older version. An end-to-end encrypted
 * note's title is "" (the server has none; docs/design.md §10).
 */
export const AccountNote = Type.Object(
  {
    id: ShareId,
    edit_id: EditId,
    title: Type.String(),
    created_at: Instant,
    updated_at: Instant,
    version: Type.Integer({ minimum: 1 }),
    encrypted: Type.Boolean(),
  },
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

/** POST /api/notes/contents: the account's notes whose texts this device wants, by share id. */
export const NoteContentsRequest = Type.Object(
  { ids: Type.Array(ShareId, { minItems: 1, maxItems: MAX_CONTENTS_NOTES, uniqueItems: true }) },
  strict,
);
export type NoteContentsRequest = Static<typeof NoteContentsRequest>;

/**
 * Each asked-for note that is the account's, live and not taken down, as its edit link answers it; the others are left
 * out. `later`: ids not looked at because the answer was full (MAX_CONTENTS_BYTES): ask for them again.
 */
export const NoteContentsResponse = Type.Object({ notes: Type.Array(EditLinkNote), later: Type.Array(ShareId) }, strict);
export type NoteContentsResponse = Static<typeof NoteContentsResponse>;

/** An account call that only has to succeed (sign-in, sign-out, update-user…): any JSON object; its fields are not read. */
export const AuthDone = Type.Object({});

/** The signed-in user and session as GET /api/auth/get-session describes them. */
export const AccountSession = Type.Object({
  user: Type.Object({ id: Type.String({ minLength: 1 }), name: Type.String(), email: Type.String(), emailVerified: Type.Boolean() }),
  session: Type.Object({ id: Type.String({ minLength: 1 }), expiresAt: Instant }),
});
export type AccountSession = Static<typeof AccountSession>;

/** GET /api/auth/get-session: the session, or null for a guest. */
export const SessionAnswer = Type.Union([AccountSession, Type.Null()]);

/** One passkey of GET /api/auth/passkey/list-user-passkeys (`lastUsedAt` is Jotter's own column). */
export const PasskeyEntry = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  createdAt: Instant,
  lastUsedAt: Type.Optional(Type.Union([Instant, Type.Null()])),
});
export type PasskeyEntry = Static<typeof PasskeyEntry>;
export const PasskeyList = Type.Array(PasskeyEntry);

/**
 * The options a WebAuthn ceremony starts from (passkey/generate-*-options). The client checks what no ceremony
 * can start without; the browser's WebAuthn call checks the rest and refuses malformed options itself.
 */
export const PasskeyOptions = Type.Object({ challenge: Type.String({ minLength: 1 }) });
