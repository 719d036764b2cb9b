// @vitest-environment node
// The account calls against the real server (better-auth behind the app), and what happens when something else
// answers them: a Wi-Fi sign-in page, a proxy, a half-broken deploy. An answer the client cannot trust is an
// ApiFailure — never a guest (which would take the account's notes off the device), never a signed-in nobody.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiFailure } from '../../data/remote/api-client.ts';
import { TestServer } from '../../data/testing/test-server.ts';
import { fetchSession, listPasskeys, signInWithEmail, signOut, signUpWithEmail } from './auth-api.ts';

let server: TestServer;
const PASSWORD = 'correct horse battery staple';

beforeEach(async () => {
  server = await TestServer.start();
  onTestFinished(() => server.close());
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error: unknown = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(error)}`);
  return error;
}

const email = () => `grace-${Date.now()}-${Math.random()}@example.com`;

describe('account answers from the real server', () => {
  it('signing up, out and in again reads the session each time as the server sends it', async () => {
    const address = email();
    expect(await fetchSession()).toBeNull();
    await signUpWithEmail('Grace Hopper', address, PASSWORD, 'en');
    const session = await fetchSession();
    expect(session?.user).toMatchObject({ name: 'Grace Hopper', email: address, emailVerified: false });
    expect(session?.session.id).toEqual(expect.any(String));

    await signOut();
    expect(await fetchSession()).toBeNull();
    await signInWithEmail(address, PASSWORD);
    expect((await fetchSession())?.user.email).toBe(address);
  });

  it('a new account lists no passkeys', async () => {
    await signUpWithEmail('Grace Hopper', email(), PASSWORD, 'en');
    expect(await listPasskeys()).toEqual([]);
  });
});

describe('account answers in another shape', () => {
  it('a Wi-Fi sign-in page answering the session check is not a signed-out guest', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    expect(await failureOf(fetchSession())).toMatchObject({ status: 502, code: 'internal-error' });
  });

  it.each([
    ['without its user', { session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' } }],
    ['with a user without an id', { user: { name: 'Grace', email: 'g@example.com', emailVerified: true }, session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' } }],
    ['with an empty session id', { user: { id: 'u1', name: 'Grace', email: 'g@example.com', emailVerified: true }, session: { id: '', expiresAt: '2030-01-01T00:00:00.000Z' } }],
    ['as a list', []],
  ])('a session answer %s is refused, not half-used', async (_situation, answer) => {
    server.answerNext(200, answer);
    expect(await failureOf(fetchSession())).toMatchObject({ status: 502, code: 'internal-error' });
  });

  it('a sign-in answered by a proxy with something that is not an object does not count as signed in', async () => {
    server.answerNext(200, 'OK');
    expect(await failureOf(signInWithEmail('grace@example.com', PASSWORD))).toMatchObject({ status: 502 });
  });

  it('a passkey list of another shape is refused instead of drawn', async () => {
    await signUpWithEmail('Grace Hopper', email(), PASSWORD, 'en');
    server.answerNext(200, [{ id: 7, createdAt: '2030-01-01T00:00:00.000Z' }]);
    expect(await failureOf(listPasskeys())).toMatchObject({ status: 502 });
    server.answerNext(200, { passkeys: [] });
    expect(await failureOf(listPasskeys())).toMatchObject({ status: 502 });
  });
});
