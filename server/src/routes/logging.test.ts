// The server log never holds a secret: edit ids (in paths and bodies), passwords and password sessions stay
// out of every line, through successes, refusals and a failing store alike.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { CreateNoteResponse, PasswordNoteResponse } from '../../../shared/api.ts';
import { createNote, getPage, postJson, proposedIds, startTestApp, type TestApp } from '../test-support/test-app.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: { stream: { write: (line) => void lines.push(line) } } });
});
afterAll(() => t.close());

describe('the server log', () => {
  it('never contains an edit id, a password or a session', async () => {
    const firstPassword = 'zebra-Quokka-4711';
    const secondPassword = 'narwhal-Ibis-0815';
    const ids = proposedIds();
    const note: CreateNoteResponse = await createNote(t.app, { ...ids, content: '<p>logged?</p>', password: firstPassword });
    const secrets = [ids.edit_id, firstPassword, secondPassword];
    const share = `/api/notes/share/${note.share_id}`;
    const session = note.session_id ?? '';
    secrets.push(session);

    await postJson(t.app, '/api/notes/create', { ...ids, content: '<p>replayed</p>', password: firstPassword });
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>v2</p>', editId: ids.edit_id, baseVersion: 1, session });
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>v3</p>', editId: ids.edit_id, baseVersion: 1 });
    await postJson(t.app, share, { session });
    await postJson(t.app, share, { editId: ids.edit_id });
    const verified = await postJson(t.app, '/api/notes/verify-password', { id: note.share_id, password: firstPassword });
    secrets.push(verified.json<{ session: string }>().session);
    await postJson(t.app, '/api/notes/verify-password', { id: note.share_id, password: `${firstPassword}-wrong` });
    await postJson(t.app, `/api/notes/edit/${ids.edit_id}`);
    await postJson(t.app, `/api/notes/${ids.edit_id}/expire`, { expire: '1d' });
    await postJson(t.app, `/api/notes/${ids.edit_id}/rename`, { title: 'Logged', noteId: note.share_id });
    const changed = await postJson(t.app, `/api/notes/${ids.edit_id}/password`, { password: secondPassword });
    secrets.push(changed.json<PasswordNoteResponse>().session_id ?? '');
    await postJson(t.app, `/api/notes/${ids.edit_id}/password`, { password: secondPassword, extra: ids.edit_id });
    await t.app.inject({ method: 'POST', url: '/api/notes/verify-password', headers: { 'content-type': 'application/json' }, payload: `{"id":"${note.share_id}","password":"${secondPassword}"` });
    await getPage(t.app, `/e/${ids.edit_id}?from=${ids.edit_id}`);
    await getPage(t.app, `/de/e/${ids.edit_id}`);
    await getPage(t.app, `/n/${note.share_id}`, { cookies: { [`ns_${note.share_id}`]: session } });
    await getPage(t.app, `/api/notes/${ids.edit_id}/unknown`);
    await postJson(t.app, `/api/notes/${ids.edit_id}/delete`);

    // A failing store turns requests into logged 500s; the log entry must still hold no secret.
    const failing = await createNote(t.app, { password: firstPassword });
    secrets.push(failing.edit_id, failing.session_id ?? '');
    await t.store.close();
    const crashed = await postJson(t.app, `/api/notes/${failing.edit_id}/delete`);
    expect(crashed.statusCode).toBe(500);
    expect(crashed.body).not.toContain('SQLite');

    const log = lines.join('');
    expect(lines.filter((line) => line.includes('request completed')).length).toBeGreaterThanOrEqual(20);
    expect(log).toContain('request failed');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log).not.toContain(secret);
    }
  });

  it('never contains an edit id written with percent-escapes, once or twice encoded', async () => {
    // The test above ends with a closed store: this one gets its own app and log.
    const lines: string[] = [];
    const own = await startTestApp({ logger: { stream: { write: (line) => void lines.push(line) } } });
    onTestFinished(() => own.close());
    const note = await createNote(own.app, proposedIds());
    const id = note.edit_id;
    const escape = (text: string, at: number) => `${text.slice(0, at)}%${text.charCodeAt(at).toString(16).toUpperCase()}${text.slice(at + 1)}`;
    const variants = [
      escape(id, 5),
      escape(escape(id, 5), 20),
      id.split('').map((char) => `%${char.charCodeAt(0).toString(16)}`).join(''),
      `${id.slice(0, 10)}%25${id.charCodeAt(10).toString(16)}${id.slice(11)}`,
    ];
    const before = lines.length;
    for (const variant of variants) {
      // The router decodes the path once, so the first three reach the note; all of them must stay out of the log.
      await postJson(own.app, `/api/notes/edit/${variant}`);
      await getPage(own.app, `/e/${variant}?again=${variant}`);
    }
    expect((await postJson(own.app, `/api/notes/edit/${escape(id, 5)}`)).statusCode).toBe(200);
    /** Decodes every escape, twice, the way a reader of the log could. */
    const decode = (text: string) => text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const log = decode(decode(lines.slice(before).join('')));
    expect(lines.length).toBeGreaterThan(before);
    expect(log).not.toContain(id);
  });
});
