// A note's links through the app (real SQLite file behind it): the editor adds read links with a label, an expiry, a
// password or view-once, sees each one's count of opens, turns any one off, and replaces the edit link or the main
// read link. Hostile cases: guessing ids, replaying a reveal, turned-off and replaced ids, a reveal racing a turn-off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse, SharedNote } from '../../../shared/api.ts';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import type { NoteLink, NoteLinksResponse, ReplaceEditLinkResponse, ReplaceReadLinkResponse } from '../../../shared/wire/links.ts';
import { envelopeOfSize } from '../test-support/envelopes.ts';
import { createNote, errorOf, freshIp, getPage, HOUR, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const addLink = (editId: string, body: Record<string, unknown> = {}) => postJson(t.app, `/api/notes/${editId}/links`, body);
const listLinks = async (editId: string) => (await t.app.inject({ method: 'GET', url: `/api/notes/${editId}/links` })).json<NoteLinksResponse>();
const share = (id: string, body: unknown = {}, ip?: string) => postJson(t.app, `/api/notes/share/${id}`, body, ip ? { ip } : {});
const reveal = (id: string, body: unknown = {}) => postJson(t.app, `/api/notes/reveal/${id}`, body);
const turnOff = (editId: string, linkId: string) => postJson(t.app, `/api/notes/${editId}/links/${linkId}/turn-off`);

async function noteWithLink(body: Record<string, unknown> = {}, note?: CreateNoteResponse) {
  const made = note ?? (await createNote(t.app, { content: '<p>The plans for Friday</p>' }));
  const response = await addLink(made.edit_id, body);
  expect(response.statusCode).toBe(201);
  return { note: made, link: response.json<NoteLink>() };
}

describe('more read links', () => {
  it('a link with a label and an expiry opens the note, and its count of opens goes up with each read', async () => {
    const { note, link } = await noteWithLink({ label: 'for the team', expire: '1d' });
    expect(link).toMatchObject({ label: 'for the team', has_password: false, view_once: false, opened_count: 0, revealed_at: null, revoked_at: null });
    expect(link.expires_at).not.toBeNull();
    const read = await share(link.link_id);
    expect(read.statusCode).toBe(200);
    expect(read.json<SharedNote>().content).toBe('<p>The plans for Friday</p>');
    const page = await getPage(t.app, `/n/${link.link_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The plans for Friday');
    expect((await listLinks(note.edit_id)).links).toEqual([{ ...link, opened_count: 2 }]);
  });

  it('a turned-off link answers 410 link-turned-off at once, page and API, while the main link and the others keep working', async () => {
    const { note, link } = await noteWithLink();
    const other = (await addLink(note.edit_id, { label: 'forum' })).json<NoteLink>();
    const off = await turnOff(note.edit_id, link.link_id);
    expect(off.statusCode).toBe(200);
    expect(off.json<NoteLink>().revoked_at).not.toBeNull();
    expect(errorOf(await share(link.link_id))).toMatchObject({ statusCode: 410, code: 'link-turned-off' });
    const page = await getPage(t.app, `/n/${link.link_id}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This link was turned off.');
    expect(page.body).not.toContain('Friday');
    expect((await share(note.share_id)).statusCode).toBe(200);
    expect((await share(other.link_id)).statusCode).toBe(200);
    // A replayed turn-off answers the link as it is; the first time stays.
    expect((await turnOff(note.edit_id, link.link_id)).json<NoteLink>().revoked_at).toBe(off.json<NoteLink>().revoked_at);
  });

  it('a turned-off or read link never tells whether its note still exists', async () => {
    const { note, link } = await noteWithLink();
    const once = (await addLink(note.edit_id, { view_once: true })).json<NoteLink>();
    await turnOff(note.edit_id, link.link_id);
    expect((await reveal(once.link_id)).statusCode).toBe(200);
    expect((await postJson(t.app, `/api/notes/${note.edit_id}/delete`)).statusCode).toBe(200);
    expect(errorOf(await share(link.link_id)).code).toBe('link-turned-off');
    expect(errorOf(await reveal(once.link_id)).code).toBe('already-read');
  });

  it('only the edit id opens the list and the calls; a wrong one is 404, a malformed one 400', async () => {
    const { note, link } = await noteWithLink();
    const stranger = newEditId();
    expect(errorOf(await addLink(stranger)).code).toBe('note-not-found');
    expect(errorOf(await turnOff(stranger, link.link_id)).code).toBe('note-not-found');
    expect((await t.app.inject({ method: 'GET', url: `/api/notes/${stranger}/links` })).statusCode).toBe(404);
    // Another note's editor cannot turn this link off.
    const other = await createNote(t.app);
    expect(errorOf(await turnOff(other.edit_id, link.link_id)).code).toBe('note-not-found');
    expect((await share(link.link_id)).statusCode).toBe(200);
    expect((await addLink(note.edit_id, { label: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await addLink(note.edit_id, { view_once: 'yes' })).statusCode).toBe(400);
    expect((await addLink(note.edit_id, { key: 'short' })).statusCode).toBe(400);
    expect((await postJson(t.app, `/api/notes/${note.edit_id}/links/short/turn-off`)).statusCode).toBe(400);
  });

  it('an add replayed with the same key answers the same link (200), and another note cannot take it', async () => {
    const note = await createNote(t.app);
    const key = newEditId();
    const first = await addLink(note.edit_id, { key, label: 'once' });
    const again = await addLink(note.edit_id, { key, label: 'twice' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<NoteLink>()).toEqual(first.json<NoteLink>());
    const other = await createNote(t.app);
    expect(errorOf(await addLink(other.edit_id, { key })).code).toBe('id-taken');
  });

  it('a link with its own password asks for it, and its session opens that link only', async () => {
    const { note, link } = await noteWithLink({ password: 'team secret' });
    expect(link.has_password).toBe(true);
    expect(errorOf(await share(link.link_id)).code).toBe('password-required');
    expect(errorOf(await postJson(t.app, '/api/notes/verify-password', { id: link.link_id, password: 'wrong' })).code).toBe('wrong-password');
    const unlocked = await postJson(t.app, '/api/notes/verify-password', { id: link.link_id, password: 'team secret' });
    expect(unlocked.statusCode).toBe(200);
    const { session } = unlocked.json<{ session: string }>();
    expect((await share(link.link_id, { session })).json<SharedNote>()).toMatchObject({ has_password: true, content: '<p>The plans for Friday</p>' });
    const sibling = (await addLink(note.edit_id, { password: 'other' })).json<NoteLink>();
    expect(errorOf(await share(sibling.link_id, { session })).code).toBe('password-required');
    // The main link has no password: reading it needs none.
    expect((await share(note.share_id)).json<SharedNote>().has_password).toBe(false);
  });

  it('a link past its expiry is not found, and a note holds at most a hundred links', async () => {
    const { link } = await noteWithLink({ expire: '1h' });
    t.clock.advance(HOUR + 1);
    expect(errorOf(await share(link.link_id)).code).toBe('note-not-found');
    const note = await createNote(t.app);
    for (let i = 0; i < 100; i += 1) expect((await addLink(note.edit_id)).statusCode).toBe(201);
    expect(errorOf(await addLink(note.edit_id))).toMatchObject({ statusCode: 409, code: 'too-many-links' });
  });
});

describe('view-once links', () => {
  it('one reveal shows the note and spends the link; a second reveal is 410 already-read', async () => {
    const { note, link } = await noteWithLink({ view_once: true });
    expect(errorOf(await share(link.link_id))).toMatchObject({ statusCode: 409, code: 'view-once' });
    const first = await reveal(link.link_id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json<SharedNote>().content).toBe('<p>The plans for Friday</p>');
    expect(errorOf(await reveal(link.link_id))).toMatchObject({ statusCode: 410, code: 'already-read' });
    expect(errorOf(await share(link.link_id)).code).toBe('already-read');
    const listed = (await listLinks(note.edit_id)).links[0]!;
    expect(listed.revealed_at).not.toBeNull();
    expect(listed.opened_count).toBe(1);
    // The note itself is untouched.
    expect((await share(note.share_id)).statusCode).toBe(200);
  });

  it('ten reveals at once: exactly one gets the note', async () => {
    const { link } = await noteWithLink({ view_once: true });
    const answers = await Promise.all(Array.from({ length: 10 }, () => reveal(link.link_id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 410).map((answer) => errorOf(answer).code)).toEqual(Array(9).fill('already-read'));
  });

  it('a reveal racing a turn-off: exactly one wins, and the other is told which', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { note, link } = await noteWithLink({ view_once: true });
      const [revealed, off] = await Promise.all([reveal(link.link_id), turnOff(note.edit_id, link.link_id)]);
      const stored = off.json<NoteLink>();
      if (revealed.statusCode === 200) {
        expect(stored).toMatchObject({ revoked_at: null });
        expect(stored.revealed_at).not.toBeNull();
      } else {
        expect(errorOf(revealed).code).toBe('link-turned-off');
        expect(stored).toMatchObject({ revealed_at: null });
        expect(stored.revoked_at).not.toBeNull();
      }
    }
  });

  it('a view-once link with a password: the password first, then one reveal', async () => {
    const { link } = await noteWithLink({ view_once: true, password: 'pw' });
    expect(errorOf(await reveal(link.link_id)).code).toBe('password-required');
    const { session } = (await postJson(t.app, '/api/notes/verify-password', { id: link.link_id, password: 'pw' })).json<{ session: string }>();
    expect((await reveal(link.link_id, { session })).statusCode).toBe(200);
    expect(errorOf(await reveal(link.link_id, { session })).code).toBe('already-read');
  });

  it('an end-to-end encrypted note: the reveal answers the envelope once, the note stays', async () => {
    const envelope = envelopeOfSize(40);
    const note = await createNote(t.app, { content: envelope, encrypted: true });
    const { link } = await noteWithLink({ view_once: true }, note);
    const page = await getPage(t.app, `/n/${link.link_id}`);
    expect(page.body).not.toContain(envelope);
    const first = await reveal(link.link_id);
    expect(first.json<SharedNote>()).toMatchObject({ content: envelope, encrypted: true });
    expect(errorOf(await reveal(link.link_id)).code).toBe('already-read');
    expect((await share(note.share_id)).json<SharedNote>().content).toBe(envelope);
  });
});

describe('a view-once note', () => {
  it('the whole note is deleted with its history by its first reveal; its editor reads it without spending it', async () => {
    const note = await createNote(t.app, { content: '<p>Burn after reading</p>', view_once: true });
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Burn after reading!</p>', editId: note.edit_id, baseVersion: 1 });
    expect(errorOf(await share(note.share_id))).toMatchObject({ statusCode: 409, code: 'view-once' });
    expect((await share(note.share_id, { editId: note.edit_id })).json<SharedNote>()).toMatchObject({ view_once: true, version: 2 });
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Burn after');
    expect(page.body).toContain('Show the note — it can be read once');
    const first = await reveal(note.share_id);
    expect(first.json<SharedNote>().content).toBe('<p>Burn after reading!</p>');
    expect(errorOf(await reveal(note.share_id))).toMatchObject({ statusCode: 410, code: 'already-read' });
    expect(errorOf(await share(note.share_id)).code).toBe('already-read');
    expect(await t.store.historyFootprint(note.share_id)).toBeNull();
    expect(errorOf(await postJson(t.app, `/api/notes/edit/${note.edit_id}`)).code).toBe('already-read');
  });

  it('an encrypted view-once note: its ciphertext is gone after the reveal', async () => {
    const envelope = envelopeOfSize(41);
    const note = await createNote(t.app, { content: envelope, encrypted: true, view_once: true });
    expect((await reveal(note.share_id)).json<SharedNote>().content).toBe(envelope);
    expect(await t.store.findByShareId(note.share_id, t.clock.now())).toBeNull();
    expect(await t.store.findByEditId(note.edit_id, t.clock.now())).toBeNull();
  });

  it('the page form posts the reveal without JavaScript; reloading it is 410', async () => {
    const note = await createNote(t.app, { content: '<p>Form reveal</p>', view_once: true });
    const form = { method: 'POST' as const, url: `/n/${note.share_id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' };
    const shown = await t.app.inject({ ...form, remoteAddress: freshIp() });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toContain('Form reveal');
    const again = await t.app.inject({ ...form, remoteAddress: freshIp() });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This note was already read.');
    expect(again.body).not.toContain('Form reveal');
  });
});

describe('replacing the edit link and the read link', () => {
  it('a replaced edit link cannot save: the other device is told link-replaced and the new one saves', async () => {
    const note = await createNote(t.app, { content: '<p>v1</p>' });
    const replaced = await postJson(t.app, `/api/notes/${note.edit_id}/replace-edit-link`, {});
    expect(replaced.statusCode).toBe(200);
    const { edit_id: next, share_id } = replaced.json<ReplaceEditLinkResponse>();
    expect(share_id).toBe(note.share_id);
    expect(next).not.toBe(note.edit_id);
    const stale = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>v2 from the old device</p>', editId: note.edit_id, baseVersion: 1 });
    expect(errorOf(stale)).toMatchObject({ statusCode: 410, code: 'link-replaced' });
    for (const call of ['delete', 'expire', 'rename']) {
      const body = call === 'expire' ? { expire: '1d' } : call === 'rename' ? { title: 'x', noteId: note.share_id } : undefined;
      expect(errorOf(await postJson(t.app, `/api/notes/${note.edit_id}/${call}`, body)).code).toBe('link-replaced');
    }
    expect(errorOf(await postJson(t.app, `/api/notes/edit/${note.edit_id}`)).code).toBe('link-replaced');
    expect((await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>v2</p>', editId: next, baseVersion: 1 })).statusCode).toBe(200);
    expect((await share(note.share_id)).json<SharedNote>().content).toBe('<p>v2</p>');
  });

  it('a replace replayed with the same proposed edit id answers it again; another proposal after it is link-replaced', async () => {
    const note = await createNote(t.app);
    const proposed = newEditId();
    const body = { edit_id: proposed };
    expect((await postJson(t.app, `/api/notes/${note.edit_id}/replace-edit-link`, body)).json<ReplaceEditLinkResponse>().edit_id).toBe(proposed);
    const replay = await postJson(t.app, `/api/notes/${note.edit_id}/replace-edit-link`, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<ReplaceEditLinkResponse>().edit_id).toBe(proposed);
    expect(errorOf(await postJson(t.app, `/api/notes/${note.edit_id}/replace-edit-link`, { edit_id: newEditId() })).code).toBe('link-replaced');
    // Nobody can move a note onto an edit id already in use.
    const other = await createNote(t.app);
    expect(errorOf(await postJson(t.app, `/api/notes/${proposed}/replace-edit-link`, { edit_id: other.edit_id })).code).toBe('id-taken');
  });

  it('a replaced read link answers 410 link-replaced, never the note; the links and the edit link keep working', async () => {
    const { note, link } = await noteWithLink();
    const key = newEditId();
    const replaced = await postJson(t.app, `/api/notes/${note.edit_id}/replace-read-link`, { key });
    expect(replaced.statusCode).toBe(200);
    const { share_id: next } = replaced.json<ReplaceReadLinkResponse>();
    expect(next).not.toBe(note.share_id);
    expect(errorOf(await share(note.share_id))).toMatchObject({ statusCode: 410, code: 'link-replaced' });
    const page = await getPage(t.app, `/n/${note.share_id}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This link was replaced.');
    expect(page.body).not.toContain('Friday');
    expect((await share(next)).json<SharedNote>().content).toBe('<p>The plans for Friday</p>');
    expect((await share(link.link_id)).statusCode).toBe(200);
    expect((await listLinks(note.edit_id)).share_id).toBe(next);
    // A replay with the same key finds it in place; a device still naming the old share id still saves.
    expect((await postJson(t.app, `/api/notes/${note.edit_id}/replace-read-link`, { key })).json<ReplaceReadLinkResponse>().share_id).toBe(next);
    const saved = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Saturday</p>', editId: note.edit_id, baseVersion: 1 });
    expect(saved.statusCode).toBe(200);
    expect((await share(next)).json<SharedNote>().content).toBe('<p>Saturday</p>');
  });
});

describe('guessing', () => {
  it('ids that never existed are 404, and a client that keeps guessing is refused for the window', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 101; i += 1) answers.push((await share(newShareId(), {}, ip)).statusCode);
    expect(answers.slice(0, 100)).toEqual(Array(100).fill(404));
    expect(answers[100]).toBe(429);
    // A link people were given still opens for everyone else.
    const { link } = await noteWithLink();
    expect((await share(link.link_id)).statusCode).toBe(200);
  });

  it('a reveal of a guessed id is 404 and spends nothing', async () => {
    expect(errorOf(await reveal(newShareId())).code).toBe('note-not-found');
    expect((await reveal('not-an-id')).statusCode).toBe(400);
  });
});
