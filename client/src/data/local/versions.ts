// The versions of each note this device has seen (docs/design.md §6.2): its own text once the server acknowledged
// it, the server's copy it adopted, and every version History read from the server. Only the newest few per
// note stay, so History can still show and restore something offline without the database growing with every
// autosave. They go with the note: at once when it is deleted here, otherwise at the next start.
import { Dexie } from 'dexie';
import { deriveTitle } from '../../../../shared/text/title.ts';
import { serverNow } from '../probe/server-clock.ts';
import { CREATED_VERSION, type Ack } from './outbox/ack.ts';
import { db } from './db.ts';
import type { LocalNote, OutboxOp, SeenVersion } from './types.ts';

/** How many versions of one note this device keeps. */
export const KEPT_VERSIONS_PER_NOTE = 20;

const ofNote = (shareId: string) => db.versions.where('[shareId+version]').between([shareId, Dexie.minKey], [shareId, Dexie.maxKey]);

/** Keeps `seen` and drops the note's oldest beyond the bound. Runs in the caller's transaction (which must include versions). */
export async function keepSeenVersion(seen: SeenVersion): Promise<void> {
  await db.versions.put(seen);
  const keys = await ofNote(seen.shareId).primaryKeys();
  // Keys come in [shareId, version] order: the oldest first.
  if (keys.length > KEPT_VERSIONS_PER_NOTE) await db.versions.bulkDelete(keys.slice(0, keys.length - KEPT_VERSIONS_PER_NOTE));
}

/** The versions of the note this device keeps, newest first. */
export async function seenVersions(shareId: string): Promise<SeenVersion[]> {
  return (await ofNote(shareId).toArray()).reverse();
}

export function seenVersion(shareId: string, version: number): Promise<SeenVersion | undefined> {
  return db.versions.get([shareId, version]);
}

/** Forgets the note's versions (its deletion here). Runs in the caller's transaction (which must include versions). */
export async function forgetVersions(shareId: string): Promise<void> {
  await ofNote(shareId).delete();
}

/** Forgets the versions of these notes at once (they left this device: an account's session ended here). */
export async function forgetVersionsOf(shareIds: readonly string[]): Promise<void> {
  if (shareIds.length > 0) await db.versions.where('shareId').anyOf([...shareIds]).delete();
}

/** Forgets the versions of notes this browser no longer has (removed by sync, sign-out or a taken-down note). */
export async function forgetVersionsOfGoneNotes(): Promise<void> {
  await db.transaction('rw', db.notes, db.versions, async () => {
    const kept = new Set((await db.notes.toCollection().primaryKeys()).map(String));
    const seen = await db.versions.orderBy('shareId').uniqueKeys();
    const gone = seen.map(String).filter((shareId) => !kept.has(shareId));
    if (gone.length > 0) await db.versions.where('shareId').anyOf(gone).delete();
  });
}

/**
 * The version an acknowledgement made of this device's own text: an update's content is the server's new
 * version, a first create's is version 1. Null for everything else (a rename or an expiry leave the text as it was),
 * and for a note leaving this device.
 */
export function acknowledgedVersion(op: OutboxOp, ack: Ack, note: LocalNote): SeenVersion | null {
  // A note that only waits to deliver its changes after its account signed out here keeps nothing more.
  if (note.leaving) return null;
  let version: number;
  let content: string;
  if (op.kind === 'update' && ack.op === 'update') {
    version = ack.version;
    content = op.payload.content;
  } else if (op.kind === 'create' && ack.op === 'create' && note.version === 0) {
    version = CREATED_VERSION;
    content = op.payload.content;
  } else {
    return null;
  }
  const title = note.renamed ? note.title : deriveTitle(content);
  return { shareId: note.shareId, version, content, title, updatedAt: new Date(serverNow()).toISOString() };
}
