// Every check-and-write re-applies every rule on each try (docs/design.md §4.3): a service reads the note, decides,
// and writes only if the version is still the one it read; when another write lands in between, it reads again and
// decides again. These tests put that other write exactly between a service's read and its write, through the
// real server, with a hook in the store: the first write matching a test's predicate waits until the intruding
// request has been answered, then goes on (and loses the race, so the service retries).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedNote } from '../../../shared/api.ts';
import type { VersionsResponse } from '../../../shared/wire/versions.ts';
import type { NotePatch, NoteStore } from '../storage/note-store.ts';
import { seal } from '../test-support/envelopes.ts';
import { createNote, errorOf, postJson, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

type Intrusion = { when: (patch: NotePatch) => boolean; run: () => Promise<void> };
let intrusion: Intrusion | null = null;

/** The app's store, except that the first write `intrusion.when` picks waits for `intrusion.run` before it goes. */
function racingStore(store: NoteStore): NoteStore {
  return {
    ...store,
    async updateIfVersion(shareId, expectedVersion, patch, now, replacedContent) {
      const pending = intrusion;
      if (pending?.when(patch)) {
        intrusion = null;
        await pending.run();
      }
      return store.updateIfVersion(shareId, expectedVersion, patch, now, replacedContent);
    },
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ wrapStore: racingStore });
});
afterAll(() => t.close());

/** Converts the note to an end-to-end encrypted one (an update with `encrypted: true` at its current version). */
async function convert(note: { share_id: string; edit_id: string }, baseVersion: number): Promise<string> {
  const { envelope } = await seal({ title: null, content: '<p>Sealed text</p>' });
  const converted = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: envelope, editId: note.edit_id, baseVersion, encrypted: true });
  expect(converted.statusCode).toBe(200);
  return envelope;
}

describe('a rename racing an encryption conversion', () => {
  it('the conversion landing between the rename’s read and its write leaves no plaintext title: the rename is 409 encrypted-note', async () => {
    const note = await createNote(t.app, { content: '<p>Salary review</p>' });
    let envelope = '';
    intrusion = {
      when: (patch) => patch.renamed === true,
      run: async () => {
        envelope = await convert(note, 1);
      },
    };
    const renamed = await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: 'Salary review: Dana 95k', noteId: note.share_id });
    expect(intrusion).toBeNull();
    expect(renamed.statusCode).toBe(409);
    expect(errorOf(renamed).code).toBe('encrypted-note');

    // What every reader is served: the envelope, and no title beside it.
    const shared = await postJson(t.app, `/api/notes/share/${note.share_id}`, {});
    expect(shared.json<SharedNote>()).toMatchObject({ title: '', content: envelope, encrypted: true, renamed: false, version: 2 });
    expect(shared.body).not.toContain('Dana');
    expect((await readAsEditor(t.app, note)).json<SharedNote>().title).toBe('');
    const listed = (await t.app.inject({ method: 'GET', url: `/api/notes/${note.edit_id}/versions` })).json<VersionsResponse>();
    expect(listed.versions.map(({ version, title }) => ({ version, title }))).toEqual([{ version: 2, title: '' }]);
  });

  it('without a race the rename still applies, and a rename racing another rename applies on top of it', async () => {
    const note = await createNote(t.app, { content: '<p>Groceries</p>' });
    intrusion = {
      when: (patch) => patch.title === 'Weekly shop',
      run: async () => {
        const other = await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: 'Shop', noteId: note.share_id });
        expect(other.statusCode).toBe(200);
      },
    };
    const renamed = await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: 'Weekly shop', noteId: note.share_id });
    expect(renamed.json()).toMatchObject({ renamed: true, version: 3, title: 'Weekly shop' });
    expect((await readAsEditor(t.app, note)).json<SharedNote>()).toMatchObject({ title: 'Weekly shop', version: 3 });
  });
});

describe('other check-and-writes racing a conversion', () => {
  it('a plaintext update whose first try loses to a conversion is refused (invalid-envelope), never stored', async () => {
    const note = await createNote(t.app, { content: '<p>Draft</p>' });
    intrusion = {
      when: (patch) => patch.content === '<p>Draft, plain</p>',
      run: async () => {
        await convert(note, 1);
      },
    };
    const plain = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Draft, plain</p>', editId: note.edit_id, baseVersion: 1 });
    expect(plain.statusCode).toBe(400);
    expect(errorOf(plain).code).toBe('invalid-envelope');
    expect((await readAsEditor(t.app, note)).body).not.toContain('Draft, plain');
  });

  it('a restore of a plaintext version whose first try loses to a conversion restores nothing', async () => {
    const note = await createNote(t.app, { content: '<p>First draft</p>' });
    await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Second draft</p>', editId: note.edit_id, baseVersion: 1 });
    intrusion = {
      when: (patch) => patch.content === '<p>First draft</p>',
      run: async () => {
        await convert(note, 2);
      },
    };
    const restored = await postJson(t.app, `/api/notes/${note.edit_id}/restore`, { version: 1, baseVersion: 2 });
    expect(restored.statusCode).toBeGreaterThanOrEqual(400);
    const now = (await readAsEditor(t.app, note)).json<SharedNote>();
    expect(now).toMatchObject({ encrypted: true, title: '' });
    expect(now.content).not.toContain('draft');
  });

  it('expiry and password changes racing a conversion apply to the encrypted note and keep it as it is', async () => {
    const note = await createNote(t.app, { content: '<p>Keys</p>' });
    let envelope = '';
    intrusion = {
      when: (patch) => patch.expiresAt !== undefined,
      run: async () => {
        envelope = await convert(note, 1);
      },
    };
    expect((await postJson(t.app, `/api/notes/${note.edit_id}/expire`, { expire: '1d' })).statusCode).toBe(200);
    const after = (await readAsEditor(t.app, note)).json<SharedNote>();
    expect(after).toMatchObject({ content: envelope, title: '', encrypted: true, version: 2 });
    expect(after.expires_at).not.toBeNull();
  });
});
