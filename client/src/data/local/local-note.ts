// Pure constructors for local notes: a freshly published note (with client-proposed ids, so its link
// works at once, offline too) and a note taken over from the server through an edit link.
import type { EditLinkNote } from '../../../../shared/api.ts';
import { newEditId, newShareId } from '../../../../shared/ids.ts';
import { expiresAtFor, MAX_TITLE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/limits.ts';
import type { ExpireOption } from '../../../../shared/limits.ts';
import { deriveTitle } from '../../../../shared/title.ts';
import type { CreatePayload, LocalNote } from './types.ts';

export interface PublishInput {
  content: string;
  title?: string;
  password?: string;
  expire?: ExpireOption;
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

export function isExpired(note: Pick<LocalNote, 'expiresAt'>, now: number): boolean {
  return note.expiresAt !== null && Date.parse(note.expiresAt) <= now;
}

/**
 * The local record and the create body of a note published now (`now` on this device's clock, `serverTime` the
 * server's: its expiry is the server's, and the server computes it from its own clock).
 */
export function newPublishedNote(input: PublishInput, now: Date, serverTime: Date): { note: LocalNote; create: CreatePayload } {
  const shareId = newShareId();
  const editId = newEditId();
  const title = input.title === undefined ? undefined : checkedTitle(input.title);
  const password = input.password === undefined ? undefined : checkedPassword(input.password);
  const expire = input.expire ?? 'never';
  const at = now.toISOString();
  const derived = deriveTitle(input.content);
  const note: LocalNote = {
    shareId,
    editId,
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
  };
  const create: CreatePayload = { content: input.content, share_id: shareId, edit_id: editId, expire };
  if (title !== undefined) create.title = title;
  if (password !== undefined) create.password = password;
  return { note, create };
}

/**
 * What publishing a copy of `note` as a new note takes: its text, its title if renamed, and a password —
 * required for a copy of a protected note (RangeError otherwise), which must never be published open.
 */
export function copyInput(note: LocalNote, extra: { password?: string | undefined; expire?: ExpireOption | undefined } = {}): PublishInput {
  if (note.hasPassword && extra.password === undefined) throw new RangeError('The copy of a protected note needs a password');
  return {
    content: note.content,
    ...(note.renamed ? { title: note.title } : {}),
    ...(extra.password === undefined ? {} : { password: extra.password }),
    ...(extra.expire === undefined ? {} : { expire: extra.expire }),
  };
}

export function noteFromEditLink(editId: string, remote: EditLinkNote): LocalNote {
  return {
    shareId: remote.share_id,
    editId,
    title: remote.title,
    content: remote.content,
    createdAt: remote.created_at,
    updatedAt: remote.updated_at,
    expiresAt: remote.expires_at,
    version: remote.version,
    base: { version: remote.version, content: remote.content },
    renamed: remote.renamed,
    hasPassword: remote.has_password,
    syncStatus: 'synced',
  };
}

/**
 * Whether a copy just read from the server replaces the stored one: never over local changes not yet on the
 * server, a copy at least as new, or a note kept only to deliver its changes after its account signed out.
 */
export function replacesLocalCopy(existing: LocalNote | undefined, incoming: LocalNote): boolean {
  return !existing || (existing.syncStatus === 'synced' && !existing.leaving && existing.version < incoming.version);
}
