// Requests and answers of the calls on a note's links (docs/design.md §4.9): its editor lists, adds and turns off read
// links and replaces the edit link or the main read link (the edit id in the path is the whole capability, as for
// every settings call); a reader reveals a view-once link, or a view-once note, with a POST.
import { Type, type Static } from 'typebox';
import { EXPIRE_OPTIONS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';
import { EditId, Instant, oneOf, OptionalInstant, ShareId, strict } from './common.ts';

/** How many links one note may hold (turned-off and read ones included): a list a person can still read. */
export const MAX_LINKS_PER_NOTE = 100;
export const MAX_LINK_LABEL_LENGTH = 100;

export const LinkParams = Type.Object({ editId: EditId, linkId: ShareId }, strict);
/** A read id: a note's share id or one of its links' ids (the same shape, one namespace). */
export const ReadIdParams = Type.Object({ id: ShareId }, strict);

export const AddLinkRequest = Type.Object(
  {
    /**
     * A secret the client draws (an edit id's shape): the link's id is the share id derived from it (shareIdFor), so a
     * link added offline has its address at once, a replayed add finds the same link, and nobody can take an address
     * someone was shown without holding its key. Absent: the server draws one.
     */
    key: Type.Optional(EditId),
    label: Type.Optional(Type.String({ maxLength: MAX_LINK_LABEL_LENGTH })),
    expire: Type.Optional(oneOf(EXPIRE_OPTIONS)),
    password: Type.Optional(Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })),
    view_once: Type.Optional(Type.Boolean()),
  },
  strict,
);
export type AddLinkRequest = Static<typeof AddLinkRequest>;

/** One link as its note's editor sees it. */
export const NoteLink = Type.Object(
  {
    link_id: ShareId,
    label: Type.Union([Type.String(), Type.Null()]),
    created_at: Instant,
    expires_at: OptionalInstant,
    has_password: Type.Boolean(),
    view_once: Type.Boolean(),
    /** How many times it was opened: a count, nothing about who. */
    opened_count: Type.Integer({ minimum: 0 }),
    /** When a view-once link was read. */
    revealed_at: OptionalInstant,
    /** When it was turned off. */
    revoked_at: OptionalInstant,
  },
  strict,
);
export type NoteLink = Static<typeof NoteLink>;

export const NoteLinksResponse = Type.Object({ share_id: ShareId, links: Type.Array(NoteLink) }, strict);
export type NoteLinksResponse = Static<typeof NoteLinksResponse>;

export const ReplaceEditLinkRequest = Type.Object(
  {
    /** The new edit id, drawn by the client so a replay after a lost answer finds it in place; absent: the server draws it. */
    edit_id: Type.Optional(EditId),
  },
  strict,
);
export type ReplaceEditLinkRequest = Static<typeof ReplaceEditLinkRequest>;
export const ReplaceEditLinkResponse = Type.Object({ edit_id: EditId, share_id: ShareId }, strict);
export type ReplaceEditLinkResponse = Static<typeof ReplaceEditLinkResponse>;

export const ReplaceReadLinkRequest = Type.Object(
  {
    /** A secret the client draws: the new share id is the one derived from it, as for a link's key. */
    key: Type.Optional(EditId),
  },
  strict,
);
export type ReplaceReadLinkRequest = Static<typeof ReplaceReadLinkRequest>;
export const ReplaceReadLinkResponse = Type.Object({ share_id: ShareId }, strict);
export type ReplaceReadLinkResponse = Static<typeof ReplaceReadLinkResponse>;

/** A reveal carries the link's (or note's) password session when it has a password. */
export const RevealRequest = Type.Object({ session: Type.Optional(Type.String({ maxLength: 200 })) }, strict);
export type RevealRequest = Static<typeof RevealRequest>;
