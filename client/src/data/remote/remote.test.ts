// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fetchSharedNote, verifyPassword } from './remote.ts';
import { shareIdOf } from '../local/note-ids.ts';
import { TestServer } from '../testing/test-server.ts';
import { failureOf } from '../testing/failure-of.ts';

const EDIT_ID = 'e'.repeat(32);
const SHARE_ID = await shareIdOf(EDIT_ID);
let server: TestServer;

beforeEach(async () => {
  server = await TestServer.start();
  onTestFinished(() => server.close());
  vi.stubGlobal('fetch', server.fetch);
  await server.createElsewhere({ content: '<h1>Secret</h1><p>secret</p>', password: 'hunter2', share_id: SHARE_ID, edit_id: EDIT_ID });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading a shared note', () => {
  it('a protected note asks for the password, then opens with the session', async () => {
    expect(await failureOf(fetchSharedNote(SHARE_ID))).toMatchObject({ status: 401, code: 'password-required' });
    expect(await failureOf(verifyPassword(SHARE_ID, 'wrong'))).toMatchObject({ status: 401, code: 'wrong-password' });
    const session = await verifyPassword(SHARE_ID, 'hunter2');
    expect(await fetchSharedNote(SHARE_ID, { session })).toMatchObject({ content: '<h1>Secret</h1><p>secret</p>', has_password: true });
  });

  it('the edit id opens a protected note without its password', async () => {
    expect(await fetchSharedNote(SHARE_ID, { editId: EDIT_ID })).toMatchObject({ title: 'Secret' });
  });

  it('a missing note and an unreachable server are told apart', async () => {
    expect(await failureOf(fetchSharedNote('missingNote1'))).toMatchObject({ status: 404, code: 'note-not-found' });
    server.offline = true;
    expect(await failureOf(fetchSharedNote(SHARE_ID))).toMatchObject({ status: 0, code: 'network' });
  });

  it('a proxy error page without our error shape still yields a usable code and Retry-After', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'retry-after': '7' } }));
    expect(await failureOf(fetchSharedNote(SHARE_ID))).toMatchObject({ status: 502, code: 'internal-error', retryAfterMs: 7000 });
  });

  it('a success in another shape (a captive portal, a broken deploy) is refused like a bad gateway, not used', async () => {
    server.answerNext(200, { title: 'Secret', content: 42 });
    expect(await failureOf(fetchSharedNote(SHARE_ID, { editId: EDIT_ID }))).toMatchObject({ status: 502, code: 'internal-error' });
    vi.stubGlobal('fetch', async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    expect(await failureOf(verifyPassword(SHARE_ID, 'hunter2'))).toMatchObject({ status: 502, code: 'internal-error' });
  });
});
