// The live stream's bounds (docs/design.md §11.6) with their clocks made short: heartbeats, the stream's lifetime, a
// reader too slow for what it is sent, the instance's cap, and a shutdown that does not wait for open streams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveHello } from '../../../shared/api.ts';
import { LIVE_MAX_BUFFERED_BYTES } from '../../../shared/limits.ts';
import { openStream } from '../test-support/live-stream.ts';
import { startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';
import { createNote, freshIp } from '../test-support/test-app.ts';

describe('a live stream’s bounds', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp({ live: { tickMs: 50, heartbeatMs: 200, maxLifeMs: 1500, perInstance: 3 } });
  });
  afterAll(() => t.close());

  it('a quiet stream gets a heartbeat comment, then ends after its lifetime (the client resumes)', async () => {
    const note = await createNote(t.app);
    const reader = await openStream(t.origin, note.share_id, { 'x-forwarded-for': freshIp() });
    await reader.next('hello');
    await reader.next(':ping');
    await reader.ended;
    expect(reader.events.filter((event) => event.event === ':ping').length).toBeGreaterThanOrEqual(2);
  });

  it('past the instance’s cap a stream is 503 server-busy with Retry-After', async () => {
    const note = await createNote(t.app);
    const held = [];
    for (let i = 0; i < 3; i += 1) {
      const live = await openStream(t.origin, note.share_id, { 'x-forwarded-for': freshIp() });
      expect(live.status).toBe(200);
      held.push(live);
    }
    const refused = await openStream(t.origin, note.share_id, { 'x-forwarded-for': freshIp() });
    expect(refused.status).toBe(503);
    expect(refused.error).toMatchObject({ code: 'server-busy' });
    expect(refused.headers.get('retry-after')).not.toBeNull();
    held.forEach((live) => live.close());
  });
});

describe('a stream between two heartbeats', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    // The server's idle timeout far shorter than the heartbeat: a stream must not be cut by it.
    t = await startListeningApp({ timeouts: { idleMs: 300 }, live: { tickMs: 50, heartbeatMs: 1200 } });
  });
  afterAll(() => t.close());

  it('outlives the server’s idle timeout for connections', async () => {
    const note = await createNote(t.app);
    const reader = await openStream(t.origin, note.share_id, { 'x-forwarded-for': freshIp() });
    await reader.next('hello');
    await reader.next(':ping', 5000);
    await t.send('POST', `/api/notes/${note.share_id}/update`, { body: { content: '<p>later</p>', editId: note.edit_id, baseVersion: 1 } });
    expect(await reader.next('change')).toMatchObject({ to: 2 });
    reader.close();
  });
});

describe('a reader too slow for what it is sent', () => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp();
  });
  afterAll(() => t.close());

  it(`is dropped once more than ${LIVE_MAX_BUFFERED_BYTES} bytes wait for it; a reader keeping up is not`, async () => {
    const note = await createNote(t.app, { content: '<p>start</p>' });
    const slow = await openStream(t.origin, note.share_id, { 'x-forwarded-for': freshIp() });
    const keepingUp = await openStream(t.origin, note.share_id, { 'x-forwarded-for': freshIp() });
    await slow.next('hello');
    await keepingUp.next('hello');
    slow.pause();
    // Each save replaces the whole text (~900 KB), so each change carries it all: ~11 MB for the slow reader.
    const saves = 12;
    for (let version = 1; version <= saves; version += 1) {
      const letter = version % 2 === 0 ? 'a' : 'b';
      const answer = await t.send('POST', `/api/notes/${note.share_id}/update`, {
        body: { content: `<p>${letter.repeat(900_000)}</p>`, editId: note.edit_id, baseVersion: version },
      });
      expect(answer.status).toBe(200);
      await keepingUp.next('change', 10_000);
    }
    // Reading again, the slow reader finds its stream cut short: it got what was on the way, then the end.
    slow.resume();
    await slow.ended;
    expect(slow.events.filter((event) => event.event === 'change').length).toBeLessThan(saves);
    expect(keepingUp.events.filter((event) => event.event === 'change')).toHaveLength(saves);
    keepingUp.close();
    slow.close();
  });
});

describe('shutting the server down', () => {
  it('ends every open stream at once instead of waiting for them', async () => {
    const t = await startListeningApp();
    const note = await createNote(t.app);
    const streams = await Promise.all([0, 1, 2].map(() => openStream(t.origin, note.share_id, { 'x-forwarded-for': freshIp() })));
    await Promise.all(streams.map((live) => live.next<LiveHello>('hello')));
    const started = Date.now();
    await t.close();
    await Promise.all(streams.map((live) => live.ended));
    // Far below the keep-alive and heartbeat times it would otherwise wait for.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
