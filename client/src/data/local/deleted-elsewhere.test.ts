// @vitest-environment node
// A note deleted on another device while this one still had changes for it. The server answers a replayed
// create with 410 `note-deleted` (its ids are never reused), an update with 404: the text is kept, the user
// is told, and can keep it as a new note under new ids — the old link is never brought back.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepAsNewNote, publishNote, saveNoteContent } from './commands.ts';
import { db } from './db.ts';
import { opsFor } from './outbox/outbox.ts';
import { drainOutbox } from '../sync/sync-engine.ts';
import { advanceClock, freshLocalData } from '../testing/local-data.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData({ fakeDate: true });
});

const DELETED = { statusCode: 410, statusMessage: 'This note was deleted', code: 'note-deleted' };

describe('a note deleted on another device', () => {
  it('a create replayed after the note was deleted elsewhere meets the server\'s 410: text kept, no retry, no resurrection', async () => {
    const { shareId } = await publishNote({ content: '<p>written on the train</p>' });
    // The create lands but its answer is lost; the edit link is used elsewhere to delete the note.
    server.loseAnswers = 1;
    await drainOutbox();
    await server.deleteElsewhere(shareId);
    advanceClock(10 * 60_000);
    await drainOutbox();
    expect(server.handled.filter((r) => r.path.endsWith('/create'))).toHaveLength(2);
    expect(await db.notes.get(shareId)).toMatchObject({
      content: '<p>written on the train</p>',
      syncStatus: 'failed',
      lastError: { code: 'note-deleted' },
    });
    advanceClock(60 * 60_000);
    await drainOutbox();
    expect(server.paths('create')).toHaveLength(2);
    expect(await server.note(shareId)).toBeNull();
  });

  it('keeping it as a new note publishes the text under new ids, with its password and expiry, and forgets the old link', async () => {
    const { shareId, editId } = await publishNote({ content: '<p>secret plan</p>', password: 'hunter2', expire: '1w' });
    server.answerNext(410, DELETED);
    await drainOutbox();
    const { shareId: copyId } = await keepAsNewNote(shareId);
    expect(copyId).not.toBe(shareId);
    await drainOutbox();
    expect((await server.note(copyId))?.content).toBe('<p>secret plan</p>');
    expect(await server.passwordOpens(copyId, 'hunter2')).toBe(true);
    expect((await server.note(copyId))?.expiresAt).not.toBeNull();
    expect((await server.note(copyId))?.editId).not.toBe(editId);
    // The old note is gone here too, with nothing left to send for it.
    expect(await db.notes.get(shareId)).toBeUndefined();
    expect(await opsFor(shareId)).toEqual([]);
    expect(await server.note(shareId)).toBeNull();
    expect(await db.notes.get(copyId)).toMatchObject({ syncStatus: 'synced', hasPassword: true });
  });

  it('an update answered 404 (the note is gone) can be kept as a new note too', async () => {
    const { shareId } = await publishNote({ content: '<p>v1</p>' });
    await drainOutbox();
    await server.deleteElsewhere(shareId);
    await saveNoteContent(shareId, '<p>v2, typed after the delete</p>');
    await drainOutbox();
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'failed', lastError: { code: 'note-not-found' } });
    const { shareId: copyId } = await keepAsNewNote(shareId);
    await drainOutbox();
    expect((await server.note(copyId))?.content).toBe('<p>v2, typed after the delete</p>');
    expect(await db.notes.get(shareId)).toBeUndefined();
  });

  it('a protected note whose password is not known here needs a new one, and nothing changes without it', async () => {
    const { shareId } = await publishNote({ content: '<p>v1</p>', password: 'old' });
    await drainOutbox();
    await server.deleteElsewhere(shareId);
    await saveNoteContent(shareId, '<p>v2</p>');
    await drainOutbox();
    await expect(keepAsNewNote(shareId)).rejects.toThrow(RangeError);
    expect(await db.notes.count()).toBe(1);
    const { shareId: copyId } = await keepAsNewNote(shareId, { password: 'new' });
    await drainOutbox();
    expect(await server.passwordOpens(copyId, 'new')).toBe(true);
  });
});
