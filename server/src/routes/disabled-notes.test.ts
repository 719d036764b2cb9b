// A note an operator took down (docs/design.md §3): every API call about it answers 410 note-disabled —
// for its editor too, password or not — and its page is a 410 with a short notice and none of its text.
// Serving it again brings everything back as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse } from '../../../shared/api.ts';
import { createNote, errorOf, getPage, postJson, proposedIds, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SECRET_TEXT = 'Buy cheap pills here';

async function takenDown(body: Record<string, unknown> = {}): Promise<CreateNoteResponse> {
  const note = await createNote(t.app, { ...proposedIds(), content: `<p>${SECRET_TEXT}</p>`, ...body });
  expect(await t.store.setDisabled(note.share_id, t.clock.now())).toBe(true);
  return note;
}

function expectDisabled(response: Awaited<ReturnType<typeof postJson>>): void {
  expect(response.statusCode).toBe(410);
  expect(errorOf(response).code).toBe('note-disabled');
  expect(response.body).not.toContain(SECRET_TEXT);
}

describe('a note taken down by the operator', () => {
  it('a visitor and its editor both get 410 note-disabled when reading it', async () => {
    const note = await takenDown();
    expectDisabled(await postJson(t.app, `/api/notes/share/${note.share_id}`, {}));
    expectDisabled(await postJson(t.app, `/api/notes/share/${note.share_id}`, { editId: note.edit_id }));
    expectDisabled(await postJson(t.app, `/api/notes/edit/${note.edit_id}`));
  });

  it('its editor can neither change its text nor its settings, and nothing changes', async () => {
    const note = await takenDown();
    const { share_id: shareId, edit_id: editId } = note;
    expectDisabled(await postJson(t.app, `/api/notes/${shareId}/update`, { content: '<p>Changed</p>', editId, baseVersion: 1 }));
    expectDisabled(await postJson(t.app, `/api/notes/${editId}/rename`, { title: 'Renamed', noteId: shareId }));
    expectDisabled(await postJson(t.app, `/api/notes/${editId}/expire`, { expire: '1h' }));
    expectDisabled(await postJson(t.app, `/api/notes/${editId}/password`, { password: 'hunter22' }));
    expectDisabled(await postJson(t.app, `/api/notes/${editId}/delete`));
    // A replayed create of it (an offline device retrying) does not hand its text back either.
    expectDisabled(await postJson(t.app, '/api/notes/create', { share_id: shareId, edit_id: editId, content: '<p>x</p>' }));
    const stored = await t.store.findByShareId(shareId, t.clock.now());
    expect(stored).toMatchObject({ content: `<p>${SECRET_TEXT}</p>`, version: 1, renamed: false, expiresAt: null, passwordHash: null });
  });

  it('a protected one refuses the password check too, so no session is ever issued for it', async () => {
    const note = await takenDown({ password: 'correct horse' });
    expectDisabled(await postJson(t.app, '/api/notes/verify-password', { id: note.share_id, password: 'correct horse' }));
  });

  it('its page answers 410 with a short notice and none of its text, print view included', async () => {
    const note = await takenDown();
    for (const path of [`/n/${note.share_id}`, `/n/${note.share_id}/print`]) {
      const page = await getPage(t.app, path);
      expect(page.statusCode).toBe(410);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('This note was taken down by the site operator.');
      expect(page.body).toContain('"status":"disabled"');
      expect(page.body).not.toContain(SECRET_TEXT);
      expect(page.body).not.toContain(note.title);
    }
  });

  it('once served again, reading and editing work as before', async () => {
    const note = await takenDown();
    expect(await t.store.setDisabled(note.share_id, null)).toBe(true);
    const read = await postJson(t.app, `/api/notes/share/${note.share_id}`, {});
    expect(read.statusCode).toBe(200);
    expect(read.json<{ content: string }>().content).toBe(`<p>${SECRET_TEXT}</p>`);
    const update = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Fixed</p>', editId: note.edit_id, baseVersion: 1 });
    expect(update.statusCode).toBe(200);
    expect((await getPage(t.app, `/n/${note.share_id}`)).statusCode).toBe(200);
  });

  it('can still be reported', async () => {
    const note = await takenDown();
    const report = await postJson(t.app, '/api/reports', { share_id: note.share_id, reason: 'spam' });
    expect(report.statusCode).toBe(202);
  });
});
