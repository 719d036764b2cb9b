// POST /api/notes/{share_id}/update with a patch (docs/design.md §4.2, §11): a save sends one splice of the stored
// text instead of the whole note. It applies only to the text it was made against (the version, then the hash), it
// goes through the same sanitizing and limits as a whole update, and a hostile splice changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictError, SharedNote, UpdateNoteResponse } from '../../../shared/api.ts';
import { MAX_CONTENT_BYTES } from '../../../shared/limits.ts';
import { contentHash, diffSplice } from '../../../shared/live-patch.ts';
import { seal } from '../test-support/envelopes.ts';
import { createNote, errorOf, postJson, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const update = (shareId: string, body: unknown) => postJson(t.app, `/api/notes/${shareId}/update`, body);
const stored = async (note: { share_id: string; edit_id: string }) => (await readAsEditor(t.app, note)).json<SharedNote>();

/** The patch a client sends to turn the stored `before` into `after`. */
async function patchFor(before: string, after: string) {
  return { ...diffSplice(before, after), base_hash: await contentHash(before) };
}

describe('updating a note by patch', () => {
  it('applies the splice to the stored text, bumps the version and answers the hash of what is stored', async () => {
    const note = await createNote(t.app, { content: '<p>Meet at noon</p>' });
    const after = '<p>Meet at noon on Friday</p>';
    const response = await update(note.share_id, { patch: await patchFor('<p>Meet at noon</p>', after), editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(200);
    const answer = response.json<UpdateNoteResponse>();
    expect(answer).toMatchObject({ version: 2, title: 'Meet at noon on Friday', content_hash: await contentHash(after) });
    expect(await stored(note)).toMatchObject({ content: after, version: 2 });
  });

  it('keeps every emoji whole when the edit is between two that share a high surrogate', async () => {
    const before = '<p>😀😁</p>';
    const note = await createNote(t.app, { content: before });
    const after = '<p>😀🙂😁</p>';
    const response = await update(note.share_id, { patch: await patchFor(before, after), editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(200);
    expect((await stored(note)).content).toBe(after);
  });

  it('based on a stale version is 409 conflict with the current note, as a whole update is', async () => {
    const note = await createNote(t.app, { content: '<p>one</p>' });
    await update(note.share_id, { content: '<p>two</p>', editId: note.edit_id, baseVersion: 1 });
    const response = await update(note.share_id, { patch: await patchFor('<p>one</p>', '<p>one!</p>'), editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json<ConflictError>().current).toMatchObject({ content: '<p>two</p>', version: 2 });
  });

  it('made against another text than the stored one is 412 patch-base-mismatch and changes nothing', async () => {
    const note = await createNote(t.app, { content: '<p>what the server has</p>' });
    const response = await update(note.share_id, {
      patch: await patchFor('<p>what the client thinks</p>', '<p>what the client thinks, edited</p>'),
      editId: note.edit_id,
      baseVersion: 1,
    });
    expect(response.statusCode).toBe(412);
    expect(errorOf(response).code).toBe('patch-base-mismatch');
    expect(response.json()).not.toHaveProperty('current');
    expect(await stored(note)).toMatchObject({ content: '<p>what the server has</p>', version: 1 });
  });

  it('with both content and patch, or neither, is 400 invalid-body', async () => {
    const note = await createNote(t.app, { content: '<p>x</p>' });
    const patch = await patchFor('<p>x</p>', '<p>xy</p>');
    for (const body of [
      { content: '<p>xy</p>', patch, editId: note.edit_id, baseVersion: 1 },
      { editId: note.edit_id, baseVersion: 1 },
    ]) {
      const response = await update(note.share_id, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('invalid-body');
    }
    expect((await stored(note)).version).toBe(1);
  });

  it('with a wrong edit id is 403 before anything is hashed or applied', async () => {
    const note = await createNote(t.app, { content: '<p>x</p>' });
    const other = await createNote(t.app);
    const response = await update(note.share_id, { patch: await patchFor('<p>x</p>', '<p>y</p>'), editId: other.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(403);
    expect((await stored(note)).content).toBe('<p>x</p>');
  });

  const text = '<p>ab😀cd</p>';
  it.each([
    ['a negative position', { at: -1, remove: 0, insert: 'x' }],
    ['a negative length', { at: 0, remove: -2, insert: '' }],
    ['a fractional position', { at: 1.5, remove: 0, insert: '' }],
    ['a position beyond the text', { at: text.length + 1, remove: 0, insert: 'x' }],
    ['a removal beyond the text', { at: 3, remove: text.length, insert: '' }],
    ['a position splitting an emoji', { at: 6, remove: 0, insert: 'x' }],
    ['a removal ending inside an emoji', { at: 4, remove: 2, insert: '' }],
    ['an insert of half an emoji', { at: 3, remove: 0, insert: '\ud83d' }],
    ['a position as text', { at: '3', remove: 0, insert: 'x' }],
    ['an unknown field', { at: 3, remove: 0, insert: 'x', extra: 1 }],
  ])('with %s is 400 and changes nothing', async (_name, splice) => {
    const note = await createNote(t.app, { content: text });
    const response = await update(note.share_id, { patch: { ...splice, base_hash: await contentHash(text) }, editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid-body');
    expect(await stored(note)).toMatchObject({ content: text, version: 1 });
  });

  it('with a malformed hash is 400 and changes nothing', async () => {
    const note = await createNote(t.app, { content: text });
    for (const base_hash of ['', 'ABC', (await contentHash(text)).toUpperCase(), `${await contentHash(text)}0`]) {
      const response = await update(note.share_id, { patch: { at: 3, remove: 0, insert: 'x', base_hash }, editId: note.edit_id, baseVersion: 1 });
      expect(response.statusCode).toBe(400);
    }
    expect((await stored(note)).version).toBe(1);
  });

  it('inserting script is sanitized like any content, and the answer’s hash tells the client it changed', async () => {
    const before = '<p>hello</p>';
    const note = await createNote(t.app, { content: before });
    const splice = { at: 8, remove: 0, insert: '<script>alert(1)</script><img src=x onerror=alert(2)>' };
    const response = await update(note.share_id, { patch: { ...splice, base_hash: await contentHash(before) }, editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(200);
    const content = (await stored(note)).content;
    expect(content).not.toMatch(/script|onerror/);
    expect(response.json<UpdateNoteResponse>().content_hash).toBe(await contentHash(content));
    expect(response.json<UpdateNoteResponse>().content_hash).not.toBe(await contentHash(`<p>hello${splice.insert}</p>`));
  });

  it('that makes the note too large is 413 and changes nothing', async () => {
    const before = '<p>small</p>';
    const note = await createNote(t.app, { content: before });
    const splice = { at: 3, remove: 0, insert: 'x'.repeat(MAX_CONTENT_BYTES) };
    const response = await update(note.share_id, { patch: { ...splice, base_hash: await contentHash(before) }, editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(413);
    expect((await stored(note)).content).toBe(before);
  });

  it('of an end-to-end encrypted note is 400: an envelope is always sent whole', async () => {
    const { envelope } = await seal({ title: null, content: '<p>secret</p>' });
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    const response = await update(note.share_id, { patch: await patchFor(envelope, `${envelope}A`), editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(400);
    expect((await stored(note)).content).toBe(envelope);
  });

  it('that also asks to encrypt a plaintext note is 400 and converts nothing', async () => {
    const note = await createNote(t.app, { content: '<p>plain</p>' });
    const response = await update(note.share_id, { patch: await patchFor('<p>plain</p>', '<p>plain!</p>'), editId: note.edit_id, baseVersion: 1, encrypted: true });
    expect(response.statusCode).toBe(400);
    expect(await stored(note)).toMatchObject({ content: '<p>plain</p>', encrypted: false, version: 1 });
  });
});
