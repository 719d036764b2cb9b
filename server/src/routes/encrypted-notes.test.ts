// End-to-end encrypted notes through the API (docs/design.md §10): the server stores and answers the envelope and
// nothing else, refuses anything that is not an envelope (and then stores nothing), converts a plaintext note without
// keeping any of its plaintext history, and keeps password, expiry and delete working as for any note.
import { contentHash } from '../../../shared/live-patch.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictError, CreateNoteResponse, SharedNote, UpdateNoteResponse } from '../../../shared/api.ts';
import type { AccountNote } from '../../../shared/wire/account.ts';
import { MAX_ENVELOPE_BYTES } from '../../../shared/limits.ts';
import type { NoteVersionResponse, VersionsResponse } from '../../../shared/wire/versions.ts';
import { getAs, postAs, signUp } from '../test-support/accounts.ts';
import { envelopeOfSize, seal, unseal } from '../test-support/envelopes.ts';
import { XSS_PAYLOADS } from '../test-support/xss-payloads.ts';
import { createNote, errorOf, freshIp, MINUTE, postJson, proposedIds, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SECRET = { title: 'Board minutes', content: '<p>The merger closes on Friday</p>' };
const update = (shareId: string, body: unknown) => postJson(t.app, `/api/notes/${shareId}/update`, body);
const read = (note: { share_id: string; edit_id: string }) => readAsEditor(t.app, note).then((response) => response.json<SharedNote>());

async function createEncrypted(extra: Record<string, unknown> = {}): Promise<{ note: CreateNoteResponse; envelope: string; key: string }> {
  const { envelope, key } = await seal(SECRET);
  const note = await createNote(t.app, { content: envelope, encrypted: true, ...extra });
  return { note, envelope, key };
}

describe('an encrypted note', () => {
  it('is stored and answered as its envelope, with an empty title, and the key opens what comes back', async () => {
    const { note, envelope, key } = await createEncrypted();
    expect(note.title).toBe('');
    const shared = await postJson(t.app, `/api/notes/share/${note.share_id}`, {});
    expect(shared.statusCode).toBe(200);
    expect(shared.json<SharedNote>()).toMatchObject({ content: envelope, title: '', encrypted: true, renamed: false, version: 1 });
    expect(shared.body).not.toContain('merger');
    expect(await unseal(shared.json<SharedNote>().content, key)).toEqual(SECRET);
    const viaEditLink = await postJson(t.app, `/api/notes/edit/${note.edit_id}`);
    expect(viaEditLink.json()).toMatchObject({ content: envelope, title: '', encrypted: true, share_id: note.share_id });
  });

  it('a plaintext note answers encrypted: false', async () => {
    const note = await createNote(t.app, { content: '<p>Plain</p>' });
    expect(await read(note)).toMatchObject({ encrypted: false, title: 'Plain' });
  });

  it('an update stores the new envelope byte for byte; its replay is the no-op 200', async () => {
    const { note, key } = await createEncrypted();
    t.clock.advance(MINUTE);
    const next = await seal({ title: null, content: '<p>Moved to Monday</p>' }, key);
    const body = { content: next.envelope, editId: note.edit_id, baseVersion: 1 };
    const first = await update(note.share_id, body);
    expect(first.statusCode).toBe(200);
    expect(first.json<UpdateNoteResponse>()).toEqual({ updated_at: t.clock.now().toISOString(), version: 2, title: '', content_hash: await contentHash(next.envelope) });
    t.clock.advance(MINUTE);
    const replay = await update(note.share_id, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await read(note)).toMatchObject({ content: next.envelope, version: 2, encrypted: true });
    // The same plaintext sealed again (a new IV) is a different envelope: a real change, not a replay.
    const resealed = await seal({ title: null, content: '<p>Moved to Monday</p>' }, key);
    expect((await update(note.share_id, { content: resealed.envelope, editId: note.edit_id, baseVersion: 2 })).json()).toMatchObject({ version: 3 });
  });

  it('a stale update is 409 with the server’s envelope as `current`, never a merge on the server', async () => {
    const { note, key } = await createEncrypted();
    const phone = await seal({ title: null, content: '<p>phone</p>' }, key);
    const laptop = await seal({ title: null, content: '<p>laptop</p>' }, key);
    await update(note.share_id, { content: phone.envelope, editId: note.edit_id, baseVersion: 1 });
    const late = await update(note.share_id, { content: laptop.envelope, editId: note.edit_id, baseVersion: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json<ConflictError>().current).toMatchObject({ content: phone.envelope, title: '', version: 2 });
  });

  it('history lists envelopes (size = the envelope’s length) and answers each version as its envelope', async () => {
    const { note, envelope, key } = await createEncrypted();
    const next = await seal({ title: null, content: '<p>second</p>' }, key);
    await update(note.share_id, { content: next.envelope, editId: note.edit_id, baseVersion: 1 });
    const listed = (await t.app.inject({ method: 'GET', url: `/api/notes/${note.edit_id}/versions` })).json<VersionsResponse>();
    expect(listed.versions).toEqual([
      { version: 2, updated_at: expect.any(String), title: '', size: next.envelope.length, encrypted: true },
      { version: 1, updated_at: note.updated_at, title: '', size: envelope.length, encrypted: true },
    ]);
    const first = (await t.app.inject({ method: 'GET', url: `/api/notes/${note.edit_id}/versions/1` })).json<NoteVersionResponse>();
    expect(first).toEqual({ version: 1, updated_at: note.updated_at, title: '', content: envelope, encrypted: true });
  });

  it('a title sent with an update is ignored: nothing but the envelope is stored', async () => {
    const { note, key } = await createEncrypted();
    const next = await seal({ title: 'Board minutes v2', content: '<p>x</p>' }, key);
    const response = await update(note.share_id, { content: next.envelope, title: 'Board minutes v2', editId: note.edit_id, baseVersion: 1 });
    expect(response.json<UpdateNoteResponse>().title).toBe('');
    expect(await t.store.findByShareId(note.share_id, t.clock.now())).toMatchObject({ title: '', content: next.envelope, renamed: false });
  });

  it('restoring an earlier version brings its envelope back, title still empty', async () => {
    const { note, envelope, key } = await createEncrypted();
    const next = await seal({ title: null, content: '<p>second</p>' }, key);
    await update(note.share_id, { content: next.envelope, editId: note.edit_id, baseVersion: 1 });
    const restored = await postJson(t.app, `/api/notes/${note.edit_id}/restore`, { version: 1, baseVersion: 2 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, title: '', content: envelope });
    expect(await read(note)).toMatchObject({ content: envelope, encrypted: true, version: 3 });
  });

  it('a rename is refused with encrypted-note and changes nothing (the title lives in the envelope)', async () => {
    const { note, envelope } = await createEncrypted();
    const response = await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: 'Leaked title', noteId: note.share_id });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('encrypted-note');
    expect(await read(note)).toMatchObject({ title: '', content: envelope, version: 1, renamed: false });
  });

  it('the account list shows it with an empty title and the flag', async () => {
    const ada = await signUp(t.app);
    const { envelope } = await seal(SECRET);
    const created = await postAs(ada, t.app, '/api/notes/create', { content: envelope, encrypted: true });
    expect(created.statusCode).toBe(201);
    const list = await getAs(ada, t.app, '/api/notes/list');
    expect(list.json<AccountNote[]>()).toEqual([expect.objectContaining({ id: created.json<CreateNoteResponse>().share_id, title: '', encrypted: true })]);
  });
});

