// A change another writer saved, told by the note's live stream (docs/design.md §11), taken into the note here. The
// server's text at the change's version is rebuilt from the text this device holds at the version before (the
// note's base) and the change's splice, and checked against the change's hash; anything else — a version missed, a
// base unknown, a hash that does not match — is refetched whole by the caller. Then:
// - nothing unsent here: the server's text becomes the note's text and its base (the editor merges it in as an
//   arrival, keeping what was typed since its last save);
// - unsent text made together (live-state.ts): it is rebased on the server's text by transform (no word widening:
//   two inserts at one spot both stay), so every key of both writers is in the text once and the queued update
//   carries it on top of the new version;
// - an update that may be on its way (sent, answer not yet in), or text made apart: left alone. The server's answer
//   to that update decides — its acknowledgement covers our own change, and its 409 is rebased (together) or
//   merged by the rules of §6.4 (apart).
import { applySplice, contentHash } from '../../../../../shared/live-patch.ts';
import { deriveTitle } from '../../../../../shared/text/title.ts';
import type { LiveChange } from '../../../../../shared/wire/live.ts';
import { db } from '../db.ts';
import { isLiveTogether } from '../live-state.ts';
import { updateOp } from '../local-note.ts';
import { enqueue, opsFor } from '../outbox/outbox.ts';
import { mayHaveReachedServer } from '../outbox/coalesce.ts';
import { requestDrain } from '../outbox/drain-request.ts';
import { adoptServerState } from '../server-state.ts';
import { keepSeenVersion } from '../versions.ts';
import type { LocalNote, OutboxOp } from '../types.ts';

/** A change as the live stream tells it (shared/wire/live.ts). */
export type ServerChange = LiveChange;

/** This device's text rebased on the server's: base → mine and base → theirs, both kept (editor/html-delta.ts). */
export type HtmlRebase = (base: string, mine: string, theirs: string) => string;

/**
 * applied/rebased: taken in; known: this device has that version already (its own save's echo among them); waiting:
 * an unsent change's answer decides; refetch: read the note whole.
 */
export type LiveOutcome = 'applied' | 'rebased' | 'known' | 'waiting' | 'refetch';

/** An op whose answer must come first: sent (or maybe sent), refused, or not a text change. */
const unsettled = (op: OutboxOp): boolean => op.kind !== 'update' || op.status === 'failed' || mayHaveReachedServer(op);

/** The server's title and text at `change.to`, or null when this device cannot rebuild them. */
async function serverText(note: LocalNote, change: ServerChange): Promise<{ title: string; content: string } | null> {
  const base = note.base;
  let wire: string;
  if (change.content !== undefined) wire = change.content;
  else if (change.splice && base?.version === change.from) {
    try {
      wire = applySplice(base.content, change.splice);
    } catch {
      return null;
    }
  } else return null;
  if ((await contentHash(wire)) !== change.hash) return null;
  if (note.key === undefined) return { title: change.title, content: wire };
  // An encrypted note's change is its envelope, opened here with the link's key (§10): the server never reads it.
  const { openWith } = await import('./encrypted-copy.ts');
  const opened = await openWith({ title: '', content: wire }, note.key);
  return opened.ok ? { title: opened.note.title, content: opened.note.content } : null;
}

/** Takes `change` into the note; `rebase` is the page's document model (null: none here, changes wait for their answer). */
export async function takeLiveChange(shareId: string, change: ServerChange, rebase: HtmlRebase | null): Promise<LiveOutcome> {
  for (let tries = 0; tries < 3; tries++) {
    const note = await db.notes.get(shareId);
    if (!note || note.leaving || note.sealed !== undefined) return 'known';
    if (change.to <= note.version) return 'known';
    // An update on its way may be this very change (its echo can come before its answer), or be refused by it.
    if (note.conflict || (await opsFor(shareId)).some(unsettled)) return 'waiting';
    if (note.version !== change.from || note.base?.version !== note.version) return 'refetch';
    const theirs = await serverText(note, change);
    if (!theirs) return 'refetch';
    const together = isLiveTogether(shareId);
    const outcome = await db.transaction('rw', db.notes, db.outbox, db.versions, async (): Promise<LiveOutcome | 'moved'> => {
      const now = await db.notes.get(shareId);
      // Saved or acknowledged meanwhile: start again from the note as it is now.
      if (!now || now.version !== note.version || now.content !== note.content || now.base?.content !== note.base?.content) return 'moved';
      const ops = await opsFor(shareId);
      const server = adoptServerState({ version: change.to, content: theirs.content });
      const seen = { shareId, version: change.to, updatedAt: change.updated_at, title: theirs.title, content: theirs.content };
      if (ops.length === 0) {
        if (now.conflict) return 'waiting';
        await db.notes.put({ ...now, ...server, content: theirs.content, title: theirs.title, updatedAt: change.updated_at, syncStatus: 'synced' });
        await keepSeenVersion(seen);
        return 'applied';
      }
      if (ops.some(unsettled) || now.conflict || !together || !rebase || !now.base) return 'waiting';
      const content = rebase(now.base.content, now.content, theirs.content);
      const title = now.renamed ? now.title : deriveTitle(content);
      const next: LocalNote = { ...now, ...server, content, title };
      await db.notes.put(next);
      await enqueue(shareId, updateOp(next, content));
      await keepSeenVersion(seen);
      return 'rebased';
    });
    if (outcome === 'moved') continue;
    if (outcome === 'rebased') requestDrain();
    return outcome;
  }
  return 'waiting';
}
