// @vitest-environment node
// The History calls against the real server: list, read and restore through the edit id, with the refusals the
// History UI must tell apart (a stale base, a version no longer kept, an unreachable server).
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ConflictCurrent } from '../../../../shared/api.ts';
import { shareIdOf } from '../local/note-ids.ts';
import { TestServer } from '../testing/test-server.ts';
import { getNoteVersion, listNoteVersions, restoreNoteVersion } from './versions.ts';
import { failureOf } from '../testing/failure-of.ts';

const EDIT_ID = 'h'.repeat(32);
const SHARE_ID = await shareIdOf(EDIT_ID);
let server: TestServer;

beforeEach(async () => {
  server = await TestServer.start();
  onTestFinished(() => server.close());
  vi.stubGlobal('fetch', server.fetch);
  await server.createElsewhere({ content: '<p>First</p>', share_id: SHARE_ID, edit_id: EDIT_ID });
  await server.editElsewhere(SHARE_ID, '<p>Second</p>');
  await server.editElsewhere(SHARE_ID, '<p>Third</p>');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a note\'s history from the client', () => {
  it('lists the versions in pages, reads one, restores it and undoes the restore', async () => {
    const first = await listNoteVersions(EDIT_ID, { limit: 2 });
    expect(first.versions.map((v) => [v.version, v.title])).toEqual([[3, 'Third'], [2, 'Second']]);
    const older = await listNoteVersions(EDIT_ID, { before: first.next_before!, limit: 2 });
    expect(older).toMatchObject({ versions: [{ version: 1, title: 'First' }], next_before: null });
    expect(await getNoteVersion(EDIT_ID, 1)).toMatchObject({ version: 1, content: '<p>First</p>' });

    expect(await restoreNoteVersion(EDIT_ID, { version: 1, baseVersion: 3 })).toMatchObject({ version: 4, content: '<p>First</p>' });
    expect(await restoreNoteVersion(EDIT_ID, { version: 3, baseVersion: 4 })).toMatchObject({ version: 5, content: '<p>Third</p>' });
    expect((await server.note(SHARE_ID))?.content).toBe('<p>Third</p>');
  });

  it('a stale base comes back as a conflict carrying the server\'s note; a version not kept as version-not-found', async () => {
    const conflict = await failureOf(restoreNoteVersion(EDIT_ID, { version: 1, baseVersion: 2 }));
    expect(conflict).toMatchObject({ status: 409, code: 'conflict' });
    expect((conflict.body as { current: ConflictCurrent }).current).toMatchObject({ version: 3, content: '<p>Third</p>' });
    expect(await failureOf(getNoteVersion(EDIT_ID, 9))).toMatchObject({ status: 404, code: 'version-not-found' });
    expect(await failureOf(listNoteVersions('x'.repeat(32)))).toMatchObject({ status: 404, code: 'note-not-found' });
    server.offline = true;
    expect(await failureOf(listNoteVersions(EDIT_ID))).toMatchObject({ status: 0, code: 'network' });
  });
});
