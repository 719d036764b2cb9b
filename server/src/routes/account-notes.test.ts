// The account's notes: the list, claiming notes published before sign-in (/sync), notes created while
// signed in, and what the share answer tells readers about the owner.
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountNote, NoteContentsResponse, SyncNotesResponse } from '../../../shared/wire/account.ts';
import type { SharedNote } from '../../../shared/api.ts';
import { newEditId } from '../../../shared/ids.ts';
import { getAs, postAs, signUp, type TestUser } from '../test-support/accounts.ts';
import { createNote, errorOf, getPage, postJson, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const listOf = async (user: TestUser): Promise<AccountNote[]> => {
  const response = await getAs(user, t.app, '/api/notes/list');
  expect(response.statusCode).toBe(200);
  return response.json<AccountNote[]>();
};
const sync = (user: TestUser, notes: Array<{ share_id: string; edit_id: string }>): Promise<LightMyRequestResponse> =>
  postAs(user, t.app, '/api/notes/sync', { notes });

describe('the account note list', () => {
  it('without a session, list and sync answer 401 in the error shape', async () => {
    const list = await getPage(t.app, '/api/notes/list');
    expect(list.statusCode).toBe(401);
    expect(errorOf(list).code).toBe('sign-in-required');
    const note = await createNote(t.app);
    const claim = await postJson(t.app, '/api/notes/sync', { notes: [{ share_id: note.share_id, edit_id: note.edit_id }] });
    expect(errorOf(claim).code).toBe('sign-in-required');
    expect((await readAsEditor(t.app, note)).json<SharedNote>().owner).toBeNull();
  });

  it('a forged session cookie is no session', async () => {
    const response = await getPage(t.app, '/api/notes/list', { headers: { cookie: 'better-auth.session_token=forged.value' } });
    expect(errorOf(response).code).toBe('sign-in-required');
  });

  it('a note created while signed in is in the list at once, with its edit id; anonymous notes are not', async () => {
    const ada = await signUp(t.app);
    const created = await postAs(ada, t.app, '/api/notes/create', { content: '<p>Mine from the start</p>' });
    expect(created.statusCode).toBe(201);
    const note = created.json<{ share_id: string; edit_id: string; title: string }>();
    await createNote(t.app, { content: '<p>Someone else</p>' });
    expect(await listOf(ada)).toEqual([
      expect.objectContaining({ id: note.share_id, edit_id: note.edit_id, title: 'Mine from the start' }),
    ]);
  });

  it('the list is newest-updated first and is not cacheable', async () => {
    const ada = await signUp(t.app);
    const first = (await postAs(ada, t.app, '/api/notes/create', { content: '<p>First</p>' })).json<{ share_id: string }>();
    t.clock.advance(1000);
    const second = (await postAs(ada, t.app, '/api/notes/create', { content: '<p>Second</p>' })).json<{ share_id: string }>();
    const response = await getAs(ada, t.app, '/api/notes/list');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json<AccountNote[]>().map((entry) => entry.id)).toEqual([second.share_id, first.share_id]);
  });
  it('a rename or an edit on another device shows in the list as the new title and a higher version, without the content', async () => {
    const ada = await signUp(t.app);
    const note = (await postAs(ada, t.app, '/api/notes/create', { content: '<p>Draft</p>' })).json<{ share_id: string; edit_id: string }>();
    const [before] = await listOf(ada);
    expect(before).toMatchObject({ title: 'Draft', version: 1 });
    await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: 'Renamed elsewhere', noteId: note.share_id });
    const [after] = await listOf(ada);
    expect(after).toMatchObject({ id: note.share_id, title: 'Renamed elsewhere', version: 2 });
    expect(Object.keys(after ?? {}).sort()).toEqual(['created_at', 'edit_id', 'encrypted', 'id', 'title', 'updated_at', 'version']);
  });
});

