// POST /api/notes/create: server-chosen and client-proposed ids, idempotent replays, taken ids, expiry and
// every kind of refused body (wrong types, unknown fields, size limits) — refusals create nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse, SharedNote } from '../../../shared/api.ts';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { MAX_BODY_BYTES, MAX_CONTENT_BYTES } from '../../../shared/limits.ts';
import { shareIdOf } from '../services/notes/note-ids.ts';
import { storedNote } from '../test-support/stored-note.ts';
import {
  createNote,
  errorOf,
  HOUR,
  postJson,
  proposedIds,
  readAsEditor,
  startTestApp,
  TEST_START,
  type TestApp,
} from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const create = (body: unknown) => postJson(t.app, '/api/notes/create', body);

describe('creating a note', () => {
  it('answers 201 with fresh ids, version 1 and an automatic title', async () => {
    const response = await create({ content: '<p>Groceries</p><p>milk</p>' });
    expect(response.statusCode).toBe(201);
    const note = response.json<CreateNoteResponse>();
    expect(note).toMatchObject({
      title: 'Groceries',
      created_at: TEST_START.toISOString(),
      updated_at: TEST_START.toISOString(),
      expires_at: null,
      version: 1,
    });
    expect(note.share_id).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(note.edit_id).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(note.session_id).toBeUndefined();
    const shared = (await postJson(t.app, `/api/notes/share/${note.share_id}`, {})).json<SharedNote>();
    expect(shared).toMatchObject({ title: 'Groceries', content: '<p>Groceries</p><p>milk</p>', has_password: false, renamed: false });
  });

  it('keeps the ids a client proposed, so an offline note has its link at once', async () => {
    const ids = proposedIds();
    const note = await createNote(t.app, ids);
    expect(note).toMatchObject(ids);
  });

  it('keeps a given title, marked as renamed, and treats a title equal to the automatic one as automatic', async () => {
    const custom = await createNote(t.app, { title: 'Shopping list', content: '<p>milk</p>' });
    expect(custom.title).toBe('Shopping list');
    expect((await readAsEditor(t.app, custom)).json<SharedNote>().renamed).toBe(true);
    const same = await createNote(t.app, { title: 'milk', content: '<p>milk</p>' });
    expect((await readAsEditor(t.app, same)).json<SharedNote>().renamed).toBe(false);
  });

  it('sets expires_at from the expire option', async () => {
    expect((await createNote(t.app, { expire: '1h' })).expires_at).toBe(new Date(TEST_START.getTime() + HOUR).toISOString());
    expect((await createNote(t.app, { expire: '1w' })).expires_at).toBe('2030-01-08T00:00:00.000Z');
    expect((await createNote(t.app, { expire: 'never' })).expires_at).toBeNull();
  });
});

