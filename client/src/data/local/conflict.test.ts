// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptServerCopy, publishNote, resolveConflict, retryFailed, saveNoteContent } from './commands.ts';
import { fetchSharedNote } from '../remote/remote.ts';
import { db } from './db.ts';
import { drainOutbox } from '../sync/sync-engine.ts';
import type { TestServer } from '../testing/test-server.ts';
import { advanceClock, freshLocalData } from '../testing/local-data.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A note edited here and on another device from the same version, after the 409 arrived. */
async function conflictedNote(): Promise<string> {
  const { shareId } = await publishNote({ content: '<p>base</p>' });
  await drainOutbox();
  await server.editElsewhere(shareId, '<p>theirs</p>');
  await saveNoteContent(shareId, '<p>mine</p>');
  await drainOutbox();
  return shareId;
}

describe('two devices editing one note', () => {
  it('a 409 overwrites neither side and stops sending until the user chooses', async () => {
    const shareId = await conflictedNote();
    const note = await db.notes.get(shareId);
    expect(note).toMatchObject({ content: '<p>mine</p>', syncStatus: 'conflict', conflict: { content: '<p>theirs</p>', version: 2 } });
    expect(await server.note(shareId)).toMatchObject({ content: '<p>theirs</p>', version: 2 });

    await saveNoteContent(shareId, '<p>mine, more</p>');
    await retryFailed(shareId);
    await drainOutbox();
    expect(server.paths('update')).toHaveLength(1);
    expect((await server.note(shareId))?.content).toBe('<p>theirs</p>');
    expect((await db.notes.get(shareId))?.syncStatus).toBe('conflict');
  });

  it('keep mine sends the local text on top of the server version', async () => {
    const shareId = await conflictedNote();
    await resolveConflict(shareId, 'mine');
    await drainOutbox();
    expect(await server.note(shareId)).toMatchObject({ content: '<p>mine</p>', version: 3 });
    const note = await db.notes.get(shareId);
    expect(note).toMatchObject({ content: '<p>mine</p>', version: 3, syncStatus: 'synced' });
    expect(note?.conflict).toBeUndefined();
  });

  it('take theirs replaces the local text and sends nothing', async () => {
    const shareId = await conflictedNote();
    const before = server.requests.length;
    await resolveConflict(shareId, 'theirs');
    await drainOutbox();
    expect(server.requests).toHaveLength(before);
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>theirs</p>', title: 'theirs', version: 2, syncStatus: 'synced' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keep both publishes the local text as a new note and keeps theirs under the old link', async () => {
    const shareId = await conflictedNote();
    const copyId = (await resolveConflict(shareId, 'both'))?.shareId;
    expect(copyId).toMatch(/^[0-9A-Za-z]{12}$/);
    await drainOutbox();
    expect((await server.note(shareId))?.content).toBe('<p>theirs</p>');
    expect((await server.note(copyId ?? ''))?.content).toBe('<p>mine</p>');
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>theirs</p>', syncStatus: 'synced' });
    expect(await db.notes.get(copyId ?? '')).toMatchObject({ content: '<p>mine</p>', syncStatus: 'synced' });
  });
});

describe('keep both on a password-protected note', () => {
  async function protectedConflict(): Promise<string> {
    const { shareId } = await publishNote({ content: '<p>salary list</p>', password: 'old secret' });
    await drainOutbox();
    await server.editElsewhere(shareId, '<p>salary list, theirs</p>');
    await saveNoteContent(shareId, '<p>salary list, mine</p>');
    await drainOutbox();
    expect((await db.notes.get(shareId))?.syncStatus).toBe('conflict');
    return shareId;
  }

  it('publishes the copy behind the password the user chose for it, never open to everyone', async () => {
    const shareId = await protectedConflict();
    const copyId = (await resolveConflict(shareId, 'both', { password: 'new secret' }))?.shareId ?? '';
    await drainOutbox();
    expect((await server.note(copyId))?.content).toBe('<p>salary list, mine</p>');
    expect(await server.passwordOpens(copyId, 'new secret')).toBe(true);
    expect(await server.passwordOpens(copyId, 'old secret')).toBe(false);
    expect(await db.notes.get(copyId)).toMatchObject({ hasPassword: true, syncStatus: 'synced' });
  });

  it('without a password for the copy it refuses and changes nothing', async () => {
    const shareId = await protectedConflict();
    const before = await db.outbox.count();
    await expect(resolveConflict(shareId, 'both')).rejects.toThrow(RangeError);
    expect(await db.notes.count()).toBe(1);
    expect(await db.outbox.count()).toBe(before);
    expect((await db.notes.get(shareId))?.syncStatus).toBe('conflict');
  });
});

describe('a conflict found while more text was being typed', () => {
  it('keep mine sends the newest text once', async () => {
    const { shareId } = await publishNote({ content: '<p>base</p>' });
    await drainOutbox();
    await server.editElsewhere(shareId, '<p>theirs</p>');
    server.onRequest = async (request) => {
      if (request.path.endsWith('/update') && (await server.updateTexts()).at(-1) === '<p>mine</p>') await saveNoteContent(shareId, '<p>mine, longer</p>');
    };
    await saveNoteContent(shareId, '<p>mine</p>');
    await drainOutbox();
    server.onRequest = undefined;
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>mine, longer</p>', syncStatus: 'conflict' });
    await resolveConflict(shareId, 'mine');
    await drainOutbox();
    expect(await server.updateTexts()).toEqual(['<p>mine</p>', '<p>mine, longer</p>']);
    expect(await server.note(shareId)).toMatchObject({ content: '<p>mine, longer</p>', version: 3 });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('opening a note another device changed', () => {
  it('takes the newer server copy when nothing is waiting to be sent here', async () => {
    const { shareId, editId } = await publishNote({ content: '<p>base</p>' });
    await drainOutbox();
    await server.editElsewhere(shareId, '<p>from the phone</p>');
    await adoptServerCopy(shareId, await fetchSharedNote(shareId, { editId }));
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>from the phone</p>', version: 2, syncStatus: 'synced' });
  });

  it('keeps local edits that are still queued; the push meets the conflict instead', async () => {
    const { shareId, editId } = await publishNote({ content: '<p>base</p>' });
    await drainOutbox();
    await server.editElsewhere(shareId, '<p>from the phone</p>');
    await saveNoteContent(shareId, '<p>typed here offline</p>');
    await adoptServerCopy(shareId, await fetchSharedNote(shareId, { editId }));
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>typed here offline</p>', version: 1 });
    await drainOutbox();
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'conflict', conflict: { content: '<p>from the phone</p>' } });
  });

  it('an older server answer never rolls the local copy back', async () => {
    const { shareId, editId } = await publishNote({ content: '<p>base</p>' });
    await drainOutbox();
    const stale = await fetchSharedNote(shareId, { editId });
    await saveNoteContent(shareId, '<p>newer</p>');
    await drainOutbox();
    await adoptServerCopy(shareId, stale);
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>newer</p>', version: 2 });
  });
});

describe('a create whose answer was lost while the note was edited on another device', () => {
  /** The create lands but its answer is lost; the edit link is opened elsewhere; the replay then answers 200. */
  async function replayedAfterEditElsewhere(): Promise<{ shareId: string; editId: string }> {
    server.loseAnswers = 1;
    const ids = await publishNote({ content: '<p>base</p>' });
    await drainOutbox();
    await server.editElsewhere(ids.shareId, '<p>from the phone</p>');
    advanceClock(10 * 60_000);
    await drainOutbox();
    expect(await db.outbox.count()).toBe(0);
    return ids;
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('text typed here afterwards meets a conflict instead of overwriting the other device', async () => {
    const { shareId } = await replayedAfterEditElsewhere();
    await saveNoteContent(shareId, '<p>typed here</p>');
    await drainOutbox();
    expect((await server.note(shareId))?.content).toBe('<p>from the phone</p>');
    expect(await db.notes.get(shareId)).toMatchObject({
      content: '<p>typed here</p>',
      syncStatus: 'conflict',
      conflict: { content: '<p>from the phone</p>' },
    });
  });

  it('opening the note here shows the other device\'s text', async () => {
    const { shareId, editId } = await replayedAfterEditElsewhere();
    await adoptServerCopy(shareId, await fetchSharedNote(shareId, { editId }));
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>from the phone</p>', version: 2, syncStatus: 'synced' });
  });
});