describe('claiming notes published before sign-in', () => {
  it('every pair with the right edit id becomes the account’s, and the answer lists them', async () => {
    const ada = await signUp(t.app);
    const notes = [await createNote(t.app, { content: '<p>One</p>' }), await createNote(t.app, { content: '<p>Two</p>' })];
    const response = await sync(ada, notes.map(({ share_id, edit_id }) => ({ share_id, edit_id })));
    expect(response.statusCode).toBe(200);
    const body = response.json<SyncNotesResponse>();
    expect(body.synced).toBe(2);
    expect(body.notes.map((entry) => entry.id).sort()).toEqual(notes.map((note) => note.share_id).sort());
    expect((await listOf(ada)).map((entry) => entry.title).sort()).toEqual(['One', 'Two']);
  });

  it('claiming twice answers the same and changes nothing more (a retried sync is harmless)', async () => {
    const ada = await signUp(t.app);
    const note = await createNote(t.app);
    const pair = [{ share_id: note.share_id, edit_id: note.edit_id }];
    const first = (await sync(ada, pair)).json<SyncNotesResponse>();
    const again = (await sync(ada, [...pair, ...pair])).json<SyncNotesResponse>();
    expect(again).toEqual(first);
    expect(await listOf(ada)).toHaveLength(1);
  });

  it('a note another account owns stays theirs, and a wrong edit id claims nothing', async () => {
    const ada = await signUp(t.app);
    const mallory = await signUp(t.app);
    const adas = (await postAs(ada, t.app, '/api/notes/create', { content: '<p>Ada’s</p>' })).json<{ share_id: string; edit_id: string }>();
    const unowned = await createNote(t.app);
    const response = await sync(mallory, [
      { share_id: adas.share_id, edit_id: adas.edit_id },
      { share_id: unowned.share_id, edit_id: newEditId() },
    ]);
    expect(response.json<SyncNotesResponse>()).toEqual({ synced: 0, notes: [] });
    expect(await listOf(mallory)).toEqual([]);
    expect((await listOf(ada)).map((entry) => entry.id)).toEqual([adas.share_id]);
    // The unowned note can still be claimed by whoever holds its edit id.
    expect((await sync(ada, [{ share_id: unowned.share_id, edit_id: unowned.edit_id }])).json<SyncNotesResponse>().synced).toBe(1);
  });

  it('a claim does not move the version, so an editor saving on the old version sees no conflict', async () => {
    const ada = await signUp(t.app);
    const note = await createNote(t.app);
    await sync(ada, [{ share_id: note.share_id, edit_id: note.edit_id }]);
    const update = await postJson(t.app, `/api/notes/${note.share_id}/update`, {
      content: '<p>Edited on another device</p>',
      editId: note.edit_id,
      baseVersion: note.version,
    });
    expect(update.statusCode).toBe(200);
  });

  it('more than 1000 pairs or malformed ids are refused with 400 and claim nothing', async () => {
    const ada = await signUp(t.app);
    const note = await createNote(t.app);
    const pair = { share_id: note.share_id, edit_id: note.edit_id };
    const tooMany = await sync(ada, Array.from({ length: 1001 }, () => pair));
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).code).toBe('invalid-body');
    const malformed = await sync(ada, [pair, { share_id: "' OR 1=1 --", edit_id: note.edit_id }]);
    expect(malformed.statusCode).toBe(400);
    expect(await listOf(ada)).toEqual([]);
  });
});

