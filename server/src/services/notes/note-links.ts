// The links a note's editor controls, and reading through them (docs/design.md §3, §4.9). A read id is a note's share
// id or one of its links' ids (one shape, one namespace): `/n/{id}` resolves either. A link that was turned off or
// read, and an id that was replaced, answer so for good, before and whatever the note's state, so they never tell
// whether the note still exists. A view-once link or note is shown only by its reveal (a POST): every other read,
// and every GET, answers `view-once` and spends nothing, so a link preview burns nothing.
import type { SharedNote } from '../../../../shared/api.ts';
import { newEditId } from '../../../../shared/ids.ts';
import { expiresAtFor } from '../../../../shared/limits.ts';
import type {
  AddLinkRequest,
  NoteLink,
  NoteLinksResponse,
  ReplaceEditLinkResponse,
  ReplaceReadLinkResponse,
} from '../../../../shared/wire/links.ts';
import { MAX_LINKS_PER_NOTE } from '../../../../shared/wire/links.ts';
import {
  AttemptsUncountableError,
  IdTakenError,
  LinkReplacedError,
  NoteNotFoundError,
  PasswordRequiredError,
  RateLimitedError,
  TooManyAttemptsError,
  TooManyLinksError,
  WrongEditIdError,
  WrongPasswordError,
} from '../../errors.ts';
import { takePoint } from '../../lib/counters.ts';
import type { StoredLink } from '../../storage/link-store.ts';
import type { StoredNote } from '../../storage/note-store.ts';
import { verifyPassword } from '../access/passwords.ts';
import type { SessionSubject } from '../access/sessions.ts';
import { sanitizeTitle } from '../sanitize/sanitize.ts';
import { canRead, unlockNote, type NoteReadResult } from './note-access.ts';
import { hashFor, iso, noteByEditId, sameSecret, servable, toSharedNote, type NoteContext } from './note-context.ts';
import { shareIdOf } from './note-ids.ts';
import { retiredRefusal } from './retired-ids.ts';

/** What a read id opens: the note by its own share id, or the note through one of its links. */
type Opened = { via: 'note'; note: StoredNote } | { via: 'link'; note: StoredNote; link: StoredLink };

/** A read that shows nothing yet: the reader reveals it with a POST (has_password: a password comes first). */
export type ReadByIdResult = NoteReadResult | { status: 'view-once'; hasPassword: boolean };

/** The password a read through `opened` needs, and what its session is bound to; null when none. */
function gateOf(opened: Opened): { hash: string; subject: SessionSubject } | null {
  const { note } = opened;
  if (opened.via === 'note') return note.passwordHash === null ? null : { hash: note.passwordHash, subject: note };
  const { link } = opened;
  // A link's own password stands in for the note's; without one, the note's password guards the link too. Either
  // way the session names the link, so it opens nothing else.
  const subject = (passwordVersion: number): SessionSubject => ({ shareId: link.linkId, passwordVersion, createdAt: link.createdAt });
  if (link.passwordHash !== null) return { hash: link.passwordHash, subject: subject(link.passwordVersion) };
  return note.passwordHash === null ? null : { hash: note.passwordHash, subject: subject(note.passwordVersion) };
}

/** Resolves a read id; every refusal is the one its state calls for, a link's own before its note's. */
async function open(ctx: NoteContext, id: string, client: string): Promise<Opened> {
  const now = ctx.now();
  const note = await ctx.store.findByShareId(id, now);
  if (note) return { via: 'note', note: servable(note) };
  const link = await ctx.store.findLink(id);
  if (link) {
    if (link.revokedAt !== null) throw retiredRefusal('turned-off');
    if (link.revealedAt !== null) throw retiredRefusal('read');
    if (link.expiresAt !== null && link.expiresAt.getTime() <= now.getTime()) throw new NoteNotFoundError();
    const target = await ctx.store.findByShareId(link.shareId, now);
    if (!target) throw new NoteNotFoundError();
    return { via: 'link', note: servable(target), link };
  }
  const reason = await ctx.store.retiredReason(id);
  // An id that never named anything: a guess (or a typo). Counted, so guessing at volume is refused.
  if (reason === null && ctx.guesses) {
    const retryAfterS = await takePoint(ctx.guesses, client);
    if (retryAfterS !== null) throw new RateLimitedError(retryAfterS);
  }
  throw retiredRefusal(reason);
}

function mayRead(ctx: NoteContext, opened: Opened, access: { session?: string; editId?: string }): boolean {
  if (opened.via === 'note') return canRead(ctx, opened.note, access);
  if (access.editId !== undefined && sameSecret(opened.note.editId, access.editId)) return true;
  const gate = gateOf(opened);
  return gate === null || ctx.sessions.verify(access.session, gate.subject, ctx.now());
}

