// Ids are never reused (docs/design.md §3): once a note is deleted, purged or expired, a create with its ids answers
// 410 note-deleted and changes nothing, so a retried create from an offline device cannot bring back a note another
// device deleted; anyone else proposing its share id (with an edit id of their own, never its own edit id's share id)
// is refused before that, 400 share-id-not-derived, so nobody can take over a dead link either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse } from '../../../shared/api.ts';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { purgeExpiredNotes } from '../services/notes/purge.ts';
import { createNote, errorOf, HOUR, postJson, proposedIds, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) => postJson(t.app, '/api/notes/create', { content: '<p>taking over</p>', ...body });

function expectGone(response: Awaited<ReturnType<typeof create>>): void {
  expect(response.statusCode).toBe(410);
  expect(errorOf(response).code).toBe('note-deleted');
}

/** A share id with an edit id it is not derived from: refused whatever note the ids had. */
function expectNotDerived(response: Awaited<ReturnType<typeof create>>): void {
  expect(response.statusCode).toBe(400);
  expect(errorOf(response).code).toBe('share-id-not-derived');
}

async function deleted(): Promise<CreateNoteResponse> {
  const note = await createNote(t.app, { ...proposedIds(), content: '<p>short-lived</p>' });
  expect((await postJson(t.app, `/api/notes/${note.edit_id}/delete`)).statusCode).toBe(200);
  return note;
}

describe('a deleted note', () => {
  it("its share link cannot be taken over: a create with its share id is refused and stores nothing", async () => {
    const note = await deleted();
    const takeover = { share_id: note.share_id, edit_id: newEditId() };
    expectNotDerived(await create(takeover));
    expect((await postJson(t.app, `/api/notes/share/${note.share_id}`, {})).statusCode).toBe(404);
    expect((await readAsEditor(t.app, takeover)).statusCode).toBe(404);
  });

  it('a replayed create of it (an offline device retrying) answers 410 and does not bring it back', async () => {
    const note = await deleted();
    expectGone(await create({ share_id: note.share_id, edit_id: note.edit_id, content: '<p>short-lived</p>' }));
    expect((await readAsEditor(t.app, note)).statusCode).toBe(404);
  });

  it('its edit id cannot be used again under another share id', async () => {
    const note = await deleted();
    expectNotDerived(await create({ share_id: newShareId(), edit_id: note.edit_id }));
  });
});

describe('an expired note', () => {
  it('its ids answer 410 while it waits for the purge and after it', async () => {
    const note = await createNote(t.app, { ...proposedIds(), expire: '1h' });
    t.clock.advance(HOUR);
    expectGone(await create({ share_id: note.share_id, edit_id: note.edit_id }));
    expectNotDerived(await create({ share_id: note.share_id, edit_id: newEditId() }));
    expectNotDerived(await create({ share_id: newShareId(), edit_id: note.edit_id }));

    expect(await purgeExpiredNotes(t.store, t.clock.now())).toBeGreaterThanOrEqual(1);
    expectGone(await create({ share_id: note.share_id, edit_id: note.edit_id }));
    expectNotDerived(await create({ share_id: newShareId(), edit_id: note.edit_id }));
  });
});

describe('live notes are unaffected', () => {
  it('a replayed create of a live note is still 200, and its share id with another edit id is still refused', async () => {
    const note = await createNote(t.app, proposedIds());
    expect((await create({ share_id: note.share_id, edit_id: note.edit_id })).statusCode).toBe(200);
    expectNotDerived(await create({ share_id: note.share_id, edit_id: newEditId() }));
  });
});
