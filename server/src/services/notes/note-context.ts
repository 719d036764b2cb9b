// What the note services share: the store, the session signer, attempt counters and a clock (tests move it),
// plus the small helpers every note operation needs (loading by capability, response shapes).
import { timingSafeEqual } from 'node:crypto';
import type { SharedNote, UpdateNoteResponse } from '../../../../shared/api.ts';
import { envelopeProblem } from '../../../../shared/envelope.ts';
import { MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';
import { ContentTooLargeError, InvalidEnvelopeError, NoteDisabledError, NoteNotFoundError } from '../../errors.ts';
import type { NoteStore, StoredNote } from '../../storage/note-store.ts';
import type { AttemptCounter } from '../access/attempt-counter.ts';
import type { PasswordQueue } from '../access/password-queue.ts';
import { hashPassword } from '../access/passwords.ts';
import type { CleanContent } from '../sanitize/sanitize.ts';
import type { Sanitizer } from '../sanitize/sanitize-pool.ts';
import type { SessionSigner } from '../access/sessions.ts';

/**
 * Told of every write that changed a note (the live hub, services/live): the note as read before and as stored after
 * (writeChecked knows both), and of a note that is gone. Never throws: a save does not depend on its listeners.
 */
export interface NoteWriteObserver {
  written(before: StoredNote, after: StoredNote): void;
  gone(shareId: string, reason: 'deleted' | 'disabled'): void;
}

export interface NoteContext {
  store: NoteStore;
  sessions: SessionSigner;
  attempts: AttemptCounter;
  /** Every scrypt computation goes through it, on behalf of one client. */
  passwords: PasswordQueue;
  sanitizer: Sanitizer;
  now: () => Date;
  /** Live notes: told of every write (absent in tools that write without serving streams, e.g. the admin command). */
  writes?: NoteWriteObserver;
}

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function toSharedNote(note: StoredNote): SharedNote {
  return {
    title: note.title,
    content: note.content,
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
    expires_at: iso(note.expiresAt),
    owner: null,
    is_owned: false,
    has_password: note.passwordHash !== null,
    renamed: note.renamed,
    version: note.version,
    encrypted: note.encrypted,
  };
}

/**
 * The note as a write left it, as the answers to an update, a restore and a rename give it: the version the client
 * bases its next edit on, when it was written and the title to show.
 */
export function writtenNote(note: StoredNote): UpdateNoteResponse {
  return { updated_at: note.updatedAt.toISOString(), version: note.version, title: note.title };
}

/** Sanitized content within the size limit and its automatic title (the sanitizer's refusals pass through). */
export async function cleanContent(ctx: NoteContext, html: string): Promise<CleanContent> {
  const clean = await ctx.sanitizer.clean(html);
  if (Buffer.byteLength(clean.html, 'utf8') > MAX_CONTENT_BYTES) throw new ContentTooLargeError();
  return clean;
}

/**
 * The content of an end-to-end encrypted note as it will be stored: the envelope itself, checked strictly and never
 * parsed as HTML (docs/design.md §10). Refused whole: 413 when too large, 400 invalid-envelope for any other flaw.
 */
export function checkedEnvelope(content: string): string {
  const problem = envelopeProblem(content);
  if (problem === 'too-large') throw new ContentTooLargeError();
  if (problem !== null) throw new InvalidEnvelopeError();
  return content;
}

/** A new password hash, computed when it is `client`'s turn. */
export function hashFor(ctx: NoteContext, client: string, password: string): Promise<string> {
  return ctx.passwords.run(client, () => hashPassword(password));
}

/** The note unless an operator took it down (then refused to everyone, whatever capability they hold). */
export function servable(note: StoredNote): StoredNote {
  if (note.disabledAt) throw new NoteDisabledError();
  return note;
}

/** The live, servable note with this share id (all it needs of the context is a read and the clock). */
export async function noteByShareId(ctx: { store: Pick<NoteStore, 'findByShareId'>; now: NoteContext['now'] }, shareId: string): Promise<StoredNote> {
  const note = await ctx.store.findByShareId(shareId, ctx.now());
  if (!note) throw new NoteNotFoundError();
  return servable(note);
}

export async function noteByEditId(ctx: NoteContext, editId: string): Promise<StoredNote> {
  const note = await ctx.store.findByEditId(editId, ctx.now());
  if (!note) throw new NoteNotFoundError();
  return servable(note);
}