/** The note as a reader through `opened` is shown it (has_password is the gate they passed). */
function shown(opened: Opened): SharedNote {
  return { ...toSharedNote(opened.note), has_password: gateOf(opened) !== null };
}

const isViewOnce = (opened: Opened): boolean => (opened.via === 'note' ? opened.note.viewOnce : opened.link.viewOnce);

/**
 * Reading by a read id (the share answer, the `/n/{id}` page): what readNote answers for a share id, and for a link
 * id the note through the link, counted as one open. View-once: `view-once`, nothing shown, nothing spent (its editor,
 * holding the edit id, still reads it).
 */
export async function readById(
  ctx: NoteContext,
  id: string,
  access: { session?: string; editId?: string },
  client: string,
): Promise<ReadByIdResult> {
  const opened = await open(ctx, id, client);
  const isEditor = access.editId !== undefined && sameSecret(opened.note.editId, access.editId);
  if (isViewOnce(opened) && !isEditor) return { status: 'view-once', hasPassword: gateOf(opened) !== null };
  if (!mayRead(ctx, opened, access)) return { status: 'password-required' };
  if (opened.via === 'link' && !(await ctx.store.countOpen(opened.link.linkId))) {
    // Turned off between the read and the count: answered as it is now.
    await open(ctx, id, client);
  }
  return { status: 'ok', note: shown(opened), ownerId: opened.note.ownerId };
}

/**
 * The reveal of a view-once link or note: of any number of reveals (and a turn-off) at the same moment exactly one
 * gets the note; the link is spent, the note (a view-once note) deleted with its history, ciphertext included. A
 * reveal of anything else is a plain read.
 */
export async function revealById(ctx: NoteContext, id: string, session: string | undefined, client: string): Promise<SharedNote> {
  const opened = await open(ctx, id, client);
  if (!mayRead(ctx, opened, { session })) throw new PasswordRequiredError();
  if (!isViewOnce(opened)) {
    if (opened.via === 'link' && !(await ctx.store.countOpen(opened.link.linkId))) await open(ctx, id, client);
    return shown(opened);
  }
  if (opened.via === 'link') {
    if (!(await ctx.store.revealLink(opened.link.linkId, ctx.now()))) await open(ctx, id, client);
    return shown(opened);
  }
  const burnt = await ctx.store.burnNote(opened.note.shareId, ctx.now());
  // Another reveal took it: answered as the id answers now (already read).
  if (!burnt) await open(ctx, id, client);
  return shown({ via: 'note', note: burnt ?? opened.note });
}

/** verify-password for a read id: a share id as before; a link id against the link's gate, limited per link and client. */
export async function unlockById(ctx: NoteContext, id: string, password: string, client: string): Promise<string> {
  const opened = await open(ctx, id, client);
  if (opened.via === 'note') return unlockNote(ctx, id, password, client);
  const gate = gateOf(opened);
  if (gate === null) return ctx.sessions.issue(gateFree(opened.link), ctx.now());
  const key = `${opened.link.linkId}:${client}`;
  const retryAfterS = await takePoint(ctx.attempts, key).catch(() => {
    throw new AttemptsUncountableError();
  });
  if (retryAfterS !== null) throw new TooManyAttemptsError(retryAfterS);
  if (!(await ctx.passwords.run(client, () => verifyPassword(password, gate.hash)))) throw new WrongPasswordError();
  await ctx.attempts.delete(key);
  return ctx.sessions.issue(gate.subject, ctx.now());
}

/** A session for a link without a password (nothing to check; issued so the client's flow stays one). */
const gateFree = (link: StoredLink): SessionSubject => ({ shareId: link.linkId, passwordVersion: 0, createdAt: link.createdAt });

function linkView(link: StoredLink): NoteLink {
  return {
    link_id: link.linkId,
    label: link.label,
    created_at: link.createdAt.toISOString(),
    expires_at: iso(link.expiresAt),
    has_password: link.passwordHash !== null,
    view_once: link.viewOnce,
    opened_count: link.openedCount,
    revealed_at: iso(link.revealedAt),
    revoked_at: iso(link.revokedAt),
  };
}

export async function listLinks(ctx: NoteContext, editId: string): Promise<NoteLinksResponse> {
  const note = await noteByEditId(ctx, editId);
  return { share_id: note.shareId, links: (await ctx.store.listLinks(note.shareId)).map(linkView) };
}

