// Reading notes: POST /api/notes/share/{share_id} (public, or opened by a password session or the edit id)
// and POST /api/notes/edit/{edit_id} (the edit link). Sessions expire after six hours and die with the
// password they were issued for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse, EditLinkNote, PasswordNoteResponse, SharedNote } from '../../../shared/api.ts';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { PASSWORD_SESSION_SECONDS } from '../../../shared/limits.ts';
import { createNote, errorOf, postJson, SECOND, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const share = (shareId: string, body: unknown = {}) => postJson(t.app, `/api/notes/share/${shareId}`, body);

describe('reading a public note', () => {
  it('answers every field of the note', async () => {
    const note = await createNote(t.app, { content: '<p>Public <strong>words</strong></p>', expire: '1d' });
    const response = await share(note.share_id);
    expect(response.statusCode).toBe(200);
    expect(response.json<SharedNote>()).toEqual({
      title: 'Public words',
      content: '<p>Public <strong>words</strong></p>',
      created_at: note.created_at,
      updated_at: note.updated_at,
      expires_at: note.expires_at,
      owner: null,
      is_owned: false,
      has_password: false,
      renamed: false,
      version: 1,
      encrypted: false,
    });
  });

  it('an unknown note is 404 note-not-found', async () => {
    const response = await share(newShareId());
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('note-not-found');
  });

  it('a malformed share id or body is 400', async () => {
    const note = await createNote(t.app);
    for (const url of ['/api/notes/share/short', '/api/notes/share/%2e%2e%2f%2e%2e', `/api/notes/share/${note.share_id}x`]) {
      expect((await postJson(t.app, url, {})).statusCode).toBe(400);
    }
    expect((await share(note.share_id, { session: 7 })).statusCode).toBe(400);
    expect((await share(note.share_id, { password: 'x' })).statusCode).toBe(400);
  });
});

describe('a password-protected note', () => {
  const password = 'open sesame';
  let note: CreateNoteResponse;
  beforeAll(async () => {
    note = await createNote(t.app, { content: '<p>secret plans</p>', password });
  });

  it('is 401 password-required without a session and tells nothing of its content', async () => {
    const response = await share(note.share_id);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('password-required');
    expect(response.body).not.toContain('secret plans');
  });

  it('opens with the session handed out at create, with a verified session and with the edit id', async () => {
    expect(note.session_id).toEqual(expect.any(String));
    expect((await share(note.share_id, { session: note.session_id })).json<SharedNote>()).toMatchObject({
      content: '<p>secret plans</p>',
      has_password: true,
    });
    const verified = await postJson(t.app, '/api/notes/verify-password', { id: note.share_id, password });
    expect((await share(note.share_id, { session: verified.json<{ session: string }>().session })).statusCode).toBe(200);
    expect((await share(note.share_id, { editId: note.edit_id })).statusCode).toBe(200);
  });

  it('stays closed to a wrong edit id, a forged session or the session of another note', async () => {
    const other = await createNote(t.app, { password: 'other' });
    const forged = `${note.share_id}.1.9999999999.${'A'.repeat(43)}`;
    for (const access of [{ editId: newEditId() }, { session: forged }, { session: other.session_id }, { session: '' }]) {
      expect((await share(note.share_id, access)).statusCode).toBe(401);
    }
  });

  it('a session expires after 21600 seconds', async () => {
    const fresh = await createNote(t.app, { password });
    t.clock.advance((PASSWORD_SESSION_SECONDS - 1) * SECOND);
    expect((await share(fresh.share_id, { session: fresh.session_id })).statusCode).toBe(200);
    t.clock.advance(SECOND);
    expect((await share(fresh.share_id, { session: fresh.session_id })).statusCode).toBe(401);
  });

  it('changing the password invalidates earlier sessions; removing it opens the note to all', async () => {
    const own = await createNote(t.app, { content: '<p>rotating</p>', password: 'first' });
    const changed = await postJson(t.app, `/api/notes/${own.edit_id}/password`, { password: 'second' });
    const { session_id: newSession } = changed.json<PasswordNoteResponse>();
    expect((await share(own.share_id, { session: own.session_id })).statusCode).toBe(401);
    expect((await share(own.share_id, { session: newSession })).statusCode).toBe(200);

    const removed = await postJson(t.app, `/api/notes/${own.edit_id}/password`, { password: null });
    expect(removed.json()).toEqual({ has_password: false });
    const open = await share(own.share_id);
    expect(open.statusCode).toBe(200);
    expect(open.json<SharedNote>()).toMatchObject({ content: '<p>rotating</p>', has_password: false });

    // Setting a password again does not revive any session issued before.
    await postJson(t.app, `/api/notes/${own.edit_id}/password`, { password: 'first' });
    for (const session of [own.session_id, newSession]) expect((await share(own.share_id, { session })).statusCode).toBe(401);
  });
});

describe('resolving an edit link', () => {
  it('answers the note with its share id, even when it is protected', async () => {
    const note = await createNote(t.app, { content: '<p>edit me</p>', password: 'pw' });
    const response = await postJson(t.app, `/api/notes/edit/${note.edit_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<EditLinkNote>()).toMatchObject({ share_id: note.share_id, content: '<p>edit me</p>', has_password: true, version: 1 });
  });

  it('an unknown edit id is 404, a malformed one 400', async () => {
    expect((await postJson(t.app, `/api/notes/edit/${newEditId()}`)).statusCode).toBe(404);
    const note = await createNote(t.app);
    // The share id is not an edit id.
    expect((await postJson(t.app, `/api/notes/edit/${note.share_id}`)).statusCode).toBe(400);
    expect((await postJson(t.app, `/api/notes/edit/${note.edit_id.slice(0, 31)}`)).statusCode).toBe(400);
  });
});
