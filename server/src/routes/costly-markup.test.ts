// Markup that costs the sanitizer time: deep nesting is refused before it can freeze the server, update
// checks the edit id before it spends any work on the content, and on a real socket the server keeps
// answering others while such payloads, or megabyte notes, are in flight.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedNote } from '../../../shared/api.ts';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { MAX_CONTENT_BYTES, MAX_NESTING_DEPTH } from '../../../shared/limits.ts';
import { createNote, errorOf, postJson, proposedIds, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** About 600 KB of `<b><i>` pairs: seconds of event-loop time for a naive sanitizer. */
const DEEP = '<b><i>'.repeat(100_000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nested = (depth: number) => `${'<span>'.repeat(depth)}deep${'</span>'.repeat(depth)}`;

describe('deeply nested markup', () => {
  it(`a create nested deeper than ${MAX_NESTING_DEPTH} is 400 content-too-deep and creates nothing`, async () => {
    const ids = proposedIds();
    const response = await postJson(t.app, '/api/notes/create', { ...ids, content: DEEP });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('content-too-deep');
    expect((await readAsEditor(t.app, ids)).statusCode).toBe(404);
  });

  it('nesting exactly at the limit is accepted, one level more is refused', async () => {
    expect((await postJson(t.app, '/api/notes/create', { content: nested(MAX_NESTING_DEPTH) })).statusCode).toBe(201);
    const tooDeep = await postJson(t.app, '/api/notes/create', { content: nested(MAX_NESTING_DEPTH + 1) });
    expect(errorOf(tooDeep).code).toBe('content-too-deep');
  });

  it('an update nested too deep is refused and the note keeps its text and version', async () => {
    const note = await createNote(t.app, { content: '<p>kept</p>' });
    const response = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: DEEP, editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('content-too-deep');
    expect((await readAsEditor(t.app, note)).json<SharedNote>()).toMatchObject({ content: '<p>kept</p>', version: 1 });
  });
});

describe('update checks the capability before the content', () => {
  it('a wrong edit id is 403 edit-forbidden whatever the content, and an unknown note 404', async () => {
    const note = await createNote(t.app, { content: '<p>mine</p>' });
    const tooLarge = `<p>${'a'.repeat(MAX_CONTENT_BYTES)}</p>`;
    for (const content of [DEEP, tooLarge]) {
      const forbidden = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content, editId: newEditId(), baseVersion: 1 });
      expect(forbidden.statusCode).toBe(403);
      expect(errorOf(forbidden).code).toBe('edit-forbidden');
      const missing = await postJson(t.app, `/api/notes/${newShareId()}/update`, { content, editId: note.edit_id, baseVersion: 1 });
      expect(errorOf(missing).code).toBe('note-not-found');
    }
    expect((await readAsEditor(t.app, note)).json<SharedNote>()).toMatchObject({ content: '<p>mine</p>', version: 1 });
  });
});

describe('on a real socket', () => {
  let origin = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('another client is answered in well under 200 ms while a nested payload is being handled', async () => {
    const hostile = (path: string, body: unknown) =>
      fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const note = await createNote(t.app);
    let done = false;
    // One after the other, so each answer measured below overlaps a payload, not a pile of them.
    const attacks = (async () => [
      await hostile('/api/notes/create', { content: DEEP }),
      await hostile(`/api/notes/${note.share_id}/update`, { content: DEEP, editId: newEditId(), baseVersion: 1 }),
      await hostile(`/api/notes/${note.share_id}/update`, { content: DEEP, editId: note.edit_id, baseVersion: 1 }),
    ])().finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    // Keep asking while the payloads are in flight (and a few times after, so at least a few samples exist).
    while (!done || latencies.length < 5) {
      const started = performance.now();
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      latencies.push(performance.now() - started);
      await pause(10);
    }
    const statuses = (await attacks).map((response) => response.status);
    expect(statuses).toEqual([400, 403, 400]);
    expect(Math.max(...latencies)).toBeLessThan(200);
  });

  it('another client never waits for megabyte notes being saved', async () => {
    // Markup-dense but legitimate editor output just under 1 MiB: hundreds of milliseconds of sanitizing each.
    const paragraph = '<p><strong>b</strong><em>i</em><s>s</s><span style="color:#abc">x</span></p>';
    const content = paragraph.repeat(Math.floor((MAX_CONTENT_BYTES * 0.95) / paragraph.length));
    const started = performance.now();
    let elapsed = 0;
    const saves = Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${origin}/api/notes/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content }) }),
      ),
    ).finally(() => {
      elapsed = performance.now() - started;
    });
    const latencies: number[] = [];
    while (elapsed === 0 || latencies.length < 5) {
      const asked = performance.now();
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
      latencies.push(performance.now() - asked);
      await pause(10);
    }
    expect((await saves).map((response) => response.status)).toEqual([201, 201, 201, 201]);
    // Sanitized on the event loop, one answer would wait for most of the saves; the bound is relative because
    // on a loaded machine everything, this request included, slows down together.
    expect(Math.max(...latencies)).toBeLessThan(Math.max(200, elapsed / 4));
  });
});