describe('the texts of the account’s notes in bulk (a new device)', () => {
  const contentsOf = (user: TestUser, ids: string[]): Promise<LightMyRequestResponse> => postAs(user, t.app, '/api/notes/contents', { ids });
  const createAs = async (user: TestUser, text: string) =>
    (await postAs(user, t.app, '/api/notes/create', { content: `<p>${text}</p>` })).json<{ share_id: string; edit_id: string; version: number }>();

  it('answers each asked-for note of the account with its text, version and edit id, in one request, not cacheable', async () => {
    const ada = await signUp(t.app);
    const [groceries, minutes, packing] = [await createAs(ada, 'Groceries'), await createAs(ada, 'Meeting minutes'), await createAs(ada, 'Packing list')];
    const response = await contentsOf(ada, [groceries.share_id, minutes.share_id, packing.share_id]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answered = response.json<NoteContentsResponse>().notes;
    expect(answered.map((note) => [note.share_id, note.content, note.version])).toEqual(
      expect.arrayContaining([
        [groceries.share_id, '<p>Groceries</p>', 1],
        [minutes.share_id, '<p>Meeting minutes</p>', 1],
        [packing.share_id, '<p>Packing list</p>', 1],
      ]),
    );
    expect(answered).toHaveLength(3);
  });

  it('leaves out notes that are someone else’s, nobody’s, deleted or taken down, without saying which', async () => {
    const ada = await signUp(t.app);
    const mallory = await signUp(t.app);
    const adas = await createAs(ada, 'Ada’s diary');
    const gone = await createAs(ada, 'Deleted since');
    await postJson(t.app, `/api/notes/${gone.edit_id}/delete`);
    const takenDown = await createAs(ada, 'Taken down');
    expect(await t.store.setDisabled(takenDown.share_id, t.clock.now())).toBe(true);
    const nobodys = await createNote(t.app);
    const mallorys = await createAs(mallory, 'Mallory’s');

    const asked = [adas.share_id, gone.share_id, takenDown.share_id, nobodys.share_id, mallorys.share_id];
    expect((await contentsOf(ada, asked)).json<NoteContentsResponse>().notes.map((note) => note.share_id)).toEqual([adas.share_id]);
    const stolen = (await contentsOf(mallory, [adas.share_id])).json<NoteContentsResponse>();
    expect(stolen).toEqual({ notes: [], later: [] });
    expect(JSON.stringify(stolen)).not.toContain('diary');
  });

  it('an answer stops at 4 MiB of text and names the notes it did not read as later, so it never grows with the notes', async () => {
    const ada = await signUp(t.app);
    const paragraph = `<p>${'Long minutes of the meeting. '.repeat(34_000)}</p>`;
    const notes = [];
    for (let i = 0; i < 6; i++) notes.push(await createAs(ada, `${i} ${paragraph.slice(3, -4)}`));
    const answer = (await contentsOf(ada, notes.map((note) => note.share_id))).json<NoteContentsResponse>();
    expect(answer.notes.map((note) => note.share_id)).toEqual(notes.slice(0, 5).map((note) => note.share_id));
    expect(answer.later).toEqual([notes[5]?.share_id]);
    const rest = (await contentsOf(ada, answer.later)).json<NoteContentsResponse>();
    expect(rest.notes.map((note) => note.share_id)).toEqual(answer.later);
    expect(rest.later).toEqual([]);
  });

  it('without a session answers 401; more than 100 ids, repeated ids, none or malformed ones answer 400', async () => {
    const ada = await signUp(t.app);
    const note = await createAs(ada, 'Mine');
    const anonymous = await postJson(t.app, '/api/notes/contents', { ids: [note.share_id] });
    expect(errorOf(anonymous).code).toBe('sign-in-required');
    for (const ids of [Array.from({ length: 101 }, () => note.share_id), [note.share_id, note.share_id], [], ["' OR 1=1 --"]]) {
      const refused = await contentsOf(ada, ids);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe('invalid-body');
    }
  });
});

describe('the share answer', () => {
  it('names the owner by display name, never by e-mail, and tells only the owner it is theirs', async () => {
    const ada = await signUp(t.app, { name: 'Ada Lovelace' });
    const bob = await signUp(t.app);
    const note = (await postAs(ada, t.app, '/api/notes/create', { content: '<p>Hi</p>' })).json<{ share_id: string }>();
    const asOwner = (await postAs(ada, t.app, `/api/notes/share/${note.share_id}`, {})).json<SharedNote>();
    const asOther = (await postAs(bob, t.app, `/api/notes/share/${note.share_id}`, {})).json<SharedNote>();
    const anonymous = await postJson(t.app, `/api/notes/share/${note.share_id}`, {});
    expect(asOwner).toMatchObject({ owner: 'Ada Lovelace', is_owned: true });
    expect(asOther).toMatchObject({ owner: 'Ada Lovelace', is_owned: false });
    expect(anonymous.json<SharedNote>()).toMatchObject({ owner: 'Ada Lovelace', is_owned: false });
    expect(anonymous.body).not.toContain(ada.email);
  });
});
