// What an edit-id holder does besides editing: expire, password, rename, delete. A wrong edit id is a 404
// (a note you may not touch does not exist for you), and an expired or deleted note is gone everywhere.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse, ExpireNoteResponse, PasswordNoteResponse, RenameNoteResponse, SharedNote } from '../../../shared/api.ts';
import { newEditId } from '../../../shared/ids.ts';
import { createNote, errorOf, getPage, HOUR, MINUTE, postJson, readAsEditor, SECOND, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const settings = (editId: string, action: string, body?: unknown) => postJson(t.app, `/api/notes/${editId}/${action}`, body);
const stored = async (note: { share_id: string; edit_id: string }) => (await readAsEditor(t.app, note)).json<SharedNote>();

/** Every way to reach a note, each answering 404 once it is gone. */
async function everyRoute(note: CreateNoteResponse): Promise<Array<[string, LightMyRequestResponse]>> {
  const { share_id: shareId, edit_id: editId } = note;
  return [
    ['share', await postJson(t.app, `/api/notes/share/${shareId}`, {})],
    ['update', await postJson(t.app, `/api/notes/${shareId}/update`, { content: '<p>late</p>', editId, baseVersion: 1 })],
    ['edit link', await postJson(t.app, `/api/notes/edit/${editId}`)],
    ['expire', await settings(editId, 'expire', { expire: 'never' })],
    ['password', await settings(editId, 'password', { password: null })],
    ['rename', await settings(editId, 'rename', { title: 'late', noteId: shareId })],
    ['verify-password', await postJson(t.app, '/api/notes/verify-password', { id: shareId, password: 'x' })],
    ['report', await postJson(t.app, '/api/reports', { share_id: shareId, reason: 'spam' })],
    ['/n/ page', await getPage(t.app, `/n/${shareId}`)],
    ['delete', await settings(editId, 'delete')],
  ];
}

function expectAllGone(routes: Array<[string, LightMyRequestResponse]>): void {
  for (const [route, response] of routes) expect({ route, status: response.statusCode }).toEqual({ route, status: 404 });
}

describe('expiry', () => {
  it('a 1-hour note is readable at 59:59 and gone at 1:00:00 on every route', async () => {
    const note = await createNote(t.app, { content: '<p>fleeting</p>', expire: '1h' });
    t.clock.advance(HOUR - SECOND);
    expect((await postJson(t.app, `/api/notes/share/${note.share_id}`, {})).statusCode).toBe(200);
    expect((await postJson(t.app, `/api/notes/edit/${note.edit_id}`)).statusCode).toBe(200);
    expect((await getPage(t.app, `/n/${note.share_id}`)).statusCode).toBe(200);
    expect((await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>still here</p>', editId: note.edit_id, baseVersion: 1 })).statusCode).toBe(200);
    t.clock.advance(SECOND);
    expectAllGone(await everyRoute(note));
  });

  it("re-timing counts from now, and 'never' clears expires_at", async () => {
    const note = await createNote(t.app, { expire: '1h' });
    t.clock.advance(30 * MINUTE);
    const day = await settings(note.edit_id, 'expire', { expire: '1d' });
    expect(day.json<ExpireNoteResponse>()).toEqual({ expires_at: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString() });
    const never = await settings(note.edit_id, 'expire', { expire: 'never' });
    expect(never.json<ExpireNoteResponse>()).toEqual({ expires_at: null });
    t.clock.advance(48 * HOUR);
    expect(await stored(note)).toMatchObject({ expires_at: null, version: 1 });
  });

  it.each([{ expire: '2d' }, { expire: null }, {}, { expire: 'never', extra: 1 }])('refuses %j with 400', async (body) => {
    const note = await createNote(t.app, { expire: '1d' });
    expect((await settings(note.edit_id, 'expire', body)).statusCode).toBe(400);
    expect((await stored(note)).expires_at).toBe(note.expires_at);
  });
});

describe('password', () => {
  it('setting one answers a session; removing it answers has_password false', async () => {
    const note = await createNote(t.app);
    const set = await settings(note.edit_id, 'password', { password: 'pw' });
    expect(set.statusCode).toBe(200);
    expect(set.json<PasswordNoteResponse>()).toEqual({ has_password: true, session_id: expect.any(String) });
    expect((await postJson(t.app, `/api/notes/share/${note.share_id}`, {})).statusCode).toBe(401);
    const removed = await settings(note.edit_id, 'password', { password: null });
    expect(removed.json()).toEqual({ has_password: false });
    expect((await stored(note)).has_password).toBe(false);
  });

  it.each([{ password: '' }, { password: 5 }, {}, { password: 'p'.repeat(257) }, { password: 'x', hint: 'y' }])('refuses %j with 400', async (body) => {
    const note = await createNote(t.app);
    const response = await settings(note.edit_id, 'password', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid-body');
    expect((await stored(note)).has_password).toBe(false);
  });
});

describe('rename', () => {
  it('sets the title, marks it renamed, bumps the version and stops automatic titles', async () => {
    const note = await createNote(t.app, { content: '<p>auto title</p>' });
    t.clock.advance(MINUTE);
    const response = await settings(note.edit_id, 'rename', { title: 'My <b>plan</b>', noteId: note.share_id });
    expect(response.statusCode).toBe(200);
    expect(response.json<RenameNoteResponse>()).toEqual({ updated: t.clock.now().toISOString(), renamed: true, version: 2, title: 'My plan' });
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>new first line</p>', editId: note.edit_id, baseVersion: 2 });
    expect(await stored(note)).toMatchObject({ title: 'My plan', renamed: true, version: 3, content: '<p>new first line</p>' });
  });

  it('a replayed rename to the same title is a no-op that keeps the version', async () => {
    const note = await createNote(t.app);
    const first = (await settings(note.edit_id, 'rename', { title: 'Fixed', noteId: note.share_id })).json<RenameNoteResponse>();
    t.clock.advance(MINUTE);
    const replay = await settings(note.edit_id, 'rename', { title: 'Fixed', noteId: note.share_id });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first);
  });

  it('renaming to the automatic title still freezes it against later edits', async () => {
    const note = await createNote(t.app, { content: '<p>Same</p>' });
    const response = await settings(note.edit_id, 'rename', { title: 'Same', noteId: note.share_id });
    expect(response.json<RenameNoteResponse>().version).toBe(2);
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Different</p>', editId: note.edit_id, baseVersion: 2 });
    expect((await stored(note)).title).toBe('Same');
  });

  it('a share id that is not this note is 404; an empty or oversized title is 400', async () => {
    const note = await createNote(t.app, { content: '<p>untouched</p>' });
    const other = await createNote(t.app);
    expect((await settings(note.edit_id, 'rename', { title: 'x', noteId: other.share_id })).statusCode).toBe(404);
    for (const body of [{ title: '', noteId: note.share_id }, { title: ' <b> </b> ', noteId: note.share_id }, { title: 't'.repeat(201), noteId: note.share_id }, { title: 'x' }, { title: 3, noteId: note.share_id }]) {
      expect((await settings(note.edit_id, 'rename', body)).statusCode).toBe(400);
    }
    expect(await stored(note)).toMatchObject({ title: 'untouched', renamed: false, version: 1 });
  });
});

describe('delete', () => {
  it('answers deleted: true, then the note is 404 everywhere and a replayed delete is 404', async () => {
    const note = await createNote(t.app, { password: 'pw' });
    const response = await settings(note.edit_id, 'delete');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expectAllGone(await everyRoute(note));
  });
});

describe('a wrong edit id', () => {
  it('is 404 note-not-found on every settings route and changes nothing', async () => {
    const note = await createNote(t.app, { content: '<p>mine</p>' });
    const wrong = newEditId();
    for (const [action, body] of [['expire', { expire: '1h' }], ['password', { password: 'x' }], ['rename', { title: 'x', noteId: note.share_id }], ['delete', undefined]] as const) {
      const response = await settings(wrong, action, body);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('note-not-found');
    }
    expect(await stored(note)).toMatchObject({ title: 'mine', expires_at: null, has_password: false, version: 1 });
  });
});
