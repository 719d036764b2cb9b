// A note's live stream over a real socket (docs/design.md §11): what a reader and an editor with the note open are
// sent when someone saves, how a stream resumes, who may open one, and how the server keeps streams bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange, LiveGone, LiveHello, LivePresence, LiveReset } from '../../../shared/api.ts';
import { applySplice, contentHash, diffSplice } from '../../../shared/live-patch.ts';
import { LIVE_STREAMS_PER_CLIENT } from '../../../shared/limits.ts';
import { conforms } from '../../../shared/wire/check.ts';
import { LiveChange as LiveChangeSchema, LiveHello as LiveHelloSchema, LivePresence as LivePresenceSchema } from '../../../shared/wire/live.ts';
import { seal } from '../test-support/envelopes.ts';
import { openStream, type OpenedStream } from '../test-support/live-stream.ts';
import { startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';
import { createNote, freshIp, HOUR } from '../test-support/test-app.ts';

let t: ListeningApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await startListeningApp({ logger: { stream: { write: (line) => void logLines.push(line) } } });
});
afterAll(() => t.close());

const opened: OpenedStream[] = [];
async function stream(shareId: string, headers: Record<string, string> = {}): Promise<OpenedStream> {
  const live = await openStream(t.origin, shareId, { 'x-forwarded-for': freshIp(), ...headers });
  opened.push(live);
  return live;
}
afterAll(() => opened.forEach((live) => live.close()));

const update = (shareId: string, body: unknown) => t.send('POST', `/api/notes/${shareId}/update`, { body });
const editorOf = (note: { edit_id: string }) => ({ 'x-edit-id': note.edit_id });

/** Applies a change to what the listener holds, as the client does, and checks the hash. */
async function applied(held: string, change: LiveChange): Promise<string> {
  const next = change.splice ? applySplice(held, change.splice) : (change.content ?? '');
  expect(await contentHash(next)).toBe(change.hash);
  return next;
}

describe('someone with a note open', () => {
  it('reader and editor both get each save as a splice that rebuilds the stored text exactly', async () => {
    const first = '<p>Shopping: milk, eggs 🥚</p>';
    const note = await createNote(t.app, { content: first });
    const reader = await stream(note.share_id);
    const editor = await stream(note.share_id, editorOf(note));
    expect(reader.status).toBe(200);
    expect(reader.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers.get('cache-control')).toBe('no-store');
    expect(reader.headers.get('x-accel-buffering')).toBe('no');
    const hello = await reader.next<LiveHello>('hello');
    expect(conforms(LiveHelloSchema, hello)).toBe(true);
    expect(hello).toMatchObject({ version: 1, editors: 0, readers: 0 });
    await editor.next('hello');

    let readerHolds = first;
    let editorHolds = first;
    const texts = ['<p>Shopping: milk, eggs 🥚, bread</p>', '<p>Shopping: oat milk, eggs 🥚, bread</p>', '<h1>List</h1><p>Shopping: oat milk, eggs 🥚, bread</p>'];
    for (const [index, text] of texts.entries()) {
      expect((await update(note.share_id, { content: text, editId: note.edit_id, baseVersion: index + 1 })).status).toBe(200);
      const forReader = await reader.next<LiveChange>('change');
      const forEditor = await editor.next<LiveChange>('change');
      expect(conforms(LiveChangeSchema, forReader)).toBe(true);
      expect(forReader).toMatchObject({ from: index + 1, to: index + 2, id: String(index + 2) });
      expect(forReader.splice).toBeDefined();
      expect(forReader.content).toBeUndefined();
      readerHolds = await applied(readerHolds, forReader);
      editorHolds = await applied(editorHolds, forEditor);
    }
    expect(readerHolds).toBe(texts.at(-1));
    expect(editorHolds).toBe(texts.at(-1));
  });

  it('hears a save sent as a patch, and a rename, each as a change with the new title', async () => {
    const note = await createNote(t.app, { content: '<p>draft</p>' });
    const reader = await stream(note.share_id);
    await reader.next('hello');
    const patch = { ...diffSplice('<p>draft</p>', '<p>final draft</p>'), base_hash: await contentHash('<p>draft</p>') };
    expect((await update(note.share_id, { patch, editId: note.edit_id, baseVersion: 1 })).status).toBe(200);
    const change = await reader.next<LiveChange>('change');
    expect(change).toMatchObject({ from: 1, to: 2, title: 'final draft', splice: { at: 3, remove: 0, insert: 'final ' } });
    await t.send('POST', `/api/notes/${note.edit_id}/rename`, { body: { title: 'Renamed', noteId: note.share_id } });
    const rename = await reader.next<LiveChange>('change');
    expect(rename).toMatchObject({ from: 2, to: 3, title: 'Renamed', splice: { remove: 0, insert: '' } });
  });

  it('hears a restore of an earlier version as a change back to its text', async () => {
    const note = await createNote(t.app, { content: '<p>first words</p>' });
    await update(note.share_id, { content: '<p>second words</p>', editId: note.edit_id, baseVersion: 1 });
    const reader = await stream(note.share_id);
    await reader.next('hello');
    expect((await t.send('POST', `/api/notes/${note.edit_id}/restore`, { body: { version: 1, baseVersion: 2 } })).status).toBe(200);
    const change = await reader.next<LiveChange>('change');
    expect(change).toMatchObject({ from: 2, to: 3, title: 'first words' });
    expect(await applied('<p>second words</p>', change)).toBe('<p>first words</p>');
  });

  it('of an end-to-end encrypted note gets each new envelope whole, never a splice of it', async () => {
    const { envelope, key } = await seal({ title: null, content: '<p>secret</p>' });
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    const reader = await stream(note.share_id);
    await reader.next('hello');
    const next = await seal({ title: null, content: '<p>secret, changed</p>' }, key);
    await update(note.share_id, { content: next.envelope, editId: note.edit_id, baseVersion: 1 });
    const change = await reader.next<LiveChange>('change');
    expect(change.splice).toBeUndefined();
    expect(change.content).toBe(next.envelope);
    expect(change.title).toBe('');
    expect(change.hash).toBe(await contentHash(next.envelope));
  });

  it('sees a plaintext note converted to encrypted as the whole envelope', async () => {
    const note = await createNote(t.app, { content: '<p>plain for now</p>' });
    const reader = await stream(note.share_id);
    await reader.next('hello');
    const { envelope } = await seal({ title: null, content: '<p>plain for now</p>' });
    await update(note.share_id, { content: envelope, editId: note.edit_id, baseVersion: 1, encrypted: true });
    expect(await reader.next<LiveChange>('change')).toMatchObject({ content: envelope, title: '' });
  });

  it('is told when the note is deleted, and the stream ends', async () => {
    const note = await createNote(t.app);
    const reader = await stream(note.share_id);
    await reader.next('hello');
    await t.send('POST', `/api/notes/${note.edit_id}/delete`);
    expect(await reader.next<LiveGone>('gone')).toMatchObject({ reason: 'deleted' });
    await reader.ended;
  });

  it('is told when the note expires, and the stream ends', async () => {
    const note = await createNote(t.app, { expire: '1h' });
    const reader = await stream(note.share_id);
    await reader.next('hello');
    t.clock.advance(HOUR + 1000);
    // The hub looks at expiry on its tick (a few seconds at most).
    expect(await reader.next<LiveGone>('gone', 10_000)).toMatchObject({ reason: 'expired' });
    await reader.ended;
  });
});

