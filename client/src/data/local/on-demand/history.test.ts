// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteNote, publishNote, saveNoteContent } from '../commands.ts';
import { db } from '../db.ts';
import { listVersions, readVersion } from './history.ts';
import { restoreVersion } from './restore.ts';
import { KEPT_VERSIONS_PER_NOTE, forgetVersionsOfGoneNotes, seenVersions } from '../versions.ts';
import { drainOutbox } from '../../sync/sync-engine.ts';
import { opsFor } from '../outbox/outbox.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { freshLocalData } from '../../testing/local-data.ts';
import type { LocalNote } from '../types.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData();
});

async function localNote(shareId: string): Promise<LocalNote> {
  const note = await db.notes.get(shareId);
  if (!note) throw new Error('no note');
  return note;
}

/** A published note edited and synced once per text: versions 1, 2, … on the server. */
async function noteWithVersions(...texts: string[]): Promise<string> {
  const [first = '', ...rest] = texts;
  const { shareId } = await publishNote({ content: first });
  await drainOutbox();
  for (const text of rest) {
    await saveNoteContent(shareId, text);
    await drainOutbox();
  }
  return shareId;
}

describe('History offline: the versions this device has seen', () => {
  it('offline, History lists the versions this device sent, newest first, and shows their text', async () => {
    const shareId = await noteWithVersions('<p>Groceries</p>', '<p>Groceries: milk</p>', '<p>Groceries: milk, eggs</p>');
    server.offline = true;
    const page = await listVersions(await localNote(shareId));
    expect(page.fromDevice).toBe(true);
    expect(page.nextBefore).toBeNull();
    expect(page.versions.map((entry) => entry.version)).toEqual([3, 2, 1]);
    expect(page.versions[0]).toMatchObject({ title: 'Groceries: milk, eggs', size: '<p>Groceries: milk, eggs</p>'.length });
    expect((await readVersion(await localNote(shareId), 2)).content).toBe('<p>Groceries: milk</p>');
  });

  it('a device keeps only the newest versions of a note, however many autosaves it sent', async () => {
    const texts = Array.from({ length: KEPT_VERSIONS_PER_NOTE + 5 }, (_, i) => `<p>draft ${i}</p>`);
    const shareId = await noteWithVersions(...texts);
    const kept = await seenVersions(shareId);
    expect(kept).toHaveLength(KEPT_VERSIONS_PER_NOTE);
    expect(kept[0]?.content).toBe(`<p>draft ${texts.length - 1}</p>`);
    expect(kept.at(-1)?.version).toBe(texts.length - KEPT_VERSIONS_PER_NOTE + 1);
  });

  it('deleting a note forgets its kept versions at once; those of notes gone otherwise go at the next start', async () => {
    const deleted = await noteWithVersions('<p>secret plan</p>', '<p>secret plan v2</p>');
    const removedElsewhere = await noteWithVersions('<p>other</p>');
    const staying = await noteWithVersions('<p>kept</p>');
    await deleteNote(deleted);
    expect(await seenVersions(deleted)).toEqual([]);
    await db.notes.delete(removedElsewhere);
    await forgetVersionsOfGoneNotes();
    expect(await seenVersions(removedElsewhere)).toEqual([]);
    expect(await seenVersions(staying)).toHaveLength(1);
  });

  it('an offline restore is an update to that text on the current base version, queued in the outbox, and undoing it brings the text back', async () => {
    const shareId = await noteWithVersions('<p>Plan A</p>', '<p>Plan B</p>', '<p>Plan C</p>');
    server.offline = true;
    const old = await readVersion(await localNote(shareId), 1);
    const { replaced } = await restoreVersion(shareId, { version: old.version, content: old.content });
    expect(replaced).toEqual({ version: 3, content: '<p>Plan C</p>' });
    expect(await localNote(shareId)).toMatchObject({ content: '<p>Plan A</p>', title: 'Plan A', version: 3, syncStatus: 'pending' });
    expect((await opsFor(shareId)).map((op) => [op.kind, op.kind === 'update' ? op.payload.content : ''])).toEqual([['update', '<p>Plan A</p>']]);

    // Undo before anything was sent: the queued update simply carries the old text again.
    await restoreVersion(shareId, replaced ?? { version: null, content: '' });
    expect((await localNote(shareId)).content).toBe('<p>Plan C</p>');

    await restoreVersion(shareId, { version: old.version, content: old.content });
    server.offline = false;
    await drainOutbox();
    expect((await server.note(shareId))?.content).toBe('<p>Plan A</p>');
    expect(await localNote(shareId)).toMatchObject({ version: 4, syncStatus: 'synced' });
  });

  it('restoring the text the note already has changes nothing and offers no undo', async () => {
    const shareId = await noteWithVersions('<p>Same</p>');
    expect(await restoreVersion(shareId, { version: 1, content: '<p>Same</p>' })).toEqual({ replaced: null });
    expect(await opsFor(shareId)).toEqual([]);
  });

  it('restoring on a note this browser no longer has is refused, not invented', async () => {
    await expect(restoreVersion('ABCDEFGHJK', { version: 1, content: '<p>x</p>' })).rejects.toThrow(/no local note/);
  });
});

