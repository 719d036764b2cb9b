// @vitest-environment node
// Two devices edit one note from the same version; the second to reach the server meets a 409. With its base
// kept, edits of different words merge and go out on top of the server's version; edits of the same words,
// or a note without a known base, wait for the user's choice with both sides intact.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishNote, renameNote, saveNoteContent } from '../commands.ts';
import { mergeConflict, type HtmlMerge } from './conflict-merge.ts';
import { db } from '../db.ts';
import { resolveHunks } from './merge-resolve.ts';
import { mergeThreeWay } from './three-way-merge.ts';
import { drainOutbox } from '../../sync/sync-engine.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { freshLocalData } from '../../testing/local-data.ts';
import { asHtml, mergeParagraphs, paragraphs } from '../../testing/paragraph-merge.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData();
});

const BASE = '<p>one two three</p><p>four five six</p>';

/** Published and delivered here, then edited on another device and here from that same version. */
async function editedOnBoth(mine: string, theirs: string): Promise<string> {
  const { shareId } = await publishNote({ content: BASE });
  await drainOutbox();
  await server.editElsewhere(shareId, theirs);
  await saveNoteContent(shareId, mine);
  // Nothing that holds the document model runs here (as in the service worker): the conflict stays stored.
  await drainOutbox();
  return shareId;
}

