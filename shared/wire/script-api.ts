// The script API (docs/design.md §4.8): notes made, replaced and deleted from a raw text body, for curl. Bodies are
// not JSON: text/markdown, text/plain or text/html; the edit id travels in `Authorization: Bearer`, never a URL.
import { Type, type Static } from 'typebox';
import { EXPIRE_OPTIONS } from '../limits.ts';
import { EditId, Instant, oneOf, OptionalInstant, ShareId, strict } from './common.ts';

/** The body types a script may send, and how each is read (docs/design.md §4.8). */
export const SCRIPT_BODY_TYPES = { 'text/markdown': 'markdown', 'text/plain': 'plain', 'text/html': 'html' } as const;
export type ScriptBodyType = keyof typeof SCRIPT_BODY_TYPES;

/** The expiry a create may ask for in the X-Expire header, as the create call's `expire`. */
export const EXPIRE_HEADER = 'x-expire';
export const ScriptCreateHeaders = Type.Object({ [EXPIRE_HEADER]: Type.Optional(oneOf(EXPIRE_OPTIONS)) });

/** Where a protected note's password session goes for the raw view when there is no cookie (scripts). */
export const SESSION_HEADER = 'x-note-session';

export const ScriptNoteCreated = Type.Object(
  {
    share_id: ShareId,
    edit_id: EditId,
    /** The note's page, for everyone with the link. */
    read_url: Type.String(),
    /** The secret edit link: whoever holds it may change and delete the note. */
    edit_url: Type.String(),
    expires_at: OptionalInstant,
    created_at: Instant,
  },
  strict,
);
export type ScriptNoteCreated = Static<typeof ScriptNoteCreated>;

/** The text a script sends, described for the OpenAPI document (Fastify hands the route a string). */
export const ScriptText = Type.String({ description: 'The note text: Markdown, plain text (each line a paragraph) or HTML (sanitized).' });