describe('History online: the server\'s versions and its restore', () => {
  it('History lists the server\'s versions, newest (the current one) first, and pages to older ones', async () => {
    const shareId = await noteWithVersions('<p>v1</p>', '<p>v2</p>', '<p>v3</p>');
    const page = await listVersions(await localNote(shareId));
    expect(page.fromDevice).toBe(false);
    expect(page.versions.map((entry) => entry.version)).toEqual([3, 2, 1]);
    expect(page.nextBefore).toBeNull();
    const older = await listVersions(await localNote(shareId), 3);
    expect(older.versions.map((entry) => entry.version)).toEqual([2, 1]);
  });

  it('a version read from the server is kept on this device, so it shows offline later', async () => {
    const shareId = await noteWithVersions('<p>first</p>', '<p>second</p>');
    await db.versions.clear();
    expect((await readVersion(await localNote(shareId), 1)).content).toBe('<p>first</p>');
    server.offline = true;
    expect((await readVersion(await localNote(shareId), 1)).content).toBe('<p>first</p>');
  });

  it('with nothing queued, a restore is the server\'s restore: a new version at once, and undoing it restores the replaced one', async () => {
    const shareId = await noteWithVersions('<p>Plan A</p>', '<p>Plan B</p>');
    const { replaced } = await restoreVersion(shareId, { version: 1, content: '<p>Plan A</p>' });
    expect(server.paths('/restore')).toHaveLength(1);
    expect(await opsFor(shareId)).toEqual([]);
    expect(await localNote(shareId)).toMatchObject({ content: '<p>Plan A</p>', version: 3, syncStatus: 'synced' });
    expect(await server.note(shareId)).toMatchObject({ content: '<p>Plan A</p>' });
    expect(replaced).toEqual({ version: 2, content: '<p>Plan B</p>' });

    await restoreVersion(shareId, replaced ?? { version: null, content: '' });
    expect(await localNote(shareId)).toMatchObject({ content: '<p>Plan B</p>', version: 4 });
    expect(await server.note(shareId)).toMatchObject({ content: '<p>Plan B</p>' });
  });

  it('text changed elsewhere since this device last synced: the restore goes as an update and meets the conflict, nothing is overwritten', async () => {
    const shareId = await noteWithVersions('<p>Plan A</p>', '<p>Plan B</p>');
    const note = await localNote(shareId);
    const other = await fetch(`http://jotter.test/api/notes/${shareId}/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: '<p>Plan B and more from elsewhere</p>', editId: note.editId, baseVersion: 2 }),
    });
    expect(other.status).toBe(200);
    await restoreVersion(shareId, { version: 1, content: '<p>Plan A</p>' });
    await drainOutbox();
    expect(await server.note(shareId)).toMatchObject({ content: '<p>Plan B and more from elsewhere</p>' });
    expect(await localNote(shareId)).toMatchObject({ content: '<p>Plan A</p>', syncStatus: 'conflict' });
  });
});
