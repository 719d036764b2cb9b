// @vitest-environment node
// Two writers in one note while both are live (docs/design.md §11.8): a change saved by the other, told by the live
// stream, is taken into the note here — as the server's new text when nothing is unsent here, rebased by transform
// when text typed together waits unsent, and left for the answer of an update already on its way. Keys of both end
// up in the server's text once; text typed apart keeps the §6.4 rules.
import 'fake-indexeddb/auto';
import Delta from 'quill-delta';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentHash, diffSplice } from '../../../../../shared/live-patch.ts';
import type { LiveChange } from '../../../../../shared/wire/live.ts';
import { publishNote, saveNoteContent } from '../commands.ts';
import { mergeConflict } from './conflict-merge.ts';
import { db } from '../db.ts';
import { takeLiveChange, type HtmlRebase } from './live-change.ts';
import { isLiveTogether, setLiveConnected } from '../live-state.ts';
import { rebaseThreeWay } from './live-rebase.ts';
import { opsFor } from '../outbox/outbox.ts';
import { drainOutbox } from '../../sync/sync-engine.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { freshLocalData } from '../../testing/local-data.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData();
});

/** The transform rebase on the text as characters (no document model in node): what the editor's does on Deltas. */
const textRebase: HtmlRebase = (base, mine, theirs) => {
  const doc = (text: string) => new Delta().insert(text);
  return rebaseThreeWay(doc(base), doc(mine), doc(theirs)).ops.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('');
};

const BASE = '<p>a1 b1 </p>';

/** The change the server's live stream tells for the note going from `before` (version from) to `after`. */
async function changeOf(from: number, before: string, after: string): Promise<LiveChange> {
  return { from, to: from + 1, updated_at: new Date().toISOString(), title: 'a1 b1', splice: diffSplice(before, after), hash: await contentHash(after) };
}

/** A note published and delivered here, live with its stream connected. */
async function liveNote(): Promise<string> {
  const { shareId } = await publishNote({ content: BASE });
  await drainOutbox();
  setLiveConnected(shareId, true);
  return shareId;
}

describe('a change another writer saved, while nothing waits here', () => {
  it('becomes the note here at its version, and the next save goes as a few bytes on top of it', async () => {
    const shareId = await liveNote();
    const theirs = '<p>a1 b1 b2 </p>';
    await server.editElsewhere(shareId, theirs);
    expect(await takeLiveChange(shareId, await changeOf(1, BASE, theirs), textRebase)).toBe('applied');
    expect(await db.notes.get(shareId)).toMatchObject({ content: theirs, version: 2, base: { version: 2, content: theirs }, syncStatus: 'synced' });

    await saveNoteContent(shareId, '<p>a1 a2 b1 b2 </p>');
    await drainOutbox();
    const update = server.requests.filter((request) => request.path.endsWith('/update')).at(-1);
    expect(update?.body).toMatchObject({ baseVersion: 2, patch: { insert: expect.any(String) } });
    expect(update?.body?.content).toBeUndefined();
    expect((await server.note(shareId))?.content).toBe('<p>a1 a2 b1 b2 </p>');
  });

  it("this device's own save told back by the stream is known already: nothing changes", async () => {
    const shareId = await liveNote();
    await saveNoteContent(shareId, '<p>a1 a2 b1 </p>');
    await drainOutbox();
    expect(await takeLiveChange(shareId, await changeOf(1, BASE, '<p>a1 a2 b1 </p>'), textRebase)).toBe('known');
  });

  it('a change whose text does not match its hash, or that skips a version, is read whole instead', async () => {
    const shareId = await liveNote();
    const forged = { ...(await changeOf(1, BASE, '<p>a1 b1 b2 </p>')), hash: await contentHash('something else') };
    expect(await takeLiveChange(shareId, forged, textRebase)).toBe('refetch');
    const skipped = { ...(await changeOf(1, BASE, '<p>x</p>')), from: 2, to: 3 };
    expect(await takeLiveChange(shareId, skipped, textRebase)).toBe('refetch');
    expect(await db.notes.get(shareId)).toMatchObject({ content: BASE, version: 1 });
  });
});

describe('a change another writer saved, while text typed together waits unsent here', () => {
  it('both inserts at one spot are kept, each once, and reach the server on top of the other', async () => {
    const shareId = await liveNote();
    const mine = '<p>a1 a2 b1 </p>';
    const theirs = '<p>a1 b2 b1 </p>';
    await saveNoteContent(shareId, mine);
    await server.editElsewhere(shareId, theirs);
    expect(await takeLiveChange(shareId, await changeOf(1, BASE, theirs), textRebase)).toBe('rebased');
    const note = await db.notes.get(shareId);
    expect(note).toMatchObject({ version: 2, base: { version: 2, content: theirs } });
    expect(note?.content).toMatch(/^<p>a1 (a2 b2|b2 a2) b1 <\/p>$/);
    expect((await opsFor(shareId)).filter((op) => op.kind === 'update')).toHaveLength(1);

    await drainOutbox();
    const stored = await server.note(shareId);
    expect(stored?.content).toBe(note?.content);
    expect(stored?.version).toBe(3);
    expect((await db.notes.get(shareId))?.syncStatus).toBe('synced');
  });

  it('an update already sent waits for its answer; its 409 is then rebased by transform, never a question', async () => {
    const shareId = await liveNote();
    const mine = '<p>a1 a2 b1 </p>';
    const theirs = '<p>a1 b2 b1 </p>';
    await saveNoteContent(shareId, mine);
    // The other writer's save lands while ours is on its way.
    server.onRequest = async (request) => {
      if (!request.path.endsWith('/update')) return;
      server.onRequest = undefined;
      await server.editElsewhere(shareId, theirs);
    };
    const draining = drainOutbox();
    await draining;
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'conflict' });
    // The stream's news of the other save meanwhile: the refused update's answer has decided already.
    expect(await takeLiveChange(shareId, await changeOf(1, BASE, theirs), textRebase)).toBe('waiting');
    expect(isLiveTogether(shareId)).toBe(true);
    expect(await mergeConflict(shareId, textRebase)).toMatchObject({ kind: 'merged' });
    await drainOutbox();
    const stored = (await server.note(shareId))?.content ?? '';
    expect(stored).toMatch(/^<p>a1 (a2 b2|b2 a2) b1 <\/p>$/);
    expect(await takeLiveChange(shareId, await changeOf(1, BASE, theirs), textRebase)).toBe('known');
  });
});

describe('text typed apart (the stream down)', () => {
  it('is not rebased by transform: it waits for its 409 and the rules for edits made apart', async () => {
    const { shareId } = await publishNote({ content: BASE });
    await drainOutbox();
    setLiveConnected(shareId, false);
    await saveNoteContent(shareId, '<p>a1 a2 b1 </p>');
    setLiveConnected(shareId, true);
    expect(isLiveTogether(shareId)).toBe(false);
    const theirs = '<p>a1 b2 b1 </p>';
    await server.editElsewhere(shareId, theirs);
    expect(await takeLiveChange(shareId, await changeOf(1, BASE, theirs), textRebase)).toBe('waiting');
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>a1 a2 b1 </p>', version: 1 });
  });
});
