// Live notes on the wire (docs/design.md §11): the splice a save may send instead of its whole content, the JSON of
// each server-sent event of GET /api/notes/{shareId}/live, and the caret an editor uploads. The server serialises
// events with these schemas, the client checks them with wire/check.ts.
import { Type, type Static } from 'typebox';
import { CONTENT_HASH_PATTERN } from '../live-patch.ts';
import { EditId, Instant, oneOf, strict } from './common.ts';

const Count = Type.Integer({ minimum: 0 });
const Version = Type.Integer({ minimum: 0 });
/** Hex SHA-256 of a text's UTF-8 bytes (shared/live-patch.ts contentHash). */
export const ContentHash = Type.String({ pattern: CONTENT_HASH_PATTERN });
/** A stream's random name (base64url), 16 to 64 characters. */
export const ConnectionId = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

export const Splice = Type.Object({ at: Count, remove: Count, insert: Type.String() }, strict);
export type Splice = Static<typeof Splice>;

/** An update by difference: the splice and the hash of the stored text it applies to (§4.2). */
export const UpdatePatch = Type.Object({ ...Splice.properties, base_hash: ContentHash }, strict);
export type UpdatePatch = Static<typeof UpdatePatch>;

export const LiveHello = Type.Object(
  { connection: ConnectionId, version: Version, updated_at: Instant, editors: Count, readers: Count },
  strict,
);
export type LiveHello = Static<typeof LiveHello>;

/** A save moved the note from `from` to `to`: a splice for plain notes, the whole content otherwise. */
export const LiveChange = Type.Object(
  {
    from: Version,
    to: Version,
    updated_at: Instant,
    title: Type.String(),
    splice: Type.Optional(Splice),
    content: Type.Optional(Type.String()),
    hash: ContentHash,
  },
  strict,
);
export type LiveChange = Static<typeof LiveChange>;

export const LiveCaret = Type.Object(
  {
    connection: ConnectionId,
    /** A palette index below LIVE_CARET_COLORS (shared/limits.ts), the same for a connection everywhere. */
    color: Count,
    index: Count,
    length: Count,
  },
  strict,
);
export type LiveCaret = Static<typeof LiveCaret>;

export const LivePresence = Type.Object({ editors: Count, readers: Count, carets: Type.Array(LiveCaret) }, strict);
export type LivePresence = Static<typeof LivePresence>;

export const LiveReset = Type.Object({ version: Version }, strict);
export type LiveReset = Static<typeof LiveReset>;

export const LIVE_GONE_REASONS = ['deleted', 'expired', 'disabled', 'password-changed', 'replaced'] as const;
export type LiveGoneReason = (typeof LIVE_GONE_REASONS)[number];
export const LiveGone = Type.Object({ reason: oneOf(LIVE_GONE_REASONS) }, strict);
export type LiveGone = Static<typeof LiveGone>;

/** POST /api/notes/{shareId}/presence: where this editor's caret is, in UTF-16 units of the text. */
export const PresenceRequest = Type.Object({ editId: EditId, connection: ConnectionId, index: Count, length: Count }, strict);
export type PresenceRequest = Static<typeof PresenceRequest>;

/** The request headers of the live stream (no secret ever in its URL). */
export const LIVE_HEADERS = { editId: 'x-edit-id', session: 'x-note-session', lastEventId: 'last-event-id' } as const;
