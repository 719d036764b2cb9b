// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { deleteNote, publishNote, saveNoteContent, saveScratch } from '../local/commands.ts';
import { NoteTooLargeError } from '../local/content-size.ts';
import { readScratch } from '../local/queries.ts';
import { db } from '../local/db.ts';
import { drainForBackgroundSync, drainOutbox } from './sync-engine.ts';
import { getEngineStatus } from '../local/sync-status.ts';
import type { TestServer } from '../testing/test-server.ts';
import { advanceClock, freshLocalData } from '../testing/local-data.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData({ fakeDate: true });
});

const TEN_MINUTES = 10 * 60_000;

async function publishAndSync(content: string): Promise<string> {
  const { shareId } = await publishNote({ content });
  await drainOutbox();
  expect((await server.note(shareId))?.content).toBe(content);
  return shareId;
}

describe('the outbox delivers local changes', () => {
  it('three quick edits reach the server as one update carrying the last text', async () => {
    const shareId = await publishAndSync('<p>one</p>');
    await saveNoteContent(shareId, '<p>one two</p>');
    await saveNoteContent(shareId, '<p>one two three</p>');
    await saveNoteContent(shareId, '<p>one two three four</p>');
    await drainOutbox();
    const updates = server.requests.filter((r) => r.path.endsWith('/update'));
    expect(updates).toHaveLength(1);
    expect(await server.updateTexts()).toEqual(['<p>one two three four</p>']);
    expect(await server.note(shareId)).toMatchObject({ content: '<p>one two three four</p>', version: 2, title: 'one two three four' });
    expect(await db.notes.get(shareId)).toMatchObject({ version: 2, syncStatus: 'synced' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('an edit made before the first drain rides along in the create', async () => {
    const { shareId } = await publishNote({ content: '<p>draft</p>' });
    await saveNoteContent(shareId, '<p>draft, finished</p>');
    await drainOutbox();
    expect(server.paths()).toEqual(['/api/notes/create']);
    expect((await server.note(shareId))?.content).toBe('<p>draft, finished</p>');
  });

  it('the create goes before the update, also after its first attempt failed', async () => {
    // Backoff and wake-ups are jittered: a draw of 0 would make the create due again at once on the frozen
    // clock (one run in a few hundred), and this test is about order, not timing.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    onTestFinished(() => random.mockRestore());
    server.answerNext(503, { statusCode: 503, statusMessage: 'down', code: 'store-unavailable' });
    const { shareId } = await publishNote({ content: '<p>first</p>' });
    await drainOutbox();
    await saveNoteContent(shareId, '<p>second</p>');
    await drainOutbox();
    // The create is backing off, so the update behind it must not go out on its own.
    expect(server.paths()).toEqual(['/api/notes/create']);
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    expect(server.paths()).toEqual(['/api/notes/create', '/api/notes/create', `/api/notes/${shareId}/update`]);
    expect(await server.note(shareId)).toMatchObject({ content: '<p>second</p>', version: 2 });
  });

  it('a server out of storage keeps the note queued, says why, and delivers it once there is room', async () => {
    // Backoff is jittered; a draw of 0 would retry within this drain (see the create-before-update test).
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    onTestFinished(() => random.mockRestore());
    const full = { statusCode: 507, statusMessage: 'The server is out of storage space', code: 'storage-full' };
    server.answerNext(507, full);
    const { shareId } = await publishNote({ content: '<p>kept</p>' });
    await drainOutbox();
    expect(await server.note(shareId)).toBeNull();
    expect(await db.outbox.count()).toBe(1);
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'pending', lastError: { code: 'storage-full' } });
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    expect((await server.note(shareId))?.content).toBe('<p>kept</p>');
    const delivered = await db.notes.get(shareId);
    expect(delivered).toMatchObject({ syncStatus: 'synced' });
    expect(delivered?.lastError).toBeUndefined();
  });

  it('a replayed create is a no-op that counts as delivered', async () => {
    server.loseAnswers = 1;
    const { shareId } = await publishNote({ content: '<p>hello</p>' });
    await drainOutbox();
    expect(await server.note(shareId)).not.toBeNull();
    expect(await db.outbox.count()).toBe(1);
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    expect(server.paths('create')).toHaveLength(2);
    // The replay answered 200 (not 201): the server kept its one note.
    expect(server.handled.filter((r) => r.path.endsWith('/create'))).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notes.get(shareId)).toMatchObject({ version: 1, syncStatus: 'synced' });
  });

  it('a note grown past 1 MiB keeps its text, is never uploaded, and goes out by itself once trimmed', async () => {
    const shareId = await publishAndSync('<p>small</p>');
    const huge = `<p>${'x'.repeat(1024 * 1024 + 1)}</p>`;
    await saveNoteContent(shareId, huge);
    await drainOutbox();
    const failed = await db.notes.get(shareId);
    expect(failed).toMatchObject({ content: huge, syncStatus: 'failed', lastError: { code: 'content-too-large' } });
    expect(server.paths('update')).toHaveLength(0);
    advanceClock(TEN_MINUTES);
    await saveNoteContent(shareId, `${huge}<p>more</p>`);
    await drainOutbox();
    expect(server.paths('update')).toHaveLength(0);

    // Trimming is enough: no Retry button needed.
    await saveNoteContent(shareId, '<p>trimmed</p>');
    await drainOutbox();
    expect((await server.note(shareId))?.content).toBe('<p>trimmed</p>');
    const synced = await db.notes.get(shareId);
    expect(synced?.syncStatus).toBe('synced');
    expect(synced?.lastError).toBeUndefined();
  });

  it('a refusal for size from the server (its sanitized HTML was larger) also clears once trimmed', async () => {
    const shareId = await publishAndSync('<p>small</p>');
    server.answerNext(413, { statusCode: 413, statusMessage: 'too large', code: 'content-too-large' });
    await saveNoteContent(shareId, '<p>just under the limit here, over it there</p>');
    await drainOutbox();
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'failed', lastError: { code: 'content-too-large' } });
    await saveNoteContent(shareId, '<p>shorter</p>');
    await drainOutbox();
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'synced', version: 2 });
    expect((await server.note(shareId))?.content).toBe('<p>shorter</p>');
  });

  it('publishing more than 1 MiB promises nothing: no note, no queued create, the unsaved note kept', async () => {
    const huge = `<p>${'é'.repeat(600 * 1024)}</p>`;
    await saveScratch(huge);
    await expect(publishNote({ content: huge })).rejects.toBeInstanceOf(NoteTooLargeError);
    expect(await db.notes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await readScratch()).toBe(huge);
  });

  it('offline, then online, delivers each change exactly once even when an answer was lost', async () => {
    const shareId = await publishAndSync('<p>v1</p>');
    server.offline = true;
    await saveNoteContent(shareId, '<p>v2</p>');
    await drainOutbox();
    expect(getEngineStatus().lastNetworkError).toBe(true);
    expect((await server.note(shareId))?.version).toBe(1);

    server.offline = false;
    server.loseAnswers = 1; // the update lands, its answer does not
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    expect(server.handled.filter((r) => r.path.endsWith('/update'))).toHaveLength(2);
    // The second send met a 409 showing our own text: delivered once, no conflict for the user.
    expect(await server.note(shareId)).toMatchObject({ content: '<p>v2</p>', version: 2 });
    expect(await db.notes.get(shareId)).toMatchObject({ version: 2, syncStatus: 'synced' });
    expect((await db.notes.get(shareId))?.conflict).toBeUndefined();
    expect(getEngineStatus().lastNetworkError).toBe(false);
  });

  it('waits as long as Retry-After says', async () => {
    server.answerNext(429, { statusCode: 429, statusMessage: 'slow down', code: 'rate-limited' }, { 'retry-after': '30' });
    await publishNote({ content: '<p>hi</p>' });
    await drainOutbox();
    advanceClock(29_000);
    await drainOutbox();
    expect(server.paths('create')).toHaveLength(1);
    advanceClock(2_000);
    await drainOutbox();
    expect(server.paths('create')).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('text typed while an update is in flight is kept and sent next', async () => {
    const shareId = await publishAndSync('<p>a</p>');
    server.onRequest = async (request) => {
      if (request.path.endsWith('/update') && (await server.updateTexts()).at(-1) === '<p>ab</p>') await saveNoteContent(shareId, '<p>abc</p>');
    };
    await saveNoteContent(shareId, '<p>ab</p>');
    await drainOutbox();
    expect(await server.updateTexts()).toEqual(['<p>ab</p>', '<p>abc</p>']);
    expect(await server.note(shareId)).toMatchObject({ content: '<p>abc</p>', version: 3 });
    expect(await db.notes.get(shareId)).toMatchObject({ content: '<p>abc</p>', version: 3, syncStatus: 'synced' });
  });

  it('a first line of 60 emoji (far more than 200 code points) does not stop the note from syncing', async () => {
    const shareId = await publishAndSync('<p>start</p>');
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    const content = `<p>${family.repeat(60)}</p>`;
    await saveNoteContent(shareId, content);
    await drainOutbox();
    expect(await server.note(shareId)).toMatchObject({ content, version: 2 });
    expect(await db.notes.get(shareId)).toMatchObject({ version: 2, syncStatus: 'synced' });
  });

  it('deleting a note published offline never bothers the server', async () => {
    const { shareId } = await publishNote({ content: '<p>oops</p>' });
    await deleteNote(shareId);
    await drainOutbox();
    expect(server.requests).toHaveLength(0);
    expect(await db.notes.get(shareId)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('deleting a note whose create may have landed deletes it on the server', async () => {
    server.loseAnswers = 1;
    const { shareId } = await publishNote({ content: '<p>sent?</p>' });
    await drainOutbox();
    await deleteNote(shareId);
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    expect(server.paths().slice(1)).toEqual(['/api/notes/create', expect.stringMatching(/\/delete$/)]);
    expect(await server.note(shareId)).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('a note deleted while its create was in flight, which the server then refuses, leaves no error behind', async () => {
    const { shareId } = await publishNote({ content: '<p>short-lived</p>' });
    server.answerNext(400, { statusCode: 400, statusMessage: 'refused', code: 'invalid-body' });
    server.onRequest = async (request) => {
      if (request.path.endsWith('/create')) await deleteNote(shareId);
    };
    await drainOutbox();
    server.onRequest = undefined;
    advanceClock(TEN_MINUTES);
    await drainOutbox();
    expect(await server.note(shareId)).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('a delete the server answers with 404 counts as done', async () => {
    const shareId = await publishAndSync('<p>bye</p>');
    await server.deleteElsewhere(shareId);
    await deleteNote(shareId);
    await drainOutbox();
    expect(server.paths('delete')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a device the platform knows is offline', () => {
  it('does not try to send, so a note published and deleted offline leaves no trace', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { shareId } = await publishNote({ content: '<p>offline</p>' });
    await drainOutbox();
    await deleteNote(shareId);
    vi.stubGlobal('navigator', { onLine: true });
    await drainOutbox();
    expect(server.requests).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('Background Sync in the service worker', () => {
  it('asks the browser to fire again while a change is still undelivered, and settles once it is', async () => {
    server.offline = true; // the platform said online, but the connection dropped again
    const { shareId } = await publishNote({ content: '<p>written on the train</p>' });
    await expect(drainForBackgroundSync({ budgetMs: 0 })).rejects.toThrow();
    server.offline = false;
    advanceClock(TEN_MINUTES);
    await expect(drainForBackgroundSync()).resolves.toBeUndefined();
    expect((await server.note(shareId))?.content).toBe('<p>written on the train</p>');
  });

  it('keeps trying within one sync event and delivers as soon as the server answers again', async () => {
    server.offline = true;
    const { shareId } = await publishNote({ content: '<p>written with every tab closed</p>' });
    const pauses: number[] = [];
    const wait = async (ms: number): Promise<void> => {
      pauses.push(ms);
      advanceClock(ms);
      if (pauses.length === 3) server.offline = false;
    };
    await expect(drainForBackgroundSync({ wait })).resolves.toBeUndefined();
    expect((await server.note(shareId))?.content).toBe('<p>written with every tab closed</p>');
    // Growing pauses while the server stayed away; delivered right after it answered the probe.
    expect(pauses.slice(0, 3)).toEqual([1_000, 2_000, 4_000]);
    expect(pauses.length).toBeLessThanOrEqual(5);
  });

  it('hands back to the browser once its time is up', async () => {
    server.offline = true;
    await publishNote({ content: '<p>still offline</p>' });
    const pauses: number[] = [];
    const wait = async (ms: number): Promise<void> => {
      pauses.push(ms);
      advanceClock(ms);
    };
    await expect(drainForBackgroundSync({ wait, budgetMs: 60_000 })).rejects.toThrow();
    expect(pauses.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(60_000);
  });

  it('does not keep retrying for a change that waits for the user', async () => {
    const shareId = await publishAndSync('<p>base</p>');
    await server.editElsewhere(shareId, '<p>theirs</p>');
    await saveNoteContent(shareId, '<p>mine</p>');
    await expect(drainForBackgroundSync()).resolves.toBeUndefined();
    expect((await db.notes.get(shareId))?.syncStatus).toBe('conflict');
  });
});
