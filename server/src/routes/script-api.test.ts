// The script API and the raw view through the real server (docs/design.md §4.8): a note made, read as Markdown,
// replaced and deleted from text bodies with the edit id as a bearer, and every way a script can get it wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedNote, UpdateNoteResponse } from '../../../shared/api.ts';
import { MAX_BODY_BYTES, MAX_CONTENT_BYTES } from '../../../shared/limits.ts';
import type { ScriptNoteCreated } from '../../../shared/wire/script-api.ts';
import { envelopeOfSize } from '../test-support/envelopes.ts';
import { createNote, errorOf, freshIp, postJson, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Kind = 'text/markdown' | 'text/plain' | 'text/html';
const create = (body: string, type: string, headers: Record<string, string> = {}, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/notes', remoteAddress: ip, headers: { 'content-type': type, ...headers }, payload: body });
const replace = (shareId: string, body: string, type: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/notes/${shareId}`, headers: { 'content-type': type, ...headers }, payload: body });
const remove = (shareId: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'DELETE', url: `/api/notes/${shareId}`, headers });
const raw = (shareId: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/n/${shareId}/raw`, headers, cookies });
const bearer = (editId: string) => ({ authorization: `Bearer ${editId}` });
const stored = async (note: { share_id: string; edit_id: string }) => (await readAsEditor(t.app, note)).json<SharedNote>();

const ROUND_TRIPS: [Kind, string, string, string, string][] = [
  ['text/markdown', '# Plan\n\n- [x] **milk**\n- [ ] bread\n', '<h1>Plan</h1><ul><li data-list="checked"><strong>milk</strong></li><li data-list="unchecked">bread</li></ul>', '## Later\n\n1. one\n', '## Later\n\n1. one\n'],
  ['text/plain', 'line one\n<b>not bold</b>\n', '<p>line one</p><p>&lt;b&gt;not bold&lt;/b&gt;</p>', 'just *this*', '\\*this\\*'],
  ['text/html', '<h2>Hi</h2><p onclick="x()">there<script>alert(1)</script></p>', '<h2>Hi</h2><p>there</p>', '<blockquote>quoted</blockquote>', '> quoted\n'],
];

describe('a script makes, reads, replaces and deletes a note', () => {
  it.each(ROUND_TRIPS)('with %s', async (type, body, html, replacement, rawAfter) => {
    const created = await create(body, type);
    expect(created.statusCode).toBe(201);
    const note = created.json<ScriptNoteCreated>();
    expect(note.read_url).toMatch(new RegExp(`^http://localhost(:\\d+)?/n/${note.share_id}$`));
    expect(note.edit_url).toMatch(new RegExp(`/e/${note.edit_id}$`));
    expect((await stored(note)).content).toBe(html);

    const read = await raw(note.share_id);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['cache-control']).toBe('private, no-cache');

    const replaced = await replace(note.share_id, replacement, type, bearer(note.edit_id));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<UpdateNoteResponse>().version).toBe(2);
    expect((await raw(note.share_id)).body).toContain(rawAfter.trim());

    const deleted = await remove(note.share_id, bearer(note.edit_id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await raw(note.share_id)).statusCode).toBe(404);
  });

  it('answers the read link then the edit link on two lines when asked for text', async () => {
    const created = await create('hello', 'text/plain', { accept: 'text/plain' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toBe('text/plain; charset=utf-8');
    const [read, edit, rest] = created.body.split('\n');
    expect(read).toMatch(/\/n\/[0-9A-Za-z]{12}$/);
    expect(edit).toMatch(/\/e\/[0-9A-Za-z]{32}$/);
    expect(rest).toBe('');
  });

  it('sets the expiry asked for in X-Expire, and refuses one that is not an expiry option', async () => {
    const created = await create('soon gone', 'text/plain', { 'x-expire': '1d' });
    expect(created.json<ScriptNoteCreated>().expires_at).toBe(new Date(t.clock.now().getTime() + 86_400_000).toISOString());
    const wrong = await create('x', 'text/plain', { 'x-expire': '2d' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('invalid-body');
  });

  it('a raw read of an unchanged note is a 304 with its ETag', async () => {
    const note = (await create('# same', 'text/markdown')).json<ScriptNoteCreated>();
    const first = await raw(note.share_id);
    const again = await raw(note.share_id, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('a replace overwrites at the version stored now, bumping it (the last writer wins)', async () => {
    const note = await createNote(t.app, { content: '<p>from the browser</p>' });
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>edited</p>', editId: note.edit_id, baseVersion: 1 });
    const replaced = await replace(note.share_id, 'from a script', 'text/plain', bearer(note.edit_id));
    expect(replaced.json<UpdateNoteResponse>().version).toBe(3);
    expect((await stored(note)).content).toBe('<p>from a script</p>');
  });
});

describe('what a script gets wrong is refused in the error shape and changes nothing', () => {
  it('creates draw from the create budget: the 61st in a minute from one client is 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await create(`note ${i}`, 'text/plain', {}, ip)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('a body over 2 MiB is 413 body-too-large', async () => {
    const answer = await create('a'.repeat(MAX_BODY_BYTES + 1), 'text/plain');
    expect(answer.statusCode).toBe(413);
    expect(errorOf(answer).code).toBe('body-too-large');
  });

  it('text within 2 MiB whose note would be over 1 MiB (escaping grows it) is 413 content-too-large', async () => {
    const body = 'a<'.repeat(Math.ceil(MAX_CONTENT_BYTES / 4));
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    const answer = await create(body, 'text/plain');
    expect(answer.statusCode).toBe(413);
    expect(errorOf(answer).code).toBe('content-too-large');
  });

  it.each(['application/json', 'application/x-www-form-urlencoded', 'image/png'])('a %s body is 415', async (type) => {
    const answer = await create(type === 'application/json' ? '{"content":"x"}' : 'x', type);
    expect(answer.statusCode).toBe(415);
    expect(errorOf(answer).code).toBe('unsupported-media-type');
    expect(errorOf(answer).statusMessage).toMatch(/text\/markdown/);
  });

  it('script and frames in Markdown never reach the note', async () => {
    const note = (await create('# T\n\n<script>alert(1)</script>\n\nx <iframe src="https://e.example"></iframe> [a](javascript:alert(1))\n', 'text/markdown')).json<ScriptNoteCreated>();
    const content = (await stored(note)).content;
    expect(content).not.toMatch(/script|iframe|javascript/i);
    expect(content).toContain('<h1>T</h1>');
  });

  it('a replace or delete without a bearer is 401 asking for one', async () => {
    const note = await createNote(t.app);
    for (const answer of [await replace(note.share_id, 'x', 'text/plain'), await remove(note.share_id)]) {
      expect(answer.statusCode).toBe(401);
      expect(errorOf(answer).code).toBe('edit-id-required');
      expect(answer.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('a bearer that is the share id, or malformed, is 401', async () => {
    const note = await createNote(t.app);
    for (const authorization of [`Bearer ${note.share_id}`, `Bearer ${note.edit_id}x`, note.edit_id, `Basic ${note.edit_id}`, 'Bearer ']) {
      const answer = await replace(note.share_id, 'x', 'text/plain', { authorization });
      expect(answer.statusCode).toBe(401);
    }
    expect((await stored(note)).version).toBe(1);
  });

  it("another note's edit id is 403 and changes nothing", async () => {
    const note = await createNote(t.app, { content: '<p>mine</p>' });
    const other = await createNote(t.app);
    expect((await replace(note.share_id, 'theirs', 'text/plain', bearer(other.edit_id))).statusCode).toBe(403);
    expect((await remove(note.share_id, bearer(other.edit_id))).statusCode).toBe(403);
    expect((await stored(note)).content).toBe('<p>mine</p>');
  });

  it('a replace of an end-to-end encrypted note is 409 encrypted-note, and so is its raw view', async () => {
    const note = await createNote(t.app, { content: envelopeOfSize(64), encrypted: true });
    const answer = await replace(note.share_id, 'plain', 'text/plain', bearer(note.edit_id));
    expect(answer.statusCode).toBe(409);
    expect(errorOf(answer).code).toBe('encrypted-note');
    const read = await raw(note.share_id);
    expect(read.statusCode).toBe(409);
    expect(errorOf(read).statusMessage).toMatch(/browser that has its key/);
  });

  it('the raw view of a missing note is 404, of a malformed id too', async () => {
    expect((await raw('AAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await raw('nope')).statusCode).toBe(404);
  });
});

describe('the raw view of a password-protected note', () => {
  it('is 401 without a session, and the text with the session as a cookie or as X-Note-Session', async () => {
    const note = await createNote(t.app, { content: '<p>private words</p>', password: 'hunter2' });
    const refused = await raw(note.share_id);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).code).toBe('password-required');
    const session = note.session_id!;
    const byHeader = await raw(note.share_id, { 'x-note-session': session });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.body).toBe('private words\n');
    expect(byHeader.headers['cache-control']).toBe('no-store');
    const byCookie = await raw(note.share_id, {}, { [`ns_${note.share_id}`]: session });
    expect(byCookie.body).toBe('private words\n');
    expect((await raw(note.share_id, { 'x-note-session': `${session}x` })).statusCode).toBe(401);
  });
});
