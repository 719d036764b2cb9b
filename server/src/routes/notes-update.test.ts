// POST /api/notes/{share_id}/update: optimistic versions. A replay is a no-op, an older or stale edit gets a
// 409 carrying the server's side (never a silent overwrite), and a wrong edit id changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictError, SharedNote, UpdateNoteResponse } from '../../../shared/api.ts';
import { contentHash } from '../../../shared/live-patch.ts';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { MAX_CONTENT_BYTES } from '../../../shared/limits.ts';
import { createNote, errorOf, MINUTE, postJson, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const update = (shareId: string, body: unknown) => postJson(t.app, `/api/notes/${shareId}/update`, body);
const stored = async (note: { share_id: string; edit_id: string }) => (await readAsEditor(t.app, note)).json<SharedNote>();

describe('updating a note', () => {
  it('saves the content, bumps the version, moves updated_at and follows the automatic title', async () => {
    const note = await createNote(t.app, { content: '<p>First draft</p>' });
    t.clock.advance(MINUTE);
    const response = await update(note.share_id, { content: '<h1>Second</h1><p>body</p>', editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(200);
    const answer = response.json<UpdateNoteResponse>();
    expect(answer).toEqual({ version: 2, updated_at: t.clock.now().toISOString(), title: 'Second', content_hash: await contentHash('<h1>Second</h1><p>body</p>') });
    expect(await stored(note)).toMatchObject({ content: '<h1>Second</h1><p>body</p>', title: 'Second', version: 2, created_at: note.created_at });
  });

  it('stores the content sanitized', async () => {
    const note = await createNote(t.app);
    await update(note.share_id, { content: '<p onclick="x()">safe<script>alert(1)</script></p>', editId: note.edit_id, baseVersion: 1 });
    expect((await stored(note)).content).toBe('<p>safe</p>');
  });

  it('a replayed update is a no-op 200 that keeps the version', async () => {
    const note = await createNote(t.app);
    const body = { content: '<p>edited once</p>', editId: note.edit_id, baseVersion: 1 };
    const first = (await update(note.share_id, body)).json<UpdateNoteResponse>();
    t.clock.advance(MINUTE);
    const replay = await update(note.share_id, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first);
    expect((await stored(note)).version).toBe(2);
  });

  it('a replay is still recognised when the text holds a lone surrogate (storage keeps U+FFFD for it)', async () => {
    const note = await createNote(t.app);
    const body = { content: '<p>pasted \ud83d half an emoji</p>', editId: note.edit_id, baseVersion: 1 };
    const first = await update(note.share_id, body);
    expect(first.statusCode).toBe(200);
    const replay = await update(note.share_id, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await stored(note)).content).toBe('<p>pasted \ufffd half an emoji</p>');
  });

  it('an older update cannot clobber a newer one: 409 conflict with the current note', async () => {
    const note = await createNote(t.app);
    const older = { content: '<p>from the laptop</p>', editId: note.edit_id, baseVersion: 1 };
    await update(note.share_id, older);
    await update(note.share_id, { content: '<p>from the phone</p>', editId: note.edit_id, baseVersion: 2 });
    // The laptop's request is delivered again after the phone's (a retry that arrives late).
    const late = await update(note.share_id, older);
    expect(late.statusCode).toBe(409);
    const error = late.json<ConflictError>();
    expect(error.code).toBe('conflict');
    expect(error.current).toEqual({ title: 'from the phone', content: '<p>from the phone</p>', updated_at: expect.any(String), version: 3 });
    expect((await stored(note)).content).toBe('<p>from the phone</p>');
  });

  it('an edit based on a stale version is 409 conflict and changes nothing', async () => {
    const note = await createNote(t.app);
    await update(note.share_id, { content: '<p>v2</p>', editId: note.edit_id, baseVersion: 1 });
    for (const baseVersion of [1, 0, 3, 99]) {
      const response = await update(note.share_id, { content: `<p>based on ${baseVersion}</p>`, editId: note.edit_id, baseVersion });
      expect(response.statusCode).toBe(409);
      expect(response.json<ConflictError>().current.version).toBe(2);
    }
    expect(await stored(note)).toMatchObject({ content: '<p>v2</p>', version: 2 });
  });

  it('an unchanged note answers 200 without a new version, whatever the base', async () => {
    const note = await createNote(t.app, { content: '<p>same</p>' });
    const response = await update(note.share_id, { content: '<p>same</p>', editId: note.edit_id, baseVersion: 1 });
    expect(response.json<UpdateNoteResponse>().version).toBe(1);
  });

  it('a wrong edit id is 403 edit-forbidden and changes nothing', async () => {
    const note = await createNote(t.app, { content: '<p>keep</p>' });
    const response = await update(note.share_id, { content: '<p>vandal</p>', editId: newEditId(), baseVersion: 1 });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('edit-forbidden');
    expect(await stored(note)).toMatchObject({ content: '<p>keep</p>', version: 1 });
  });

  it('an unknown note is 404 note-not-found', async () => {
    const response = await update(newShareId(), { content: '<p>x</p>', editId: newEditId(), baseVersion: 1 });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('note-not-found');
  });

  it('content over 1 MiB after sanitizing is 413 content-too-large and changes nothing', async () => {
    const note = await createNote(t.app, { content: '<p>small</p>' });
    const response = await update(note.share_id, { content: 'a'.repeat(MAX_CONTENT_BYTES + 1), editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('content-too-large');
    expect((await stored(note)).content).toBe('<p>small</p>');
  });
});

describe('refused update bodies', () => {
  let note: { share_id: string; edit_id: string };
  beforeAll(async () => {
    note = await createNote(t.app, { content: '<p>untouched</p>' });
  });

  const cases: Array<[string, (editId: string) => unknown]> = [
    ['baseVersion as a string (no coercion)', (editId) => ({ content: 'x', editId, baseVersion: '1' })],
    ['a fractional baseVersion', (editId) => ({ content: 'x', editId, baseVersion: 1.5 })],
    ['a negative baseVersion', (editId) => ({ content: 'x', editId, baseVersion: -1 })],
    ['no baseVersion', (editId) => ({ content: 'x', editId })],
    ['no editId', () => ({ content: 'x', baseVersion: 1 })],
    ['a malformed editId', (editId) => ({ content: 'x', editId: `${editId}/../x`, baseVersion: 1 })],
    ['content as an object', (editId) => ({ content: { html: 'x' }, editId, baseVersion: 1 })],
    ['an unknown field', (editId) => ({ content: 'x', editId, baseVersion: 1, version: 7 })],
    ['a session that is a number', (editId) => ({ content: 'x', editId, baseVersion: 1, session: 5 })],
  ];

  it.each(cases)('%s is 400 invalid-body', async (_label, makeBody) => {
    const response = await update(note.share_id, makeBody(note.edit_id));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid-body');
    expect(await stored(note)).toMatchObject({ content: '<p>untouched</p>', version: 1 });
  });
});
