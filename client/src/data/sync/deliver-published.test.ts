// @vitest-environment node
// What publishing tells the writer follows what the server has: "published" only once the create is acknowledged;
// otherwise the note is marked, and its acknowledgement later is announced once, by one page.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishNote } from '../local/commands.ts';
import { db } from '../local/db.ts';
import { takeDuePublishAnnouncements, takePublishAnnouncement } from '../local/publish-announcements.ts';
import type { TestServer } from '../testing/test-server.ts';
import { advanceClock, freshLocalData } from '../testing/local-data.ts';
import { deliverPublished } from './deliver-published.ts';
import { onNotePublished } from '../local/outbox/published-notice.ts';
import { drainOutbox } from './sync-engine.ts';

let server: TestServer;

beforeEach(async () => {
  server = await freshLocalData({ fakeDate: true });
});

describe('delivering a note just published', () => {
  it('says "published" only with the note on the server, its create sent at once', async () => {
    const { shareId } = await publishNote({ content: '<p>Fresh link</p>' });
    expect(await deliverPublished(shareId)).toBe('published');
    expect((await server.note(shareId))?.content).toBe('<p>Fresh link</p>');
    expect((await db.notes.get(shareId))?.announcePublished).toBeUndefined();
  });

  it('with the server unreachable, says so and marks the note; its later acknowledgement is told once', async () => {
    server.offline = true;
    const { shareId } = await publishNote({ content: '<p>In the tunnel</p>' });
    expect(await deliverPublished(shareId)).toBe('waiting');
    expect(await server.note(shareId)).toBeNull();
    expect((await db.notes.get(shareId))?.announcePublished).toBe(true);

    const told: string[] = [];
    const stop = onNotePublished((id) => told.push(id));
    server.offline = false;
    // Past the failed try's backoff.
    advanceClock(10 * 60_000);
    await drainOutbox();
    await expect.poll(() => told).toEqual([shareId]);
    stop();
    // Two pages hear it; only the first to take the mark says "Published".
    const [first, second] = await Promise.all([takePublishAnnouncement(shareId), takePublishAnnouncement(shareId)]);
    expect([first, second].filter((note) => note !== null)).toEqual([{ shareId, title: 'In the tunnel' }]);
    expect((await db.notes.get(shareId))?.announcePublished).toBeUndefined();
  });

  it('a note acknowledged while no page listened is announced at the next start, and only then', async () => {
    server.offline = true;
    const { shareId } = await publishNote({ content: '<p>Sent by the service worker</p>' });
    await deliverPublished(shareId);
    expect(await takeDuePublishAnnouncements()).toEqual([]);
    server.offline = false;
    // Past the failed try's backoff.
    advanceClock(10 * 60_000);
    await drainOutbox();
    expect(await takeDuePublishAnnouncements()).toEqual([{ shareId, title: 'Sent by the service worker' }]);
    expect(await takeDuePublishAnnouncements()).toEqual([]);
  });

  it('an encrypted note is announced with its key, for the link that opens it', async () => {
    server.offline = true;
    const { shareId, key } = await publishNote({ content: '<p>Sealed</p>', encrypt: true });
    await deliverPublished(shareId);
    server.offline = false;
    // Past the failed try's backoff.
    advanceClock(10 * 60_000);
    await drainOutbox();
    expect(await takePublishAnnouncement(shareId)).toEqual({ shareId, key, title: 'Sealed' });
  });
});
