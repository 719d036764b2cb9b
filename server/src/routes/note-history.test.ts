// A note's history over HTTP (docs/design.md §4.2): only the edit id opens it; every save, rename and
// restore leaves the version it replaced; a restore is a new version (so it can be undone), conflicts and replays
// behave as for updates, and a version the history does not keep is 404 version-not-found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConflictError, CreateNoteResponse, UpdateNoteResponse } from '../../../shared/api.ts';
import { newEditId } from '../../../shared/ids.ts';
import type { NoteVersionResponse, RestoreVersionResponse, VersionsResponse } from '../../../shared/wire/versions.ts';
import { rateLimitsFor } from '../plugins/rate-limits.ts';
import { createModeration } from '../services/notes/moderation.ts';
import { thinHistory } from '../services/notes/purge.ts';
import { retentionBounds } from '../services/notes/version-retention.ts';
import { createNote, errorOf, freshIp, getPage, HOUR, MINUTE, postJson, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const update = (note: CreateNoteResponse, content: string, baseVersion: number) =>
  postJson(t.app, `/api/notes/${note.share_id}/update`, { content, editId: note.edit_id, baseVersion });
const versions = (editId: string, query = '', ip?: string) => getPage(t.app, `/api/notes/${editId}/versions${query}`, ip ? { ip } : {});
const version = (editId: string, n: number | string, ip?: string) => getPage(t.app, `/api/notes/${editId}/versions/${n}`, ip ? { ip } : {});
const restore = (editId: string, body: unknown, ip?: string) => postJson(t.app, `/api/notes/${editId}/restore`, body, ip ? { ip } : {});

/** A note saved three times a minute apart: versions 1 (created), 2, 3 (current). */
async function noteWithThreeVersions(): Promise<CreateNoteResponse> {
  const note = await createNote(t.app, { content: '<p>One</p>' });
  t.clock.advance(MINUTE);
  expect((await update(note, '<p>Two</p>', 1)).statusCode).toBe(200);
  t.clock.advance(MINUTE);
  expect((await update(note, '<p>Three</p>', 2)).statusCode).toBe(200);
  return note;
}

describe('reading history', () => {
  it('lists every save newest first, the current version on top, and each reads back as it was saved', async () => {
    const note = await noteWithThreeVersions();
    t.clock.advance(MINUTE);
    const renamed = await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: 'Counting', noteId: note.share_id });
    expect(renamed.statusCode).toBe(200);
    const listed = await versions(note.edit_id);
    expect(listed.statusCode).toBe(200);
    // A note's text under its edit link: never kept by a cache.
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect((await version(note.edit_id, 1)).headers['cache-control']).toBe('private, no-store');
    const body = listed.json<VersionsResponse>();
    expect(body.next_before).toBeNull();
    expect(body.versions.map(({ version: n, title, size }) => ({ n, title, size }))).toEqual([
      { n: 4, title: 'Counting', size: '<p>Three</p>'.length },
      { n: 3, title: 'Three', size: '<p>Three</p>'.length },
      { n: 2, title: 'Two', size: '<p>Two</p>'.length },
      { n: 1, title: 'One', size: '<p>One</p>'.length },
    ]);
    expect(body.versions[3]!.updated_at).toBe(note.updated_at);
    expect((await version(note.edit_id, 2)).json<NoteVersionResponse>()).toEqual({
      version: 2,
      updated_at: body.versions[2]!.updated_at,
      title: 'Two',
      content: '<p>Two</p>',
      encrypted: false,
    });
    expect((await version(note.edit_id, 4)).json<NoteVersionResponse>()).toMatchObject({ title: 'Counting', content: '<p>Three</p>' });
  });

  it('pages older versions by next_before; limit and before are checked', async () => {
    const note = await noteWithThreeVersions();
    const first = (await versions(note.edit_id, '?limit=2')).json<VersionsResponse>();
    expect(first.versions.map((v) => v.version)).toEqual([3, 2]);
    expect(first.next_before).toBe(2);
    const second = (await versions(note.edit_id, `?limit=2&before=${first.next_before}`)).json<VersionsResponse>();
    expect(second).toMatchObject({ versions: [{ version: 1 }], next_before: null });
    for (const query of ['?limit=0', '?limit=101', '?limit=two', '?before=0', '?before=-1', '?before=1.5', '?before=1e3', '?sort=asc']) {
      const refused = await versions(note.edit_id, query);
      expect(refused.statusCode, query).toBe(400);
      expect(errorOf(refused).code).toBe('invalid-body');
    }
  });

  it('a version the history does not keep is 404 version-not-found', async () => {
    const note = await noteWithThreeVersions();
    for (const n of [4, 99, 999_999_999_999_999]) {
      const missing = await version(note.edit_id, n);
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('version-not-found');
    }
    expect((await version(note.edit_id, 0)).statusCode).toBe(400);
    expect((await version(note.edit_id, '1; DROP TABLE notes')).statusCode).toBe(400);
  });

  it('versions thinned away by retention are gone; the newest of each hour stays', async () => {
    // Start on a whole hour, so the three saves below fall in one hour whatever ran before.
    t.clock.advance(HOUR - (t.clock.now().getTime() % HOUR));
    const note = await createNote(t.app, { content: '<p>v1</p>' });
    for (let n = 2; n <= 4; n += 1) {
      t.clock.advance(MINUTE);
      expect((await update(note, `<p>v${n}</p>`, n - 1)).statusCode).toBe(200);
    }
    t.clock.advance(2 * 24 * HOUR);
    expect(await thinHistory(t.store, t.clock.now())).toBeGreaterThanOrEqual(2);
    // Versions 1–3 fell in one hour: only the newest of them, 3, is kept (4 is the current one).
    expect((await versions(note.edit_id)).json<VersionsResponse>().versions.map((v) => v.version)).toEqual([4, 3]);
    expect(errorOf(await version(note.edit_id, 1)).code).toBe('version-not-found');
    expect(errorOf(await restore(note.edit_id, { version: 2, baseVersion: 4 })).code).toBe('version-not-found');
    expect((await version(note.edit_id, 3)).json<NoteVersionResponse>().content).toBe('<p>v3</p>');
  });
});

