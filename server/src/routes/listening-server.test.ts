// The API over a real socket (fetch against app.listen): a note's whole life — create, share, update,
// delete — as a browser's fetch sees it, status codes, JSON and headers included.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse, SharedNote, UpdateNoteResponse } from '../../../shared/api.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const post = (path: string, body?: unknown) =>
  fetch(origin + path, {
    method: 'POST',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

describe('a real listening server', () => {
  it('creates, shares, updates and deletes a note', async () => {
    const created = await post('/api/notes/create', { content: '<p>over the wire</p>', expire: '1d' });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toMatch(/^application\/json/);
    const note = (await created.json()) as CreateNoteResponse;

    const shared = await post(`/api/notes/share/${note.share_id}`, {});
    expect(shared.status).toBe(200);
    expect(shared.headers.get('referrer-policy')).toBe('no-referrer');
    expect(((await shared.json()) as SharedNote).content).toBe('<p>over the wire</p>');

    const updated = await post(`/api/notes/${note.share_id}/update`, { content: '<p>edited</p>', editId: note.edit_id, baseVersion: 1 });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as UpdateNoteResponse).version).toBe(2);

    const page = await fetch(`${origin}/n/${note.share_id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(await page.text()).toContain('<p>edited</p>');

    const deleted = await post(`/api/notes/${note.edit_id}/delete`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    const gone = await post(`/api/notes/share/${note.share_id}`, {});
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ statusCode: 404, code: 'note-not-found' });
  });

  it('refuses a body over 2 MiB with 413 body-too-large', async () => {
    const response = await post('/api/notes/create', { content: 'x'.repeat(3 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'body-too-large' });
  });
});
