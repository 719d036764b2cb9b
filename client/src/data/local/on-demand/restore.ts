// Restoring a version of a note (docs/design.md §6.10): online and with nothing else on its way, the server's restore call
// makes it a new version; otherwise — offline, with changes still queued, or the server unable to — it is an
// update of the text to that version's text on the current base version, through the outbox like any edit
// (docs/design.md §6.3), so a conflict is met and shown as for any update. Either way the replaced text stays
// in the history, and restoring it undoes the restore.
import { ApiFailure } from '../../remote/api-client.ts';
import { restoreNoteVersion } from '../../remote/versions.ts';
import type { RestoreVersionResponse } from '../../../../../shared/wire/versions.ts';
import { opsFor } from '../outbox/outbox.ts';
import { knownOffline } from '../../remote/known-offline.ts';
import { saveNoteContent } from '../commands.ts';
import { db } from '../db.ts';
import type { LocalNote, SeenVersion } from '../types.ts';
import { keepSeenVersion } from '../versions.ts';
import { adoptServerState } from '../server-state.ts';

export interface RestoreTarget {
  /** The server's number of this text; null for text the server never held as a version (unsent changes). */
  version: number | null;
  content: string;
}

export interface RestoreResult {
  /** What the note held before: restoring it is the undo. Null when nothing changed. */
  replaced: RestoreTarget | null;
}

/**
 * The restored text as this device keeps it: an encrypted note's answer is the version's envelope, opened with the
 * note's key (with the title and renamed flag it holds). Null when it does not open: the local text stays, and the
 * next update meets the server's version as a conflict.
 */
async function restoredText(note: LocalNote, answer: RestoreVersionResponse): Promise<(Pick<LocalNote, 'title' | 'content'> & { renamed?: boolean }) | null> {
  if (note.key === undefined) return { title: answer.title, content: answer.content };
  const opened = await (await import('./encrypted-copy.ts')).openWith(answer, note.key);
  if (!opened.ok) return null;
  const { title, content, renamed } = opened.note;
  return { title, content, renamed };
}

/** Through the server's restore call; false when it could not (offline, refused) and the outbox must carry it. */
async function restoreOnServer(note: LocalNote, version: number): Promise<boolean> {
  let answer;
  try {
    answer = await restoreNoteVersion(note.editId, { version, baseVersion: note.version });
  } catch (error) {
    if (error instanceof ApiFailure) return false;
    throw error;
  }
  const text = await restoredText(note, answer);
  if (!text) return true;
  await db.transaction('rw', db.notes, db.outbox, db.versions, async () => {
    const current = await db.notes.get(note.shareId);
    // Changed here meanwhile (another tab): its queued update meets the server's new version as a conflict.
    if (!current || current.version !== note.version || current.content !== note.content) return;
    // The server's text at the new version is also what a later three-way merge starts from (docs/design.md §6.4).
    const adopted = adoptServerState({ version: answer.version, content: text.content });
    await db.notes.put({ ...current, ...text, updatedAt: answer.updated_at, ...adopted, syncStatus: 'synced' });
    const replaced: SeenVersion = { shareId: note.shareId, version: note.version, updatedAt: note.updatedAt, title: note.title, content: note.content };
    await keepSeenVersion(replaced);
    await keepSeenVersion({ shareId: note.shareId, version: answer.version, updatedAt: answer.updated_at, title: text.title, content: text.content });
  });
  return true;
}

/** Makes `target` the note's text; throws when this browser no longer has the note. */
export async function restoreVersion(shareId: string, target: RestoreTarget): Promise<RestoreResult> {
  const note = await db.notes.get(shareId);
  if (!note || note.leaving) throw new Error(`restoreVersion: no local note ${shareId}`);
  if (note.content === target.content) return { replaced: null };
  const settled = note.version > 0 && note.conflict === undefined && (await opsFor(shareId)).length === 0;
  // With nothing queued, the local text is exactly the server's current version.
  const replaced: RestoreTarget = { version: settled ? note.version : null, content: note.content };
  const onServer = settled && target.version !== null && !knownOffline() && (await restoreOnServer(note, target.version));
  if (!onServer) await saveNoteContent(shareId, target.content);
  return { replaced };
}
