// Every answer of the API has exactly the shape shared/wire declares for it, refusals included: what the
// client checks is what the server sends, and nothing outside the schema (a password hash, a failed-attempt
// count) can ever reach the wire.
import type { LightMyRequestResponse } from 'fastify';
import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms } from '../../../shared/wire/check.ts';
import { ApiErrorBody } from '../../../shared/wire/errors.ts';
import * as wire from '../../../shared/wire/notes.ts';
import { HealthResponse, ReportResponse } from '../../../shared/wire/service.ts';
import { createNote, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The answer's JSON, checked to conform and to carry no field the schema does not name. */
function expectShape(response: LightMyRequestResponse, schema: TSchema & { properties?: Record<string, unknown> }) {
  const body = response.json<Record<string, unknown>>();
  expect(conforms(schema, body), response.body).toBe(true);
  expect(Object.keys(body).every((key) => key in (schema.properties ?? {})), response.body).toBe(true);
  return body;
}

describe('answers on the wire', () => {
  it('has the declared shape for every note call', async () => {
    const created = await postJson(t.app, '/api/notes/create', { content: '<p>Shape</p>', password: 'secret-words' });
    const note = expectShape(created, wire.CreateNoteResponse) as { share_id: string; edit_id: string; session_id: string };
    expect(note.session_id).toEqual(expect.any(String));
    const { share_id: shareId, edit_id: editId } = note;

    expectShape(await postJson(t.app, `/api/notes/share/${shareId}`, { editId }), wire.SharedNote);
    expectShape(await postJson(t.app, `/api/notes/edit/${editId}`), wire.EditLinkNote);
    expectShape(await postJson(t.app, `/api/notes/${shareId}/update`, { content: '<p>Two</p>', editId, baseVersion: 1 }), wire.UpdateNoteResponse);
    expectShape(await postJson(t.app, `/api/notes/${editId}/rename`, { title: 'Named', noteId: shareId }), wire.RenameNoteResponse);
    expectShape(await postJson(t.app, `/api/notes/${editId}/expire`, { expire: '1d' }), wire.ExpireNoteResponse);
    expectShape(await postJson(t.app, '/api/notes/verify-password', { id: shareId, password: 'secret-words' }), wire.VerifyPasswordResponse);
    expectShape(await postJson(t.app, `/api/notes/${editId}/password`, { password: null }), wire.PasswordNoteResponse);
    expectShape(await postJson(t.app, '/api/reports', { share_id: shareId, reason: 'spam' }), ReportResponse);
    expectShape(await postJson(t.app, `/api/notes/${editId}/delete`), wire.DeleteNoteResponse);
    expectShape(await t.app.inject({ method: 'GET', url: '/api/health' }), HealthResponse);
  });

  it('a share read after an edit, a rename or a new expiry answers the note as it is now', async () => {
    const note = await createNote(t.app, { content: '<p>First words</p>' });
    const read = async () => expectShape(await postJson(t.app, `/api/notes/share/${note.share_id}`, {}), wire.SharedNote);
    expect(await read()).toMatchObject({ content: '<p>First words</p>', version: 1 });
    await read();
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Second words</p>', editId: note.edit_id, baseVersion: 1 });
    expect(await read()).toMatchObject({ content: '<p>Second words</p>', version: 2 });
    await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: 'Renamed', noteId: note.share_id });
    expect(await read()).toMatchObject({ title: 'Renamed', renamed: true });
    await postJson(t.app, `/api/notes/${note.edit_id}/expire`, { expire: '1h' });
    expect((await read()).expires_at).toEqual(expect.any(String));
    await postJson(t.app, `/api/notes/${note.edit_id}/password`, { password: 'secret-words' });
    expect((await postJson(t.app, `/api/notes/share/${note.share_id}`, {})).statusCode).toBe(401);
  });

  it('never sends what the store keeps to itself', async () => {
    const note = await createNote(t.app, { content: '<p>Locked</p>', password: 'secret-words' });
    await postJson(t.app, '/api/notes/verify-password', { id: note.share_id, password: 'wrong-words' });
    const read = await postJson(t.app, `/api/notes/share/${note.share_id}`, { editId: note.edit_id });
    expect(read.body).not.toMatch(/scrypt|passwordHash|password_hash|failedAttempts|failed_attempts|editId|edit_id/);
    expect(read.json()).toMatchObject({ has_password: true });
  });

  it('refusals have the error shape, and a conflict carries the server’s copy', async () => {
    const note = await createNote(t.app, { content: '<p>Mine</p>' });
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Theirs</p>', editId: note.edit_id, baseVersion: 1 });
    const conflict = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Mine too</p>', editId: note.edit_id, baseVersion: 1 });
    expect(conflict.statusCode).toBe(409);
    expect(expectShape(conflict, ApiErrorBody)).toMatchObject({ code: 'conflict', current: { content: '<p>Theirs</p>', version: 2 } });

    const invalid = await postJson(t.app, '/api/notes/create', { content: 1 });
    expect(expectShape(invalid, ApiErrorBody)).toMatchObject({ statusCode: 400, code: 'invalid-body' });
    const missing = await postJson(t.app, `/api/notes/share/${'a'.repeat(10)}`, {});
    expect(expectShape(missing, ApiErrorBody).statusCode).toBe(missing.statusCode);
  });
});