/** Adds a read link; a replay of the same add (the same key) answers the link as it is now, created: false. */
export async function addLink(ctx: NoteContext, editId: string, input: AddLinkRequest, client: string): Promise<{ created: boolean; link: NoteLink }> {
  const note = await noteByEditId(ctx, editId);
  const linkId = shareIdOf(input.key ?? newEditId());
  const existing = await ctx.store.findLink(linkId);
  if (existing) {
    if (existing.shareId !== note.shareId) throw new IdTakenError();
    return { created: false, link: linkView(existing) };
  }
  if ((await ctx.store.listLinks(note.shareId)).length >= MAX_LINKS_PER_NOTE) throw new TooManyLinksError();
  const now = ctx.now();
  const label = input.label === undefined ? '' : sanitizeTitle(input.label);
  const link: StoredLink = {
    linkId,
    shareId: note.shareId,
    label: label === '' ? null : label,
    createdAt: now,
    expiresAt: expiresAtFor(input.expire ?? 'never', now),
    passwordHash: input.password === undefined ? null : await hashFor(ctx, client, input.password),
    passwordVersion: input.password === undefined ? 0 : 1,
    viewOnce: input.view_once === true,
    openedCount: 0,
    revealedAt: null,
    revokedAt: null,
  };
  const result = await ctx.store.insertLink(link, now);
  switch (result.kind) {
    case 'inserted':
      return { created: true, link: linkView(result.link) };
    case 'exists':
      return { created: false, link: linkView(result.link) };
    case 'taken':
      throw new IdTakenError();
    case 'no-note':
      throw new NoteNotFoundError();
  }
}

/** Turns a link off (a replay answers it as it is; a view-once link already read stays read). */
export async function turnOffLink(ctx: NoteContext, editId: string, linkId: string): Promise<NoteLink> {
  const note = await noteByEditId(ctx, editId);
  const link = await ctx.store.revokeLink(note.shareId, linkId, ctx.now());
  if (!link) throw new NoteNotFoundError();
  return linkView(link);
}

/**
 * A new edit id for the note; the old one answers 410 link-replaced from now on. `proposed` (the client's) makes a
 * replay after a lost answer find the replacement in place instead of a refusal.
 */
export async function replaceEditLink(ctx: NoteContext, editId: string, proposed: string | undefined): Promise<ReplaceEditLinkResponse> {
  const note = await ctx.store.findByEditId(editId, ctx.now());
  if (!note) {
    const replay = proposed === undefined ? null : await ctx.store.findByEditId(proposed, ctx.now());
    if (replay && (await ctx.store.retiredReason(editId)) === 'replaced') return { edit_id: proposed!, share_id: servable(replay).shareId };
    throw retiredRefusal(await ctx.store.retiredReason(editId));
  }
  servable(note);
  const next = proposed ?? newEditId();
  const moved = await ctx.store.replaceEditId(note.shareId, note.editId, next, ctx.now());
  if (!moved) {
    // Replaced by another request meanwhile, or the proposed id is not free.
    if (!(await ctx.store.findByEditId(editId, ctx.now()))) throw retiredRefusal(await ctx.store.retiredReason(editId));
    throw new IdTakenError();
  }
  return { edit_id: next, share_id: moved.shareId };
}

/**
 * A new share id for the note, derived from the client's key (or one the server draws), so a replay finds it in
 * place; the old address answers 410 link-replaced, never the note. The edit id and the links stay.
 */
export async function replaceReadLink(ctx: NoteContext, editId: string, key: string | undefined): Promise<ReplaceReadLinkResponse> {
  const note = await noteByEditId(ctx, editId);
  const next = shareIdOf(key ?? newEditId());
  if (note.shareId === next) return { share_id: next };
  const moved = await ctx.store.replaceShareId(note.shareId, next, ctx.now());
  if (!moved) throw new IdTakenError();
  return { share_id: moved.shareId };
}

/**
 * The note an update names by share id, with the edit id it carries (notes' update call): a share id replaced since
 * still finds its note by that edit id, and an edit id replaced since is told so (410), not "forbidden".
 */
export async function noteForUpdate(ctx: NoteContext, shareId: string, editId: string): Promise<StoredNote> {
  const note = await ctx.store.findByShareId(shareId, ctx.now());
  if (note) {
    servable(note);
    if (sameSecret(note.editId, editId)) return note;
    if ((await ctx.store.retiredReason(editId)) === 'replaced') throw new LinkReplacedError();
    throw new WrongEditIdError();
  }
  if ((await ctx.store.retiredReason(shareId)) === 'replaced') {
    const byEditId = await ctx.store.findByEditId(editId, ctx.now());
    if (byEditId) return servable(byEditId);
  }
  if ((await ctx.store.retiredReason(editId)) === 'replaced') throw new LinkReplacedError();
  throw new NoteNotFoundError();
}