describe('resuming a stream', () => {
  it('with Last-Event-ID replays the changes it missed, in order', async () => {
    const note = await createNote(t.app, { content: '<p>0</p>' });
    for (let version = 1; version <= 3; version += 1) await update(note.share_id, { content: `<p>${version}</p>`, editId: note.edit_id, baseVersion: version });
    const resumed = await stream(note.share_id, { 'last-event-id': '1' });
    expect(await resumed.next<LiveHello>('hello')).toMatchObject({ version: 4 });
    let holds = '<p>1</p>';
    for (const to of [2, 3, 4]) {
      const change = await resumed.next<LiveChange>('change');
      expect(change).toMatchObject({ from: to - 1, to });
      holds = await applied(holds, change);
    }
    expect(holds).toBe('<p>3</p>');
  });

  it('at the current version replays nothing', async () => {
    const note = await createNote(t.app);
    await update(note.share_id, { content: '<p>v2</p>', editId: note.edit_id, baseVersion: 1 });
    const resumed = await stream(note.share_id, { 'last-event-id': '2' });
    await resumed.next('hello');
    await update(note.share_id, { content: '<p>v3</p>', editId: note.edit_id, baseVersion: 2 });
    expect(await resumed.next<LiveChange>('change')).toMatchObject({ from: 2, to: 3 });
    expect(resumed.events.filter((event) => event.event === 'change' || event.event === 'reset')).toHaveLength(1);
  });

  it('from further back than the server keeps gets reset, then the changes from now', async () => {
    const note = await createNote(t.app, { content: '<p>0</p>' });
    for (let version = 1; version <= 70; version += 1) await update(note.share_id, { content: `<p>${version}</p>`, editId: note.edit_id, baseVersion: version });
    const resumed = await stream(note.share_id, { 'last-event-id': '2' });
    await resumed.next('hello');
    expect(await resumed.next<LiveReset>('reset')).toMatchObject({ version: 71 });
    expect(resumed.events.some((event) => event.event === 'change')).toBe(false);
  });

  it('from a version the server never had gets reset', async () => {
    const note = await createNote(t.app);
    const resumed = await stream(note.share_id, { 'last-event-id': '99' });
    await resumed.next('hello');
    expect(await resumed.next<LiveReset>('reset')).toMatchObject({ version: 1 });
  });
});

