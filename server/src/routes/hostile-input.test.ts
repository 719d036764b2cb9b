// Hostile input through the API: XSS payloads in content and titles are stored sanitized and rendered inert,
// and ids with path tricks or the wrong shape are refused with a 4xx without touching any note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse, SharedNote } from '../../../shared/api.ts';
import { sanitizeContent } from '../services/sanitize/sanitize.ts';
import { createNote, errorOf, getPage, postJson, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';
import { FORBIDDEN_MARKERS, XSS_PAYLOADS } from '../test-support/xss-payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const stored = async (note: { share_id: string; edit_id: string }) => (await readAsEditor(t.app, note)).json<SharedNote>();

describe('XSS payloads', () => {
  it.each(XSS_PAYLOADS)('%s is stored sanitized in content and as plain text in the title', async (payload) => {
    const note = await createNote(t.app, { title: `T ${payload}`, content: `<p>before</p>${payload}` });
    const saved = await stored(note);
    expect(saved.content).toBe(sanitizeContent(`<p>before</p>${payload}`));
    for (const marker of FORBIDDEN_MARKERS) expect(saved.content).not.toMatch(marker);
    expect(saved.title).not.toMatch(/<[a-z!/]/i);

    const updated = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: `${payload}<p>after</p>`, editId: note.edit_id, baseVersion: 1 });
    expect(updated.statusCode).toBe(200);
    const resaved = await stored(note);
    for (const marker of FORBIDDEN_MARKERS) expect(resaved.content).not.toMatch(marker);
  });

  it('a note page made of every payload runs no script of its own', async () => {
    const note = await createNote(t.app, {
      title: '&lt;script&gt;alert(1)&lt;/script&gt; "><img src=x onerror=alert(1)>',
      content: XSS_PAYLOADS.join('\n'),
    });
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.statusCode).toBe(200);
    // The only <script> in the page is the JSON data block the server writes itself.
    expect(page.body.match(/<script\b/gi)).toEqual(['<script']);
    expect(page.body).toContain('<script type="application/json" id="initial-data">');
    expect(page.body).not.toMatch(/<img[^>]*onerror/i);
    expect(page.body).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt; – Jotter</title>');
    expect(page.body.match(/<\/script/gi)).toEqual(['</script']);
  });

  it('a rename carrying markup is stored as plain text', async () => {
    const note = await createNote(t.app);
    const response = await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: '<img src=x onerror=alert(1)>Plan <script>x</script>', noteId: note.share_id });
    expect(response.statusCode).toBe(200);
    expect((await stored(note)).title).toBe('Plan');
  });
});

describe('ids with path tricks or the wrong shape', () => {
  let note: CreateNoteResponse;
  beforeAll(async () => {
    note = await createNote(t.app, { content: '<p>must survive</p>', password: 'pw' });
  });

  const shareTricks = (shareId: string) => [
    `..%2F${shareId}`,
    `${shareId}%2F..`,
    `%2e%2e%2f${shareId}`,
    `${shareId}%00`,
    `${shareId.slice(1)}`,
    `${shareId}A`,
    `${shareId.slice(1)}é`,
    `${shareId.slice(1)}%C3%A9`,
    `${shareId.slice(2)}%20%20`,
    '%2e%2e',
    '..',
    '',
  ];
  const editTricks = (editId: string) => [
    `..%2F${editId}`,
    `${editId}%2F..`,
    `${editId}%00`,
    editId.slice(1),
    `${editId}A`,
    `${editId.slice(1)}%C3%A9`,
    `${editId.slice(1)}%zz`,
    '%2e%2e',
    '',
  ];

  it('every API route refuses them with a 4xx and the note is unchanged', async () => {
    const requests: Array<[string, unknown]> = [];
    for (const id of shareTricks(note.share_id)) {
      requests.push([`/api/notes/share/${id}`, { editId: note.edit_id }]);
      requests.push([`/api/notes/${id}/update`, { content: '<p>overwritten</p>', editId: note.edit_id, baseVersion: 1 }]);
    }
    for (const id of editTricks(note.edit_id)) {
      requests.push([`/api/notes/edit/${id}`, undefined]);
      requests.push([`/api/notes/${id}/delete`, undefined]);
      requests.push([`/api/notes/${id}/expire`, { expire: '1h' }]);
      requests.push([`/api/notes/${id}/password`, { password: null }]);
      requests.push([`/api/notes/${id}/rename`, { title: 'owned', noteId: note.share_id }]);
    }
    for (const [url, body] of requests) {
      const response = await postJson(t.app, url, body);
      expect({ url, status: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({ url, status: true });
    }
    expect(await stored(note)).toMatchObject({ content: '<p>must survive</p>', title: 'must survive', has_password: true, expires_at: null, version: 1 });
  });

  it('a path with a broken escape is 400 invalid-id in the API error shape', async () => {
    for (const url of ['/api/notes/%zz/update', `/api/notes/share/${note.share_id}%`, `/api/notes/${note.edit_id}%E0%A4%A/delete`]) {
      const response = await postJson(t.app, url, {});
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('invalid-id');
    }
  });

  it('ids in the body with path tricks are 400 too', async () => {
    for (const id of ['../../etc/pas', `${note.share_id}\u0000`, `${note.share_id.slice(1)}\u00e9`, `${note.share_id} `]) {
      expect((await postJson(t.app, '/api/notes/verify-password', { id, password: 'pw' })).statusCode).toBe(400);
      expect((await postJson(t.app, '/api/reports', { share_id: id, reason: 'spam' })).statusCode).toBe(400);
      expect((await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: 'x', noteId: id })).statusCode).toBe(400);
    }
    expect((await stored(note)).title).toBe('must survive');
  });
});
