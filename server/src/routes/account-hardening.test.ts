// Account calls an attacker bends, over a real socket with paths sent as written: deleting an
// account through a path variant, display names that would mislead readers, and an account used to claim or
// destroy a note an operator took down.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreateNoteResponse, SharedNote } from '../../../shared/api.ts';
import { sessionUserOf, signUpOnWire, startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';
import { proposedIds } from '../test-support/test-app.ts';

let t: ListeningApp;
beforeEach(async () => {
  t = await startListeningApp();
});
afterEach(() => t.close());

async function ownedNote(cookie: string): Promise<CreateNoteResponse> {
  const created = await t.send('POST', '/api/notes/create', { cookie, body: { content: '<p>Mine</p>' } });
  expect(created.status).toBe(201);
  return created.json<CreateNoteResponse>();
}

describe('deleting an account through a path variant', () => {
  for (const path of ['/api/auth/./delete-user', '/api/auth/%2e/delete-user', '/api/auth/%2E/delete-user', '/api/auth/x/../delete-user', '/api/auth/delete-user/']) {
    it(`${path} without the password deletes nothing`, async () => {
      const ada = await signUpOnWire(t);
      const note = await ownedNote(ada.cookie);
      const answer = await t.send('POST', path, { cookie: ada.cookie, body: {} });
      // 400 for the password, or 404 where better-auth routes no such path: either way a refusal.
      expect([400, 404]).toContain(answer.status);
      expect((await sessionUserOf(t, ada.cookie))?.id).toBe(ada.id);
      expect((await t.send('POST', `/api/notes/share/${note.share_id}`, { body: {} })).status).toBe(200);
    });
  }
});

describe('display names', () => {
  const ownerShown = async (cookie: string): Promise<string | null> => {
    const note = await ownedNote(cookie);
    return (await t.send('POST', `/api/notes/share/${note.share_id}`, { body: {} })).json<SharedNote>().owner;
  };

  it('are stored trimmed, without control, bidi or zero-width characters, and readers see that', async () => {
    const ada = await signUpOnWire(t, { name: '  Ada\u0000 \u202eecalovel\u202c\u200b  ' });
    expect(await ownerShown(ada.cookie)).toBe('Ada ecalovel');
    const renamed = await t.send('POST', '/api/auth/update-user', { cookie: ada.cookie, body: { name: '\tGrace\nHopper\u2066 ' } });
    expect(renamed.status).toBe(200);
    expect(await ownerShown(ada.cookie)).toBe('Grace Hopper');
  });

  it('empty, invisible-only, too long or huge names are refused at sign-up and on change', async () => {
    for (const name of ['', '   ', '\u202e\u200b\u0000', 'x'.repeat(81), 'x'.repeat(1024 * 1024)]) {
      const email = `name-${Math.random().toString(36).slice(2)}@example.com`;
      const signUp = await t.send('POST', '/api/auth/sign-up/email', { body: { name, email, password: 'analytical engine' } });
      expect(signUp.status, name.slice(0, 10)).toBe(400);
      expect((await t.send('POST', '/api/auth/sign-in/email', { body: { email, password: 'analytical engine' } })).status).toBe(401);
    }
    const ada = await signUpOnWire(t, { name: 'Ada' });
    for (const name of ['', '\u202e', 'x'.repeat(300)]) {
      expect((await t.send('POST', '/api/auth/update-user', { cookie: ada.cookie, body: { name } })).status).toBe(400);
    }
    expect(await ownerShown(ada.cookie)).toBe('Ada');
  });
});

describe('a note an operator took down', () => {
  it('cannot be claimed into an account', async () => {
    const mallory = await signUpOnWire(t);
    const note = (await t.send('POST', '/api/notes/create', { body: { content: '<p>Evidence</p>', ...proposedIds() } })).json<CreateNoteResponse>();
    await t.store.setDisabled(note.share_id, t.clock.now());
    const synced = await t.send('POST', '/api/notes/sync', { cookie: mallory.cookie, body: { notes: [{ share_id: note.share_id, edit_id: note.edit_id }] } });
    expect(synced.json()).toEqual({ synced: 0, notes: [] });
    expect((await t.store.findByShareId(note.share_id, t.clock.now()))?.ownerId).toBeNull();
  });

  it('stays for the operator when the account that owned it is deleted', async () => {
    const mallory = await signUpOnWire(t);
    const evidence = await ownedNote(mallory.cookie);
    const other = await ownedNote(mallory.cookie);
    await t.store.setDisabled(evidence.share_id, t.clock.now());
    expect((await t.send('POST', '/api/auth/delete-user', { cookie: mallory.cookie, body: { password: mallory.password } })).status).toBe(200);
    expect(await t.store.findByShareId(evidence.share_id, t.clock.now())).toMatchObject({ content: '<p>Mine</p>', disabledAt: t.clock.now() });
    expect(await t.store.findByShareId(other.share_id, t.clock.now())).toBeNull();
  });
});