describe('replayed and colliding creates', () => {
  it('a replayed create is a no-op: 200 with the same note, nothing changed', async () => {
    const ids = proposedIds();
    const first = await createNote(t.app, { ...ids, content: '<p>original</p>', expire: '1d' });
    const replay = await create({ ...ids, content: '<p>something else</p>', expire: 'never' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first);
    const stored = (await readAsEditor(t.app, ids)).json<SharedNote>();
    expect(stored).toMatchObject({ content: '<p>original</p>', version: 1, expires_at: first.expires_at });
  });

  it('an edit id proposed with a share id not derived from it is 400 share-id-not-derived, even when it holds a note', async () => {
    const holder = await createNote(t.app, proposedIds());
    const response = await create({ share_id: proposedIds().share_id, edit_id: holder.edit_id, content: '<p>x</p>' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('share-id-not-derived');
  });

  it('a derived share id already held under another edit id (a note from before ids were derived) is 409 id-taken', async () => {
    const ids = proposedIds();
    const older = storedNote(t.clock.now(), { shareId: ids.share_id, content: '<p>older</p>' });
    expect(await t.store.insert(older)).toEqual({ inserted: true });
    const response = await create({ ...ids, content: '<p>newer</p>' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('id-taken');
    expect((await readAsEditor(t.app, { share_id: older.shareId, edit_id: older.editId })).json<SharedNote>().content).toBe('<p>older</p>');
  });
});

describe('a share id belongs to the holder of its edit id (docs/design.md §3)', () => {
  it('the server makes derived pairs when none are proposed', async () => {
    for (let i = 0; i < 5; i += 1) {
      const note = await createNote(t.app, { content: `<p>${i}</p>` });
      expect(note.share_id).toBe(shareIdOf(note.edit_id));
    }
  });

  it('a share id shown offline cannot be taken first: an intruder proposing it with their own edit id is 400 and stores nothing; the writer’s create then lands', async () => {
    // The writer published offline: the link /n/{share_id} is out, the create waits in the outbox.
    const writer = proposedIds();
    const intruder = proposedIds().edit_id;
    for (const body of [
      { share_id: writer.share_id, edit_id: intruder, content: '<p>Phishing text</p>' },
      { share_id: writer.share_id, edit_id: intruder, content: 'e2e1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAA', encrypted: true },
    ]) {
      const taken = await create(body);
      expect(taken.statusCode).toBe(400);
      expect(errorOf(taken).code).toBe('share-id-not-derived');
    }
    expect((await postJson(t.app, `/api/notes/share/${writer.share_id}`, {})).statusCode).toBe(404);
    expect((await postJson(t.app, `/api/notes/edit/${intruder}`)).statusCode).toBe(404);

    const queued = await create({ ...writer, content: '<p>The real text</p>' });
    expect(queued.statusCode).toBe(201);
    expect((await postJson(t.app, `/api/notes/share/${writer.share_id}`, {})).json<SharedNote>().content).toBe('<p>The real text</p>');
    // And its replay (an answer lost on the way) stays the no-op 200.
    const replay = await create({ ...writer, content: '<p>The real text</p>' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(queued.json());
  });

  it('a note created under a random pair before ids were derived keeps it: its create’s replay is still 200, anyone else’s 400', async () => {
    const legacy = storedNote(t.clock.now(), { content: '<p>From last year</p>' });
    expect(legacy.shareId).not.toBe(shareIdOf(legacy.editId));
    await t.store.insert(legacy);
    const replay = await create({ share_id: legacy.shareId, edit_id: legacy.editId, content: '<p>From last year</p>' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<CreateNoteResponse>()).toMatchObject({ share_id: legacy.shareId, edit_id: legacy.editId, version: 1 });
    const other = await create({ share_id: legacy.shareId, edit_id: proposedIds().edit_id, content: '<p>x</p>' });
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).code).toBe('share-id-not-derived');
    expect((await readAsEditor(t.app, { share_id: legacy.shareId, edit_id: legacy.editId })).json<SharedNote>().content).toBe('<p>From last year</p>');
  });

  it('an underived pair nobody holds is 400 and creates nothing (a create an older build queued with random ids)', async () => {
    const oldBuild = { share_id: newShareId(), edit_id: newEditId() };
    const response = await create({ ...oldBuild, content: '<p>Queued offline last week</p>' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('share-id-not-derived');
    expect((await readAsEditor(t.app, oldBuild)).statusCode).toBe(404);
  });
});

describe('refused creates change nothing', () => {
  const ids = proposedIds();
  const refused: Array<[string, unknown]> = [
    ['no content', { ...ids }],
    ['content that is a number', { ...ids, content: 42 }],
    ['content that is an array', { ...ids, content: ['<p>x</p>'] }],
    ['content that is null', { ...ids, content: null }],
    ['a title that is a number', { ...ids, content: 'x', title: 1 }],
    ['a title over 200 characters', { ...ids, content: 'x', title: 't'.repeat(201) }],
    ['an unknown field', { ...ids, content: 'x', owner: 'me' }],
    ['an unknown expiry', { ...ids, content: 'x', expire: '2h' }],
    ['an empty password', { ...ids, content: 'x', password: '' }],
    ['a password over 256 characters', { ...ids, content: 'x', password: 'p'.repeat(257) }],
    ['a password that is a number', { ...ids, content: 'x', password: 1234 }],
    ['only a share id', { share_id: ids.share_id, content: 'x' }],
    ['only an edit id', { edit_id: ids.edit_id, content: 'x' }],
    ['an 11-character share id', { ...ids, share_id: ids.share_id.slice(1), content: 'x' }],
    ['a 13-character share id', { ...ids, share_id: `${ids.share_id}a`, content: 'x' }],
    ['a share id with a path trick', { ...ids, share_id: '../../etc/pa', content: 'x' }],
    ['a share id with unicode', { ...ids, share_id: 'abcdéfghijkl', content: 'x' }],
    ['a 31-character edit id', { ...ids, edit_id: ids.edit_id.slice(1), content: 'x' }],
    ['an edit id with a NUL', { ...ids, edit_id: `${ids.edit_id.slice(1)}\u0000`, content: 'x' }],
    ['a body that is an array', [{ content: 'x' }]],
    ['a body that is a string', 'content'],
  ];

  it.each(refused)('%s is 400 invalid-body', async (_label, body) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'invalid-body', statusCode: 400 });
    expect((await readAsEditor(t.app, ids)).statusCode).toBe(404);
  });

  it('malformed or empty JSON is 400 invalid-body', async () => {
    for (const payload of ['{"content": "x"', '{content: "x"}', "{'content': 'x'}", '', 'undefined', '{"content":"x"}}']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/notes/create', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('invalid-body');
    }
  });

  it('a body that is not JSON is refused with a 4xx', async () => {
    const xml = await t.app.inject({ method: 'POST', url: '/api/notes/create', headers: { 'content-type': 'application/xml' }, payload: '<content/>' });
    expect(xml.statusCode).toBe(415);
    expect(errorOf(xml).code).toBe('unsupported-media-type');
    const text = await t.app.inject({ method: 'POST', url: '/api/notes/create', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(400);
  });

  it('a body over 2 MiB is 413 body-too-large', async () => {
    const response = await create({ ...proposedIds(), content: 'a'.repeat(MAX_BODY_BYTES) });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('body-too-large');
  });

  it('content over 1 MiB after sanitizing is 413 content-too-large and creates nothing', async () => {
    const note = proposedIds();
    const response = await create({ ...note, content: `<p>${'a'.repeat(MAX_CONTENT_BYTES)}</p>` });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).code).toBe('content-too-large');
    expect((await readAsEditor(t.app, note)).statusCode).toBe(404);
  });

  it('content that only sanitizing brings under 1 MiB is accepted', async () => {
    const padding = `<script>${'x'.repeat(MAX_CONTENT_BYTES)}</script>`;
    const response = await create({ content: `<p>kept</p>${padding}` });
    expect(response.statusCode).toBe(201);
    expect((await readAsEditor(t.app, response.json<CreateNoteResponse>())).json<SharedNote>().content).toBe('<p>kept</p>');
  });
});
