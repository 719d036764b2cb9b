// @vitest-environment node
// Answers lost on the way back, against the real server: the replay must count as delivered — no conflict
// shown for the user's own change, no second copy — also where the server stores something other than what
// was sent (it cleans the HTML, it derives titles).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishNote, renameNote, saveNoteContent } from '../local/commands.ts';
import { db } from '../local/db.ts';
import { drainOutbox } from './sync-engine.ts';
import { advanceClock, freshLocalData } from '../testing/local-data.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData({ fakeDate: true });
});

const TEN_MINUTES = 10 * 60_000;

/** Sends what is queued, losing the first answer, then sends again after the backoff. */
async function deliverLosingOneAnswer(): Promise<void> {
  server.loseAnswers = 1;
  await drainOutbox();
  advanceClock(TEN_MINUTES);
  await drainOutbox();
}

describe('a change whose answer was lost is sent again', () => {
  it('a link the server rewrites (rel, target) is still recognised as our own update, not a conflict', async () => {
    const { shareId } = await publishNote({ content: '<p>start</p>' });
    await drainOutbox();
    const withLink = '<p>see <a href="https://example.com/plan" rel="noopener noreferrer" target="_blank">the plan</a></p>';
    await saveNoteContent(shareId, withLink);
    await deliverLosingOneAnswer();
    expect(server.handled.filter((r) => r.path.endsWith('/update'))).toHaveLength(2);
    const stored = await server.note(shareId);
    expect(stored?.content).toContain('nofollow');
    expect(stored?.version).toBe(2);
    const local = await db.notes.get(shareId);
    expect(local).toMatchObject({ syncStatus: 'synced', version: 2 });
    expect(local?.conflict).toBeUndefined();
  });

  it('a create with HTML the server cleans is replayed as the same note', async () => {
    const { shareId } = await publishNote({ content: '<p onclick="steal()">hello</p><script>steal()</script>' });
    await deliverLosingOneAnswer();
    expect(server.handled.filter((r) => r.path.endsWith('/create'))).toHaveLength(2);
    expect((await server.note(shareId))?.content).toBe('<p>hello</p>');
    expect(await db.notes.get(shareId)).toMatchObject({ syncStatus: 'synced', version: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a rename sent twice leaves the note renamed, and the next edit is not mistaken for a conflict', async () => {
    const { shareId } = await publishNote({ content: '<p>first line</p>' });
    await drainOutbox();
    await renameNote(shareId, 'Groceries');
    await deliverLosingOneAnswer();
    expect(server.handled.filter((r) => r.path.endsWith('/rename'))).toHaveLength(2);
    await saveNoteContent(shareId, '<p>first line, milk</p>');
    await drainOutbox();
    expect(await server.note(shareId)).toMatchObject({ title: 'Groceries', renamed: true, content: '<p>first line, milk</p>' });
    const local = await db.notes.get(shareId);
    expect(local).toMatchObject({ title: 'Groceries', syncStatus: 'synced' });
    expect(local?.conflict).toBeUndefined();
  });
});
