// Reading a note and unlocking a protected one (docs/design.md §4.3): the edit id or a valid password session opens a
// protected note; wrong passwords are limited per note and client, and a note locks after many in a row.
import type { SharedNote } from '../../../../shared/api.ts';
import { AttemptsUncountableError, NoteLockedError, TooManyAttemptsError, WrongPasswordError } from '../../errors.ts';
import type { StoredNote } from '../../storage/note-store.ts';
import { takePoint } from '../../lib/counters.ts';
import { noteByShareId, sameSecret, toSharedNote, type NoteContext } from './note-context.ts';
import { writeChecked } from './write-checked.ts';
import { verifyPassword } from '../access/passwords.ts';

export const LOCK_AFTER_FAILURES = 100;

/** `ownerId` lets the caller fill in `owner` / `is_owned`, which need the account service. */
export type NoteReadResult = { status: 'ok'; note: SharedNote; ownerId: string | null } | { status: 'password-required' };

/** Whether the caller may read the note's content. */
export function canRead(ctx: NoteContext, note: StoredNote, access: { session?: string; editId?: string }): boolean {
  if (access.editId !== undefined && sameSecret(note.editId, access.editId)) return true;
  if (note.passwordHash === null) return true;
  return ctx.sessions.verify(access.session, note, ctx.now());
}

export async function readNote(
  ctx: NoteContext,
  shareId: string,
  access: { session?: string; editId?: string },
): Promise<NoteReadResult> {
  const note = await noteByShareId(ctx, shareId);
  return canRead(ctx, note, access) ? { status: 'ok', note: toSharedNote(note), ownerId: note.ownerId } : { status: 'password-required' };
}

export async function unlockNote(ctx: NoteContext, shareId: string, password: string, clientKey: string): Promise<string> {
  const note = await noteByShareId(ctx, shareId);
  if (note.passwordHash === null) return ctx.sessions.issue(note, ctx.now());
  if (note.failedAttempts >= LOCK_AFTER_FAILURES) throw new NoteLockedError();
  // Counting before checking keeps the limit exact under concurrent guesses; success clears the window.
  const key = `${shareId}:${clientKey}`;
  // Without its counter the limit cannot be enforced: refuse for now rather than guess without limit.
  const retryAfterS = await takePoint(ctx.attempts, key).catch(() => {
    throw new AttemptsUncountableError();
  });
  if (retryAfterS !== null) throw new TooManyAttemptsError(retryAfterS);
  const stored = note.passwordHash;
  if (!(await ctx.passwords.run(clientKey, () => verifyPassword(password, stored)))) {
    await ctx.store.recordFailedAttempt(shareId);
    throw new WrongPasswordError();
  }
  await ctx.attempts.delete(key);
  if (note.failedAttempts > 0) await writeChecked(ctx, note, () => ({ patch: { failedAttempts: 0 } }), () => undefined);
  return ctx.sessions.issue(note, ctx.now());
}