describe('who sees history', () => {
  it('only the edit id: a share id, an unknown edit id or a password session see nothing', async () => {
    const secret = '<p>Private draft</p>';
    const note = await createNote(t.app, { content: secret, password: 'correct horse' });
    expect((await update(note, '<p>Public now</p>', 1)).statusCode).toBe(200);
    const session = note.session_id!;
    const refusals = [
      versions(note.share_id),
      version(note.share_id, 1),
      restore(note.share_id, { version: 1, baseVersion: 2 }),
      versions(encodeURIComponent(session)),
      versions(note.edit_id, `?session=${encodeURIComponent(session)}`),
      restore(note.edit_id, { version: 1, baseVersion: 2, session }),
      versions(newEditId()),
      version(newEditId(), 1),
      restore(newEditId(), { version: 1, baseVersion: 2 }),
    ];
    for (const response of await Promise.all(refusals)) {
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('Private draft');
    }
    expect(errorOf(await versions(newEditId())).code).toBe('note-not-found');
    // Nothing was restored by any of them.
    expect((await readAsEditor(t.app, note)).json()).toMatchObject({ version: 2, content: '<p>Public now</p>' });
    // The edit id itself needs no password session.
    expect((await version(note.edit_id, 1)).json<NoteVersionResponse>().content).toBe(secret);
  });

  it('a note deleted by its editor or by the operator leaves no history behind; one taken down answers 410', async () => {
    const deleted = await noteWithThreeVersions();
    expect((await postJson(t.app, `/api/notes/${deleted.edit_id}/delete`)).statusCode).toBe(200);
    expect(errorOf(await versions(deleted.edit_id)).code).toBe('note-not-found');
    expect(errorOf(await version(deleted.edit_id, 1)).code).toBe('note-not-found');
    const byOperator = await noteWithThreeVersions();
    await createModeration(t.store, t.clock.now, { info: () => {} }).delete(byOperator.share_id);
    // Bounds far ahead make every stored version due for thinning: none of either note's is left to find.
    const leftOver = await t.store.notesToThin(retentionBounds(new Date(t.clock.now().getTime() + 1000 * 24 * HOUR)), 10_000);
    expect(leftOver).not.toContain(deleted.share_id);
    expect(leftOver).not.toContain(byOperator.share_id);

    const disabled = await noteWithThreeVersions();
    await t.store.setDisabled(disabled.share_id, t.clock.now());
    for (const response of [await versions(disabled.edit_id), await version(disabled.edit_id, 1), await restore(disabled.edit_id, { version: 1, baseVersion: 3 })]) {
      expect(response.statusCode).toBe(410);
      expect(errorOf(response).code).toBe('note-disabled');
    }
  });
});

