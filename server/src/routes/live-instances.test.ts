// Live notes across app instances (docs/design.md §11.5): two apps in this process on one SQLite file and one Redis,
// as two servers behind a balancer. An editor's stream on one instance hears a save made through the other, presence
// and carets cross too, and without Redis each instance goes on serving its own streams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange, LiveHello, LivePresence } from '../../../shared/api.ts';
import { applySplice, contentHash } from '../../../shared/live-patch.ts';
import { openStream } from '../test-support/live-stream.ts';
import { startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';
import { redisReachable, testRedisUrl } from '../test-support/redis.ts';
import { freePort } from '../test-support/server-process.ts';
import { createNote, freshIp } from '../test-support/test-app.ts';

const haveRedis = await redisReachable(testRedisUrl);
if (!haveRedis) console.warn(`Skipped: live notes across instances need Redis at ${testRedisUrl}.`);

describe.skipIf(!haveRedis)('two instances sharing Redis', () => {
  let a: ListeningApp;
  let b: ListeningApp;
  beforeAll(async () => {
    a = await startListeningApp({ env: { REDIS_URL: testRedisUrl } });
    b = await startListeningApp({ env: { REDIS_URL: testRedisUrl }, dataDir: a.dataDir });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an editor’s stream on one instance hears each save made through the other, as a splice that rebuilds it', async () => {
    const first = '<p>Agenda: budget</p>';
    const note = await createNote(a.app, { content: first });
    const onA = await openStream(a.origin, note.share_id, { 'x-edit-id': note.edit_id, 'x-forwarded-for': freshIp() });
    const onB = await openStream(b.origin, note.share_id, { 'x-edit-id': note.edit_id, 'x-forwarded-for': freshIp() });
    await onA.next('hello');
    await onB.next('hello');
    const fromB = '<p>Agenda: budget, hiring</p>';
    expect((await b.send('POST', `/api/notes/${note.share_id}/update`, { body: { content: fromB, editId: note.edit_id, baseVersion: 1 } })).status).toBe(200);
    const change = await onA.next<LiveChange>('change');
    expect(change).toMatchObject({ from: 1, to: 2 });
    const heldOnA = applySplice(first, change.splice!);
    expect(heldOnA).toBe(fromB);
    expect(await contentHash(heldOnA)).toBe(change.hash);
    // And the other way round.
    const fromA = '<p>Agenda: budget, hiring, lunch</p>';
    expect((await a.send('POST', `/api/notes/${note.share_id}/update`, { body: { content: fromA, editId: note.edit_id, baseVersion: 2 } })).status).toBe(200);
    await onB.next<LiveChange>('change');
    const back = await onB.next<LiveChange>('change');
    expect(back).toMatchObject({ from: 2, to: 3 });
    onA.close();
    onB.close();
  });

  it('a deletion through one instance ends the streams on the other', async () => {
    const note = await createNote(a.app);
    const onA = await openStream(a.origin, note.share_id, { 'x-forwarded-for': freshIp() });
    await onA.next('hello');
    await b.send('POST', `/api/notes/${note.edit_id}/delete`);
    expect(await onA.next('gone')).toMatchObject({ reason: 'deleted' });
    await onA.ended;
  });

  it('editors on either instance count each other, and a caret uploaded through either reaches the other', async () => {
    const note = await createNote(a.app);
    const alice = await openStream(a.origin, note.share_id, { 'x-edit-id': note.edit_id, 'x-forwarded-for': freshIp() });
    await alice.next('hello');
    const bob = await openStream(b.origin, note.share_id, { 'x-edit-id': note.edit_id, 'x-forwarded-for': freshIp() });
    const bobHello = await bob.next<LiveHello>('hello');
    const latest = (events: typeof alice.events) => events.filter((event) => event.event === 'presence').at(-1)?.data as LivePresence | undefined;
    await expect.poll(() => latest(alice.events)?.editors).toBe(1);
    await expect.poll(() => latest(bob.events)?.editors).toBe(1);
    // Bob's caret, uploaded through the instance that does not hold his stream.
    const upload = await a.send('POST', `/api/notes/${note.share_id}/presence`, {
      body: { editId: note.edit_id, connection: bobHello.connection, index: 3, length: 2 },
    });
    expect(upload.status).toBe(204);
    await expect.poll(() => latest(alice.events)?.carets).toEqual([expect.objectContaining({ connection: bobHello.connection, index: 3, length: 2 })]);
    bob.close();
    await expect.poll(() => latest(alice.events)?.editors).toBe(0);
    alice.close();
  });
});

describe('with Redis down', () => {
  it('saves go on and each instance serves its own streams; the log says so once', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const t = await startListeningApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` }, logger: { stream: { write: (line) => void lines.push(line) } } });
    try {
      const note = await createNote(t.app, { content: '<p>one</p>' });
      const reader = await openStream(t.origin, note.share_id, { 'x-forwarded-for': freshIp() });
      await reader.next('hello');
      for (let version = 1; version <= 3; version += 1) {
        const answer = await t.send('POST', `/api/notes/${note.share_id}/update`, { body: { content: `<p>${version + 1}</p>`, editId: note.edit_id, baseVersion: version } });
        expect(answer.status).toBe(200);
        expect(await reader.next<LiveChange>('change')).toMatchObject({ to: version + 1 });
      }
      expect(lines.filter((line) => line.includes('live changes reach only the streams of this instance'))).toHaveLength(1);
      reader.close();
    } finally {
      await t.close();
    }
  });
});