describe('who may open a stream', () => {
  it('a password note without a session is 401 password-required; with its session or its edit id it opens', async () => {
    const note = await createNote(t.app, { password: 'open sesame' });
    const without = await stream(note.share_id);
    expect(without.status).toBe(401);
    expect(without.error).toMatchObject({ code: 'password-required' });
    const wrongSession = await stream(note.share_id, { 'x-note-session': 'not.a.session.at-all' });
    expect(wrongSession.status).toBe(401);
    const withSession = await stream(note.share_id, { 'x-note-session': note.session_id ?? '' });
    expect(withSession.status).toBe(200);
    await withSession.next('hello');
    const asEditor = await stream(note.share_id, editorOf(note));
    expect(asEditor.status).toBe(200);
  });

  it('a wrong or malformed X-Edit-Id is 403 edit-forbidden before any stream opens', async () => {
    const note = await createNote(t.app);
    const other = await createNote(t.app);
    for (const editId of [other.edit_id, 'short', `${note.edit_id}x`]) {
      const refused = await stream(note.share_id, { 'x-edit-id': editId });
      expect(refused.status).toBe(403);
      expect(refused.error).toMatchObject({ code: 'edit-forbidden' });
    }
  });

  it('a missing note is 404 and a taken-down one 410, as reading it', async () => {
    const missing = await stream('AAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'note-not-found' });
    const note = await createNote(t.app);
    await t.store.setDisabled(note.share_id, new Date());
    const disabled = await stream(note.share_id);
    expect(disabled.status).toBe(410);
    expect(disabled.error).toMatchObject({ code: 'note-disabled' });
  });

  it('a reader holding a session is sent gone when the password changes; its editor stays', async () => {
    const note = await createNote(t.app, { password: 'first' });
    const reader = await stream(note.share_id, { 'x-note-session': note.session_id ?? '' });
    const editor = await stream(note.share_id, editorOf(note));
    await reader.next('hello');
    await editor.next('hello');
    await t.send('POST', `/api/notes/${note.edit_id}/password`, { body: { password: 'second' } });
    expect(await reader.next<LiveGone>('gone')).toMatchObject({ reason: 'password-changed' });
    await reader.ended;
    await update(note.share_id, { content: '<p>still here</p>', editId: note.edit_id, baseVersion: 1 });
    expect(await editor.next<LiveChange>('change')).toMatchObject({ to: 2 });
  });

  it(`one address holds at most ${LIVE_STREAMS_PER_CLIENT} streams: the next is 429 with Retry-After, and closing one frees a place`, async () => {
    const note = await createNote(t.app);
    const ip = freshIp();
    const held: OpenedStream[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_CLIENT; i += 1) {
      const live = await stream(note.share_id, { 'x-forwarded-for': ip });
      expect(live.status).toBe(200);
      await live.next('hello');
      held.push(live);
    }
    const refused = await stream(note.share_id, { 'x-forwarded-for': ip });
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'rate-limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else is not held back by it.
    expect((await stream(note.share_id)).status).toBe(200);
    held[0]!.close();
    await expect.poll(async () => {
      const again = await stream(note.share_id, { 'x-forwarded-for': ip });
      again.close();
      return again.status;
    }).toBe(200);
  });
});

describe('what travels with the stream', () => {
  it('is never compressed, whatever the request accepts', async () => {
    const note = await createNote(t.app, { content: `<p>${'long text '.repeat(500)}</p>` });
    const reader = await stream(note.share_id, { 'accept-encoding': 'br, gzip' });
    expect(reader.headers.get('content-encoding')).toBeNull();
    await reader.next('hello');
  });

  it('carries the security headers of every API answer', async () => {
    const note = await createNote(t.app);
    const reader = await stream(note.share_id);
    expect(reader.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(reader.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves no edit id or password session in the log', async () => {
    const note = await createNote(t.app, { password: 'log me not' });
    const editor = await stream(note.share_id, editorOf(note));
    await editor.next('hello');
    const reader = await stream(note.share_id, { 'x-note-session': note.session_id ?? '' });
    await reader.next('hello');
    editor.close();
    reader.close();
    // Share ids are the only values a logged path shows (docs/design.md §3); the stream's end is logged too.
    const ids = logLines.filter((line) => line.includes(`/api/notes/${note.share_id}/live`)).map((line) => (JSON.parse(line) as { reqId: string }).reqId);
    expect(ids).toHaveLength(2);
    // Its end is logged too ("request completed", or "stream closed prematurely" when the reader left first).
    await expect.poll(() => ids.every((id) => logLines.filter((line) => line.includes(`"${id}"`)).length >= 2)).toBe(true);
    const log = logLines.join('');
    expect(log).not.toContain(note.edit_id);
    expect(log).not.toContain(note.session_id);
  });
});

describe('presence', () => {
  it('editors see how many others are here and the other editors’ carets; readers are sent none of it', async () => {
    const note = await createNote(t.app, { content: '<p>together</p>' });
    const alice = await stream(note.share_id, editorOf(note));
    const aliceHello = await alice.next<LiveHello>('hello');
    const bob = await stream(note.share_id, editorOf(note));
    const bobHello = await bob.next<LiveHello>('hello');
    expect(bobHello).toMatchObject({ editors: 1, readers: 0 });
    const reader = await stream(note.share_id);
    expect(await reader.next<LiveHello>('hello')).toMatchObject({ editors: 0, readers: 0 });

    const caret = (connection: string, index: number) =>
      t.send('POST', `/api/notes/${note.share_id}/presence`, { body: { editId: note.edit_id, connection, index, length: 0 } });
    expect((await caret(bobHello.connection, 5)).status).toBe(204);

    await expect.poll(() => {
      const latest = alice.events.filter((event) => event.event === 'presence').at(-1)?.data as LivePresence | undefined;
      return latest;
    }).toMatchObject({ editors: 1, readers: 1, carets: [{ connection: bobHello.connection, index: 5, length: 0 }] });
    const aliceView = alice.events.filter((event) => event.event === 'presence').at(-1)!.data as LivePresence;
    expect(conforms(LivePresenceSchema, aliceView)).toBe(true);
    expect(aliceView.carets[0]!.color).toBeGreaterThanOrEqual(0);
    expect(aliceView.carets[0]!.color).toBeLessThan(8);
    // Nobody is shown their own caret.
    await expect.poll(() => (bob.events.filter((event) => event.event === 'presence').at(-1)?.data as LivePresence | undefined)?.editors).toBe(1);
    for (const event of bob.events.filter((candidate) => candidate.event === 'presence')) {
      expect((event.data as LivePresence).carets.map((entry) => entry.connection)).not.toContain(bobHello.connection);
    }
    expect(reader.events.some((event) => event.event === 'presence')).toBe(false);

    // Bob leaves: his caret goes for everyone.
    bob.close();
    await expect.poll(() => alice.events.filter((event) => event.event === 'presence').at(-1)?.data).toMatchObject({ editors: 0, readers: 1, carets: [] });
    expect(aliceHello.connection).not.toBe(bobHello.connection);
  });

  it('a caret upload with a wrong edit id is 403; for a connection nobody knows it is quietly ignored', async () => {
    const note = await createNote(t.app);
    const other = await createNote(t.app);
    const wrong = await t.send('POST', `/api/notes/${note.share_id}/presence`, { body: { editId: other.edit_id, connection: 'A'.repeat(22), index: 0, length: 0 } });
    expect(wrong.status).toBe(403);
    const unknown = await t.send('POST', `/api/notes/${note.share_id}/presence`, { body: { editId: note.edit_id, connection: 'B'.repeat(22), index: 0, length: 0 } });
    expect(unknown.status).toBe(204);
    const malformed = await t.send('POST', `/api/notes/${note.share_id}/presence`, { body: { editId: note.edit_id, connection: 'x', index: -1, length: 0 } });
    expect(malformed.status).toBe(400);
  });

  it('a connection uploading more than ten carets a second is refused with 429', async () => {
    const note = await createNote(t.app);
    const editor = await stream(note.share_id, editorOf(note));
    const { connection } = await editor.next<LiveHello>('hello');
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        t.send('POST', `/api/notes/${note.share_id}/presence`, { body: { editId: note.edit_id, connection, index, length: 0 } }),
      ),
    );
    expect(statuses.map((answer) => answer.status)).toContain(429);
    expect(statuses.filter((answer) => answer.status === 204).length).toBeLessThanOrEqual(20);
  });
});

describe('presence of an end-to-end encrypted note', () => {
  it('takes no caret (a plaintext position): 409 encrypted-note; its editors still count each other', async () => {
    const { envelope } = await seal({ title: null, content: '<p>secret</p>' });
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    const alice = await stream(note.share_id, editorOf(note));
    await alice.next('hello');
    const bob = await stream(note.share_id, editorOf(note));
    const { connection } = await bob.next<LiveHello>('hello');
    const refused = await t.send('POST', `/api/notes/${note.share_id}/presence`, { body: { editId: note.edit_id, connection, index: 4, length: 0 } });
    expect(refused.status).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('encrypted-note');
    await expect.poll(() => (alice.events.filter((event) => event.event === 'presence').at(-1)?.data as LivePresence | undefined)?.editors).toBe(1);
  });
});