describe('a conflict that merges by itself', () => {
  it('edits of different paragraphs reach the server merged on top of its version, and the conflict ends', async () => {
    const shareId = await editedOnBoth('<p>one TWO three</p><p>four five six</p>', '<p>one two three</p><p>four FIVE six</p>');
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'conflict', content: '<p>one TWO three</p><p>four five six</p>' });

    expect(await mergeConflict(shareId, mergeParagraphs)).toMatchObject({ kind: 'merged' });
    await drainOutbox();

    const merged = '<p>one TWO three</p><p>four FIVE six</p>';
    expect(await server.note(shareId)).toMatchObject({ content: merged, version: 3 });
    const note = await db.notes.get(shareId);
    expect(note).toMatchObject({ content: merged, version: 3, syncStatus: 'synced', base: { version: 3, content: merged } });
    expect(note?.conflict).toBeUndefined();
  });

  it('edits of different words of one paragraph merge too', async () => {
    const shareId = await editedOnBoth('<p>one two three more</p><p>four five six</p>', '<p>ONE two three</p><p>four five six</p>');
    expect(await mergeConflict(shareId, mergeParagraphs)).toMatchObject({ kind: 'merged' });
    await drainOutbox();
    expect((await server.note(shareId))?.content).toBe('<p>ONE two three more</p><p>four five six</p>');
  });

  it('edits of the same words stay a conflict: both sides kept, nothing sent', async () => {
    const shareId = await editedOnBoth('<p>one two three</p><p>four cinq six</p>', '<p>one two three</p><p>four FIVE six</p>');
    const sent = server.paths('update').length;
    expect(await mergeConflict(shareId, mergeParagraphs)).toEqual({ kind: 'conflict' });
    await drainOutbox();
    expect(server.paths('update')).toHaveLength(sent);
    expect(await db.notes.get(shareId)).toMatchObject({
      content: '<p>one two three</p><p>four cinq six</p>',
      syncStatus: 'conflict',
      conflict: { content: '<p>one two three</p><p>four FIVE six</p>' },
    });
  });

  it('a note whose base is unknown (stored before bases were kept) leaves the choice to the user', async () => {
    const shareId = await editedOnBoth('<p>one TWO three</p><p>four five six</p>', '<p>one two three</p><p>four FIVE six</p>');
    const note = await db.notes.get(shareId);
    if (!note) throw new Error('note missing');
    const { base: _base, ...withoutBase } = note;
    await db.notes.put(withoutBase);
    expect(await mergeConflict(shareId, () => '<p>never used</p>')).toEqual({ kind: 'conflict' });
    expect((await db.notes.get(shareId))?.syncStatus).toBe('conflict');
  });

  it('a rename made here keeps its title through the merge; only the text merges', async () => {
    const shareId = await editedOnBoth('<p>one TWO three</p><p>four five six</p>', '<p>one two three</p><p>four FIVE six</p>');
    await renameNote(shareId, 'My title');
    await drainOutbox();
    expect(await mergeConflict(shareId, mergeParagraphs)).toMatchObject({ kind: 'merged' });
    await drainOutbox();
    expect(await server.note(shareId)).toMatchObject({ title: 'My title', content: '<p>one TWO three</p><p>four FIVE six</p>' });
    expect((await db.notes.get(shareId))?.title).toBe('My title');
  });

  it('a rename made on the other device shows here after the merge, as the server keeps it', async () => {
    const { shareId } = await publishNote({ content: BASE });
    await drainOutbox();
    await server.editElsewhere(shareId, '<p>one two three</p><p>four FIVE six</p>');
    await server.renameElsewhere(shareId, 'Named elsewhere');
    await saveNoteContent(shareId, '<p>one TWO three</p><p>four five six</p>');
    await drainOutbox();
    expect(await mergeConflict(shareId, mergeParagraphs)).toMatchObject({ kind: 'merged' });
    await drainOutbox();
    expect(await server.note(shareId)).toMatchObject({ title: 'Named elsewhere' });
    expect(await db.notes.get(shareId)).toMatchObject({ title: 'Named elsewhere', renamed: true });
  });

  it('a rename acknowledged before the edits keeps the base usable: renaming changes no text', async () => {
    const { shareId } = await publishNote({ content: BASE });
    await drainOutbox();
    await renameNote(shareId, 'Renamed first');
    await drainOutbox();
    expect(await db.notes.get(shareId)).toMatchObject({ version: 2, base: { version: 2, content: BASE } });
    await server.editElsewhere(shareId, '<p>one two three</p><p>four FIVE six</p>');
    await saveNoteContent(shareId, '<p>one TWO three</p><p>four five six</p>');
    await drainOutbox();
    expect(await mergeConflict(shareId, mergeParagraphs)).toMatchObject({ kind: 'merged' });
    await drainOutbox();
    expect(await server.note(shareId)).toMatchObject({ title: 'Renamed first', content: '<p>one TWO three</p><p>four FIVE six</p>' });
  });

  it('a base that lags its version (the note changed without one) is never used', async () => {
    const shareId = await editedOnBoth('<p>one TWO three</p><p>four five six</p>', '<p>one two three</p><p>four FIVE six</p>');
    const note = await db.notes.get(shareId);
    if (!note) throw new Error('note missing');
    await db.notes.put({ ...note, base: { version: note.version - 1, content: '<p>older</p>' } });
    expect(await mergeConflict(shareId, mergeParagraphs)).toEqual({ kind: 'conflict' });
  });

  it('a choice over the words both changed keeps every other edit of both sides, and says what replaced what', async () => {
    const shareId = await editedOnBoth('<p>one TWO three</p><p>four cinq six</p>', '<p>one two three</p><p>four FIVE six!</p>');
    const keepBoth: HtmlMerge = (base, mine, theirs) => {
      const docs = [paragraphs(base), paragraphs(mine), paragraphs(theirs)] as const;
      const result = mergeThreeWay(...docs);
      return asHtml('merged' in result ? result.merged : resolveHunks(...docs, result.conflict.hunks, 'both', { mine: 'Mine:', theirs: 'Theirs:' }));
    };
    expect(await mergeConflict(shareId, mergeParagraphs)).toEqual({ kind: 'conflict' });
    // Only the word both changed is doubled; their '!' on the next word is merged like any other edit.
    const settled = '<p>one TWO three</p><p>four Mine: cinq Theirs: FIVE six!</p>';
    expect(await mergeConflict(shareId, keepBoth)).toEqual({ kind: 'merged', from: '<p>one TWO three</p><p>four cinq six</p>', to: settled });
    await drainOutbox();
    expect(await server.note(shareId)).toMatchObject({ content: settled, version: 3 });
  });

  it('typing saved while the merge was worked out makes that merge stale: nothing is stored over the typing', async () => {
    const shareId = await editedOnBoth('<p>one TWO three</p><p>four five six</p>', '<p>one two three</p><p>four FIVE six</p>');
    const typedMeanwhile: HtmlMerge = (base, mine, theirs) => {
      void saveNoteContent(shareId, '<p>one TWO three and more</p><p>four five six</p>');
      return mergeParagraphs(base, mine, theirs);
    };
    expect(await mergeConflict(shareId, typedMeanwhile)).toEqual({ kind: 'none' });
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>one TWO three and more</p><p>four five six</p>', syncStatus: 'conflict' });
  });
});
