// What the note services share: the store, the session signer, attempt counters and a clock (tests move it),
// plus the small helpers every note operation needs (loading by capability, response shapes).
import { timingSafeEqual } from 'node:crypto';
import type { SharedNote } from '../../../../shared/api.ts';
import { envelopeProblem } from '../../../../shared/envelope.ts';
import { MAX_CONTENT_BYTES } from '../../../../shared/limits.ts';
import { ContentTooLargeError, InvalidEnvelopeError, NoteDisabledError, NoteNotFoundError, WriteContendedError } from '../../errors.ts';
import type { NotePatch, NoteStore, StoredNote } from '../../storage/note-store.ts';
import type { AttemptCounter } from '../access/attempt-counter.ts';
import type { PasswordQueue } from '../access/password-queue.ts';
import { hashPassword } from '../access/passwords.ts';
import type { CleanContent } from '../sanitize/sanitize.ts';
import type { Sanitizer } from '../sanitize/sanitize-pool.ts';
import type { SessionSigner } from '../access/sessions.ts';

export interface NoteContext {
  store: NoteStore;
  sessions: SessionSigner;
  attempts: AttemptCounter;
  /** Every scrypt computation goes through it, on behalf of one client. */
  passwords: PasswordQueue;
  sanitizer: Sanitizer;
  now: () => Date;
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

/** The live, servable note with this share id. */
export async function noteByShareId(ctx: NoteContext, shareId: string): Promise<StoredNote> {
  const note = await ctx.store.findByShareId(shareId, ctx.now());
  if (!note) throw new NoteNotFoundError();
  return servable(note);
}

export async function noteByEditId(ctx: NoteContext, editId: string): Promise<StoredNote> {
  const note = await ctx.store.findByEditId(editId, ctx.now());
  if (!note) throw new NoteNotFoundError();
  return servable(note);
}

/**
 * How often a check-and-write re-reads and tries again after losing a race. Bounded because a lagging read
 * (MongoDB majority reads trail the primary for a moment) can keep showing the version the write lost to.
 */
export const MAX_WRITE_ATTEMPTS = 5;

/** What a check-and-write decides from the note as it is now: answer without writing, or write `patch` at its version. */
export type WriteDecision<T> = { answer: T } | { patch: NotePatch };

/**
 * The one shape of every check-and-write on a note (docs/design.md §4.3). `decide` sees the live, servable note as
 * stored now and either answers without writing (a replay), refuses by throwing, or returns the patch to apply; the
 * patch applies only while the note is still at the version `decide` saw. When another write landed in between, the
 * note is read again and `decide` runs again on it, so every rule it checks (an encrypted note takes no title and no
 * plaintext, a stale base is a conflict, a replay changes nothing, a taken-down note is refused) holds for the note
 * the write finally applies to: no try ever writes what an older read decided.
 */
export async function writeChecked<T>(
  ctx: NoteContext,
  note: StoredNote,
  decide: (current: StoredNote) => WriteDecision<NoInfer<T>>,
  answer: (updated: StoredNote) => T,
): Promise<T> {
  let current = note;
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    if (attempt > 0) current = await noteByShareId(ctx, current.shareId);
    const decision = decide(current);
    if ('answer' in decision) return decision.answer;
    // The text it replaces, as read at that version: the store keeps it in history without reading it back.
    const updated = await ctx.store.updateIfVersion(current.shareId, current.version, decision.patch, ctx.now(), current.content);
    if (updated) return answer(updated);
  }
  throw new WriteContendedError();
}
