// Pure constructors for local notes: a freshly published note (with client-proposed ids, so its link
// works at once, offline too) and a note taken over from the server through an edit link; and where a note came
// from, which decides whether signing in gives it to the account.
import type { EditLinkNote } from '../../../../shared/api.ts';
import { expiresAtFor, MAX_TITLE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/limits.ts';
import type { ExpireOption } from '../../../../shared/limits.ts';
import { deriveTitle } from '../../../../shared/text/title.ts';
import { newNoteKey } from './note-key.ts';
import type { NoteIds } from './note-ids.ts';
import { adoptServerState } from './server-state.ts';
import type { CreatePayload, LocalNote, NoteOrigin, OpBody } from './types.ts';

export interface PublishInput {
  content: string;
  title?: string;
  password?: string;
  expire?: ExpireOption;
  /** End-to-end encrypted under a new key made here (docs/design.md §10.5). */
  encrypt?: boolean;
}

/** A chosen title, trimmed; throws on one the server would refuse (the UI validates first). */
export function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_TITLE_LENGTH) {
    throw new RangeError(`A title needs 1 to ${MAX_TITLE_LENGTH} characters`);
  }
  return trimmed;
}

export function checkedPassword(password: string): string {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new RangeError(`A password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
  }
  return password;
}

/**
 * The local record and the create body of a note published now under `ids` (note-ids.ts newNoteIds: the share id
 * derived from the edit id, the only pair the server takes), `now` on this device's clock, `serverTime` the server's:
 * its expiry is the server's, and the server computes it from its own clock.
 */
export function newPublishedNote(input: PublishInput, ids: NoteIds, now: Date, serverTime: Date): { note: LocalNote; create: CreatePayload } {
  const { shareId, editId } = ids;
  const title = input.title === undefined ? undefined : checkedTitle(input.title);
  const password = input.password === undefined ? undefined : checkedPassword(input.password);
  const expire = input.expire ?? 'never';
  const at = now.toISOString();
  const derived = deriveTitle(input.content);
  const key = input.encrypt ? newNoteKey() : undefined;
  const note: LocalNote = {
    shareId,
    editId,
    origin: 'written-here',
    title: title ?? derived,
    content: input.content,
    createdAt: at,
    updatedAt: at,
    expiresAt: expiresAtFor(expire, serverTime)?.toISOString() ?? null,
    version: 0,
    // As on the server: a chosen title that is just the automatic one keeps following the text.
    renamed: title !== undefined && title !== derived,
    hasPassword: password !== undefined,
    syncStatus: 'pending',
    ...(key === undefined ? {} : { key }),
  };
  const create: CreatePayload = { content: input.content, share_id: shareId, edit_id: editId, expire };
  // An encrypted note's title goes only into its envelope, and only when it is the note's own (a rename).
  const createTitle = key === undefined ? title : (envelopeTitle(note) ?? undefined);
  if (createTitle !== undefined) create.title = createTitle;
  if (password !== undefined) create.password = password;
  if (key !== undefined) create.encrypted = true;
  return { note, create };
}

/** The title an envelope carries for a note: its own once renamed, else none (the reader derives it, §9.2). */
export const envelopeTitle = (note: Pick<LocalNote, 'title' | 'renamed'>): string | null => (note.renamed ? note.title : null);

/** The op that sends `content` as the note's text: an encrypted note's seals it with the title its envelope carries. */
export function updateOp(note: Pick<LocalNote, 'key' | 'title' | 'renamed'>, content: string): Extract<OpBody, { kind: 'update' }> {
  if (note.key === undefined) return { kind: 'update', payload: { content } };
  return { kind: 'update', payload: { content, encrypted: true, title: envelopeTitle(note) } };
}

/**
 * What publishing a copy of `note` as a new note takes: its text, its title if renamed, and a password —
 * required for a copy of a protected note (RangeError otherwise), which must never be published open.
 */
export function copyInput(note: LocalNote, extra: { password?: string | undefined; expire?: ExpireOption | undefined } = {}): PublishInput {
  if (note.hasPassword && extra.password === undefined) throw new RangeError('The copy of a protected note needs a password');
  return {
    content: note.content,
    // A copy of an encrypted note is encrypted too, under a key of its own.
    ...(note.key === undefined ? {} : { encrypt: true }),
    ...(note.renamed ? { title: note.title } : {}),
    ...(extra.password === undefined ? {} : { password: extra.password }),
    ...(extra.expire === undefined ? {} : { expire: extra.expire }),
  };
}

/** `origin`: `account` for a note of the account's list, else `edit-link` (docs/design.md §6.6). */
export function noteFromEditLink(editId: string, remote: EditLinkNote, origin: NoteOrigin): LocalNote {
  return {
    shareId: remote.share_id,
    editId,
    origin,
    title: remote.title,
    content: remote.content,
    createdAt: remote.created_at,
    updatedAt: remote.updated_at,
    expiresAt: remote.expires_at,
    ...adoptServerState({ version: remote.version, content: remote.content }),
    renamed: remote.renamed,
    hasPassword: remote.has_password,
    syncStatus: 'synced',
  };
}

/** What a newer server copy of a held note changes of its text here (commands.ts adoptServerCopy). */
export type CopyFields = Pick<LocalNote, 'title' | 'content' | 'renamed' | 'sealed'>;

/** A plaintext server copy's text fields. */
export function plainCopy(server: Pick<EditLinkNote, 'title' | 'content' | 'renamed'>): CopyFields {
  return { title: server.title, content: server.content, renamed: server.renamed };
}

/**
 * An end-to-end encrypted note as a device without its key keeps it (docs/design.md §10.5): the envelope, opened
 * once a link brings the key, and no title or text meanwhile.
 */
export function lockedNote(editId: string, remote: EditLinkNote, origin: NoteOrigin): LocalNote {
  const note = noteFromEditLink(editId, { ...remote, title: '', content: '' }, origin);
  return { ...note, ...adoptServerState({ version: remote.version, content: null }), sealed: remote.content };
}

/**
 * Whether a copy just read from the server replaces the stored one: never over local changes not yet on the
 * server, a copy at least as new, or a note kept only to deliver its changes after its account signed out. A copy
 * this device can read replaces a locked one (sealed, no key) of the same version.
 */
export function replacesLocalCopy(existing: LocalNote | undefined, incoming: LocalNote): boolean {
  if (!existing) return true;
  if (existing.syncStatus !== 'synced' || existing.leaving) return false;
  const unlocks = existing.sealed !== undefined && incoming.key !== undefined;
  return existing.version < incoming.version || (unlocks && existing.version === incoming.version);
}

/**
 * Whether signing in (or out) gives the note to the account without asking: only a note written here or already the
 * account's. One opened from someone's edit link is theirs until the person adds it (docs/design.md §6.6).
 */
export const isClaimable = (note: Pick<LocalNote, 'origin'>): boolean => note.origin === 'written-here' || note.origin === 'account';

/** A server copy replacing a held note keeps the held note's claim to this device: reading it again proves nothing less. */
export function keepingOrigin(existing: LocalNote | undefined, incoming: LocalNote): LocalNote {
  return existing && isClaimable(existing) && !isClaimable(incoming) ? { ...incoming, origin: existing.origin } : incoming;
}