describe('what is not an envelope is refused, and nothing is stored', () => {
  const iv = Buffer.alloc(12, 1).toString('base64url');
  const ciphertext = Buffer.alloc(40, 2).toString('base64url');
  const hostile: Array<[string, string]> = [
    ['a missing ciphertext', `e2e1.${iv}`],
    ['a missing prefix', `${iv}.${ciphertext}`],
    ['bad base64url', `e2e1.${iv}.${ciphertext.slice(0, -2)}+/`],
    ['non-canonical base64url', `e2e1.${iv}.${ciphertext.slice(0, -1)}D`],
    ['an iv of 11 bytes', `e2e1.${Buffer.alloc(11).toString('base64url')}.${ciphertext}`],
    ['an iv of 13 bytes', `e2e1.${Buffer.alloc(13).toString('base64url')}.${ciphertext}`],
    ['an empty ciphertext', `e2e1.${iv}.`],
    ['<script> in place of an envelope', '<script>alert(document.cookie)</script>'],
    ['plaintext HTML', '<p>Board minutes</p>'],
  ];

  it.each(hostile)('a create with %s is 400 invalid-envelope and the proposed ids stay free', async (_name, content) => {
    const ids = proposedIds();
    const response = await postJson(t.app, '/api/notes/create', { content, encrypted: true, ...ids });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid-envelope');
    expect(await t.store.findByShareId(ids.share_id, t.clock.now())).toBeNull();
    // Nothing was stored: not even a tombstone, so the same ids still create a note.
    const { envelope } = await seal(SECRET);
    expect((await postJson(t.app, '/api/notes/create', { content: envelope, encrypted: true, ...ids })).statusCode).toBe(201);
  });

  it('every payload of the XSS corpus sent as an encrypted note is 400 invalid-envelope, never sanitized and stored', async () => {
    for (const payload of XSS_PAYLOADS) {
      const ids = proposedIds();
      const response = await postJson(t.app, '/api/notes/create', { content: payload, encrypted: true, ...ids });
      expect(response.statusCode, payload).toBe(400);
      expect(errorOf(response).code).toBe('invalid-envelope');
      expect(await t.store.findByShareId(ids.share_id, t.clock.now())).toBeNull();
    }
  });

  it('an oversized envelope is 413 content-too-large, as oversized content', async () => {
    const ids = proposedIds();
    const response = await postJson(t.app, '/api/notes/create', { content: envelopeOfSize(MAX_ENVELOPE_BYTES + 1), encrypted: true, ...ids });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('content-too-large');
    expect(await t.store.findByShareId(ids.share_id, t.clock.now())).toBeNull();
    // The largest allowed one is taken.
    expect((await postJson(t.app, '/api/notes/create', { content: envelopeOfSize(MAX_ENVELOPE_BYTES), encrypted: true })).statusCode).toBe(201);
  });

  it('`encrypted` must be a boolean: "true" as text is 400 invalid-body, never read as true or as plaintext', async () => {
    const ids = proposedIds();
    const { envelope } = await seal(SECRET);
    const response = await postJson(t.app, '/api/notes/create', { content: envelope, encrypted: 'true', ...ids });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid-body');
    expect(await t.store.findByShareId(ids.share_id, t.clock.now())).toBeNull();
  });

  it('a title beside an encrypted note is 400 invalid-body (it would be plaintext on the server)', async () => {
    const ids = proposedIds();
    const { envelope } = await seal(SECRET);
    const response = await postJson(t.app, '/api/notes/create', { content: envelope, encrypted: true, title: 'Board minutes', ...ids });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid-body');
    expect(await t.store.findByShareId(ids.share_id, t.clock.now())).toBeNull();
  });

  it.each([...hostile, ['an oversized envelope', envelopeOfSize(MAX_ENVELOPE_BYTES + 1)] as [string, string]])(
    'an update of an encrypted note with %s is refused and the note is unchanged',
    async (_name, content) => {
      const { note, envelope } = await createEncrypted();
      const response = await update(note.share_id, { content, editId: note.edit_id, baseVersion: 1 });
      expect([400, 413]).toContain(response.statusCode);
      expect(['invalid-envelope', 'content-too-large']).toContain(errorOf(response).code);
      expect(await read(note)).toMatchObject({ content: envelope, title: '', version: 1, encrypted: true });
    },
  );

  it('a plaintext update of an encrypted note (no flag, as an old client would send) is 400 invalid-envelope', async () => {
    const { note, envelope } = await createEncrypted();
    const response = await update(note.share_id, { content: '<p>The merger closes on Friday</p>', title: 'Board minutes', editId: note.edit_id, baseVersion: 1 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid-envelope');
    expect(await read(note)).toMatchObject({ content: envelope, title: '', version: 1 });
  });

  it('encrypted: false is not a way back, and `encrypted` takes only true on update', async () => {
    const { note, envelope } = await createEncrypted();
    const back = await update(note.share_id, { content: '<p>plain again</p>', editId: note.edit_id, baseVersion: 1, encrypted: false });
    expect(back.statusCode).toBe(400);
    expect(errorOf(back).code).toBe('invalid-body');
    expect(await read(note)).toMatchObject({ content: envelope, encrypted: true });
  });
});

describe('converting a plaintext note', () => {
  it('the note becomes its envelope and every plaintext version is gone, from the API and from the file', async () => {
    const marker = 'Quartz7Falcon';
    const note = await createNote(t.app, { content: `<p>${marker} first draft</p>` });
    await update(note.share_id, { content: `<p>${marker} second draft</p>`, editId: note.edit_id, baseVersion: 1 });
    await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: `${marker} title`, noteId: note.share_id });
    const { envelope } = await seal({ title: `${marker} title`, content: `<p>${marker} second draft</p>` });

    // A title sent along (an old habit of the outbox) is ignored: the renamed plaintext title does not survive.
    const converted = await update(note.share_id, { content: envelope, title: `${marker} title`, editId: note.edit_id, baseVersion: 3, encrypted: true });
    expect(converted.statusCode).toBe(200);
    expect(converted.json<UpdateNoteResponse>()).toMatchObject({ version: 4, title: '' });
    expect(await read(note)).toMatchObject({ content: envelope, title: '', encrypted: true, renamed: false, version: 4 });

    const listed = (await t.app.inject({ method: 'GET', url: `/api/notes/${note.edit_id}/versions` })).json<VersionsResponse>();
    expect(listed.versions.map((entry) => entry.version)).toEqual([4]);
    for (const version of [1, 2, 3]) expect((await t.app.inject({ method: 'GET', url: `/api/notes/${note.edit_id}/versions/${version}` })).statusCode).toBe(404);
    expect(await t.store.getVersion(note.share_id, 1, t.clock.now())).toBeNull();

    // The store's own file (and its WAL) no longer hold the old text anywhere.
    const file = join(t.dataDir, 'notes.db');
    const onDisk = [file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path).toString('latin1')).join('');
    expect(onDisk).toContain(envelope.slice(5, 30));
    expect(onDisk).not.toContain(marker);
  });

  it('a replayed conversion is the no-op 200; a stale one is 409 with the note as it is', async () => {
    const note = await createNote(t.app, { content: '<p>to be sealed</p>' });
    const { envelope } = await seal({ title: null, content: '<p>to be sealed</p>' });
    const body = { content: envelope, editId: note.edit_id, baseVersion: 1, encrypted: true };
    const first = await update(note.share_id, body);
    const replay = await update(note.share_id, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await read(note)).version).toBe(2);

    const other = await createNote(t.app, { content: '<p>v1</p>' });
    await update(other.share_id, { content: '<p>v2</p>', editId: other.edit_id, baseVersion: 1 });
    const stale = await update(other.share_id, { content: envelope, editId: other.edit_id, baseVersion: 1, encrypted: true });
    expect(stale.statusCode).toBe(409);
    expect(await read(other)).toMatchObject({ encrypted: false, content: '<p>v2</p>' });
    expect((await t.store.getVersion(other.share_id, 1, t.clock.now()))?.content).toBe('<p>v1</p>');
  });

  it('a conversion whose content is not an envelope is refused and the plaintext note and its history stay', async () => {
    const note = await createNote(t.app, { content: '<p>v1</p>' });
    await update(note.share_id, { content: '<p>v2</p>', editId: note.edit_id, baseVersion: 1 });
    const response = await update(note.share_id, { content: '<p>v3</p>', editId: note.edit_id, baseVersion: 2, encrypted: true });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid-envelope');
    expect(await read(note)).toMatchObject({ encrypted: false, content: '<p>v2</p>', version: 2 });
    expect((await t.store.getVersion(note.share_id, 1, t.clock.now()))?.content).toBe('<p>v1</p>');
  });

  it('a plaintext version that outlived a conversion (MongoDB crash window) is never listed, read or restored', async () => {
    const note = await createNote(t.app, { content: '<p>Leaked draft</p>' });
    const { envelope } = await seal(SECRET);
    // Arrange the state directly: the envelope stored as a plain update (version 1 kept), then the flag set alone.
    await t.store.updateIfVersion(note.share_id, 1, { content: envelope, title: '', version: 2, updatedAt: t.clock.now() }, t.clock.now());
    await t.store.updateIfVersion(note.share_id, 2, { encrypted: true }, t.clock.now());
    const listed = await t.app.inject({ method: 'GET', url: `/api/notes/${note.edit_id}/versions` });
    expect(listed.json<VersionsResponse>().versions.map((entry) => entry.version)).toEqual([2]);
    expect(listed.body).not.toContain('Leaked');
    const one = await t.app.inject({ method: 'GET', url: `/api/notes/${note.edit_id}/versions/1` });
    expect(one.statusCode).toBe(404);
    expect(one.body).not.toContain('Leaked');
    const restore = await postJson(t.app, `/api/notes/${note.edit_id}/restore`, { version: 1, baseVersion: 2 });
    expect(restore.statusCode).toBe(404);
    expect(await read(note)).toMatchObject({ content: envelope, encrypted: true, version: 2 });
  });

  it('a wrong edit id converts nothing', async () => {
    const note = await createNote(t.app, { content: '<p>mine</p>' });
    const intruder = proposedIds();
    const { envelope } = await seal(SECRET);
    const response = await update(note.share_id, { content: envelope, editId: intruder.edit_id, baseVersion: 1, encrypted: true });
    expect(response.statusCode).toBe(403);
    expect(await read(note)).toMatchObject({ encrypted: false, content: '<p>mine</p>' });
  });
});