describe('restoring a version', () => {
  it('makes a new version with that content and title, and restoring the replaced one undoes it', async () => {
    const note = await noteWithThreeVersions();
    t.clock.advance(MINUTE);
    const restored = await restore(note.edit_id, { version: 1, baseVersion: 3 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<RestoreVersionResponse>()).toEqual({ version: 4, updated_at: t.clock.now().toISOString(), title: 'One', content: '<p>One</p>' });
    expect((await readAsEditor(t.app, note)).json()).toMatchObject({ version: 4, content: '<p>One</p>', title: 'One' });
    // Undo: the version the restore replaced (3) is in history.
    const undone = await restore(note.edit_id, { version: 3, baseVersion: 4 });
    expect(undone.json<RestoreVersionResponse>()).toMatchObject({ version: 5, content: '<p>Three</p>', title: 'Three' });
    expect((await versions(note.edit_id)).json<VersionsResponse>().versions.map((v) => v.version)).toEqual([5, 4, 3, 2, 1]);
  });

  it('a renamed note stays renamed, with the restored version\'s title', async () => {
    const note = await noteWithThreeVersions();
    await postJson(t.app, `/api/notes/${note.edit_id}/rename`, { title: 'My list', noteId: note.share_id });
    await update(note, '<p>Four</p>', 4);
    const restored = await restore(note.edit_id, { version: 4, baseVersion: 5 });
    expect(restored.json<RestoreVersionResponse>()).toMatchObject({ version: 6, title: 'My list', content: '<p>Three</p>' });
    // Later saves keep the title: the note is still renamed.
    const saved = await update(note, '<p>Five</p>', 6);
    expect(saved.json<UpdateNoteResponse>()).toMatchObject({ version: 7, title: 'My list' });
  });

  it('on a stale base it is refused with 409 conflict and the current note, exactly as an update is', async () => {
    const note = await noteWithThreeVersions();
    const refusedRestore = await restore(note.edit_id, { version: 1, baseVersion: 2 });
    const refusedUpdate = await update(note, '<p>Stale</p>', 2);
    expect(refusedRestore.statusCode).toBe(409);
    const conflict = errorOf(refusedRestore) as unknown as ConflictError;
    expect(conflict.code).toBe('conflict');
    expect(conflict.current).toMatchObject({ version: 3, content: '<p>Three</p>', title: 'Three' });
    expect(refusedRestore.json()).toEqual(refusedUpdate.json());
    expect((await readAsEditor(t.app, note)).json()).toMatchObject({ version: 3 });
  });

  it('a replayed restore is a no-op 200 that keeps the version', async () => {
    const note = await noteWithThreeVersions();
    const body = { version: 1, baseVersion: 3 };
    const first = (await restore(note.edit_id, body)).json<RestoreVersionResponse>();
    t.clock.advance(MINUTE);
    const replay = await restore(note.edit_id, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first);
    expect((await versions(note.edit_id)).json<VersionsResponse>().versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it('an unknown version is 404 version-not-found and changes nothing; a malformed body is 400', async () => {
    const note = await noteWithThreeVersions();
    const missing = await restore(note.edit_id, { version: 42, baseVersion: 3 });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('version-not-found');
    for (const body of [{ version: 0, baseVersion: 3 }, { version: '1', baseVersion: 3 }, { version: 1 }, { version: 1, baseVersion: 3, content: '<p>x</p>' }]) {
      expect((await restore(note.edit_id, body)).statusCode).toBe(400);
    }
    expect((await readAsEditor(t.app, note)).json()).toMatchObject({ version: 3, content: '<p>Three</p>' });
  });
});

describe('budgets', () => {
  it('history calls have a budget of their own, tighter than updates: they hit 429 while updates from the same client go on', async () => {
    const note = await noteWithThreeVersions();
    const ip = freshIp();
    const { general, history } = rateLimitsFor(t.config.rateLimitScale);
    expect(history.max).toBeLessThan(general.max);
    for (let i = 0; i < history.max; i += 1) {
      const response =
        i % 3 === 0 ? await versions(note.edit_id, '', ip) : i % 3 === 1 ? await version(note.edit_id, 1, ip) : await restore(note.edit_id, { version: 3, baseVersion: 3 }, ip);
      expect(response.statusCode).toBe(200);
    }
    for (const response of [await versions(note.edit_id, '', ip), await version(note.edit_id, 1, ip), await restore(note.edit_id, { version: 1, baseVersion: 3 }, ip)]) {
      expect(response.statusCode).toBe(429);
      expect(errorOf(response).code).toBe('rate-limited');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Updates and reads of the note from the same client still go through; another client's history too.
    const updated = await postJson(t.app, `/api/notes/${note.share_id}/update`, { content: '<p>Four</p>', editId: note.edit_id, baseVersion: 3 }, { ip });
    expect(updated.statusCode).toBe(200);
    expect((await versions(note.edit_id, '', freshIp())).statusCode).toBe(200);
  });

  it('history calls draw from the general budget too', async () => {
    const note = await noteWithThreeVersions();
    const ip = freshIp();
    const { general } = rateLimitsFor(t.config.rateLimitScale);
    for (let i = 0; i < general.max; i += 1) expect((await getPage(t.app, '/about', { ip })).statusCode).toBe(200);
    const refused = await versions(note.edit_id, '', ip);
    expect(refused.statusCode).toBe(429);
  });
});
