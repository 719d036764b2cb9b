// @vitest-environment node
// A create an older build queued offline, before share ids were derived from edit ids (docs/design.md §3), reaches
// a server that takes only derived pairs: it is refused (400 share-id-not-derived) and never retried, the text stays
// here, and keeping it as a new note publishes it under a derived pair — a link that works, which the writer is told
// to share instead (features/note/refused-link).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newEditId, newShareId } from '../../../../shared/ids.ts';
import { keepAsNewNote, publishNote } from './commands.ts';
import { db } from './db.ts';
import { isLinkRefused } from './deleted-elsewhere.ts';
import { shareIdOf } from './note-ids.ts';
import { opsFor } from './outbox/outbox.ts';
import { drainOutbox } from '../sync/sync-engine.ts';
import { advanceClock, freshLocalData } from '../testing/local-data.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData({ fakeDate: true });
});

/** What an older build left in IndexedDB: a note published offline under a random pair, its create queued. */
async function queuedByOlderBuild(content: string, extra: { password?: string } = {}): Promise<string> {
  server.offline = true;
  const { shareId: derived } = await publishNote({ content, ...extra });
  const oldIds = { shareId: newShareId(), editId: newEditId() };
  await db.transaction('rw', db.notes, db.outbox, async () => {
    const note = (await db.notes.get(derived))!;
    const ops = await opsFor(derived);
    await db.notes.delete(derived);
    await db.outbox.bulkDelete(ops.map((op) => op.id!));
    await db.notes.add({ ...note, ...oldIds });
    for (const { id: _id, ...op } of ops) {
      const payload = op.kind === 'create' ? { ...op.payload, share_id: oldIds.shareId, edit_id: oldIds.editId } : op.payload;
      await db.outbox.add({ ...op, shareId: oldIds.shareId, payload } as typeof op);
    }
  });
  server.offline = false;
  return oldIds.shareId;
}

describe('a create queued with a random pair by an older build', () => {
  it('is refused once, never retried, and the note says its link was refused; the text stays', async () => {
    const shareId = await queuedByOlderBuild('<p>Minutes of Tuesday</p>');
    await drainOutbox();
    const note = await db.notes.get(shareId);
    expect(note).toMatchObject({ content: '<p>Minutes of Tuesday</p>', syncStatus: 'failed', lastError: { code: 'share-id-not-derived' } });
    expect(isLinkRefused(note!)).toBe(true);
    advanceClock(60 * 60_000);
    await drainOutbox();
    expect(server.paths('create')).toHaveLength(1);
    expect(await server.note(shareId)).toBeNull();
  });

  it('kept as a new note, it is published under a derived pair with its password, and the old link is forgotten', async () => {
    const shareId = await queuedByOlderBuild('<p>Door code 4711</p>', { password: 'hunter2' });
    await drainOutbox();
    const { shareId: copyId } = await keepAsNewNote(shareId);
    await drainOutbox();
    const copy = await db.notes.get(copyId);
    expect(copy).toMatchObject({ content: '<p>Door code 4711</p>', syncStatus: 'synced', hasPassword: true });
    expect(copyId).toBe(await shareIdOf(copy!.editId));
    expect((await server.note(copyId))?.content).toBe('<p>Door code 4711</p>');
    expect(await server.passwordOpens(copyId, 'hunter2')).toBe(true);
    expect(await db.notes.get(shareId)).toBeUndefined();
    expect(await opsFor(shareId)).toEqual([]);
  });
});