describe('password, expiry and delete on an encrypted note', () => {
  it('a password still gates the envelope: 401 without it, 401 then 429 on wrong ones, the envelope after the right one', async () => {
    const { note, envelope } = await createEncrypted({ password: 'correct horse' });
    const anonymous = await postJson(t.app, `/api/notes/share/${note.share_id}`, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(envelope.slice(5, 20));
    const ip = freshIp();
    const guess = () => postJson(t.app, '/api/notes/verify-password', { id: note.share_id, password: 'wrong' }, { ip });
    for (let i = 0; i < 5; i += 1) expect((await guess()).statusCode).toBe(401);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.body).not.toContain(envelope.slice(5, 20));
    const right = await postJson(t.app, '/api/notes/verify-password', { id: note.share_id, password: 'correct horse' });
    const { session } = right.json<{ session: string }>();
    const opened = await postJson(t.app, `/api/notes/share/${note.share_id}`, { session });
    expect(opened.json<SharedNote>()).toMatchObject({ content: envelope, encrypted: true, has_password: true });
  });

  it('an expired encrypted note is gone (404) and its ids are never reused', async () => {
    const { note, envelope } = await createEncrypted({ expire: '1h' });
    t.clock.advance(60 * MINUTE);
    expect((await postJson(t.app, `/api/notes/share/${note.share_id}`, {})).statusCode).toBe(404);
    expect(await t.store.purgeExpired(t.clock.now(), 100)).toBeGreaterThanOrEqual(1);
    const again = await postJson(t.app, '/api/notes/create', { content: envelope, encrypted: true, share_id: note.share_id, edit_id: note.edit_id });
    expect(again.statusCode).toBe(410);
  });

  it('delete removes it; reading it afterwards is 404', async () => {
    const { note } = await createEncrypted();
    expect((await postJson(t.app, `/api/notes/${note.edit_id}/delete`)).json()).toEqual({ deleted: true });
    expect((await postJson(t.app, `/api/notes/share/${note.share_id}`, {})).statusCode).toBe(404);
    expect(await t.store.findByShareId(note.share_id, t.clock.now())).toBeNull();
  });
});
