// The better-auth calls the client makes, through the real app: sign-up signs in, sign-in and out, name and
// password changes, sessions elsewhere, deleting the account with its notes, and the refusals around them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/wire/account.ts';
import { getAs, postAs, sessionCookieFrom, signIn, signUp } from '../test-support/accounts.ts';
import { errorOf, freshIp, getPage, postJson, readAsEditor, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const sessionOf = async (cookie: string): Promise<AccountSession | null> =>
  (await getPage(t.app, '/api/auth/get-session', { headers: { cookie } })).json<AccountSession | null>();

describe('signing up, in and out', () => {
  it('signing up signs the user in at once, unverified, and the session names them', async () => {
    const ada = await signUp(t.app, { name: 'Ada Lovelace' });
    expect((await sessionOf(ada.cookie))?.user).toMatchObject({ name: 'Ada Lovelace', email: ada.email, emailVerified: false });
  });

  it('the session cookie is HttpOnly and SameSite=Lax', async () => {
    const response = await postJson(t.app, '/api/auth/sign-up/email', { name: 'Ada', email: 'cookie@example.com', password: 'analytical engine' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it('an e-mail already registered cannot sign up again, and a short password is refused', async () => {
    const ada = await signUp(t.app);
    const twice = await postJson(t.app, '/api/auth/sign-up/email', { name: 'Impostor', email: ada.email, password: 'another password' });
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice).code).toMatch(/user-already-exists/);
    const short = await postJson(t.app, '/api/auth/sign-up/email', { name: 'Short', email: 'short@example.com', password: 'abc' });
    expect(errorOf(short).code).toBe('password-too-short');
  });

  it('signing in with the right password gives a new session; a wrong one is 401 in the error shape', async () => {
    const ada = await signUp(t.app);
    const good = await signIn(t.app, ada.email, ada.password);
    expect(good.statusCode).toBe(200);
    expect((await sessionOf(sessionCookieFrom(good)))?.user.email).toBe(ada.email);
    const bad = await signIn(t.app, ada.email, 'not the password');
    expect(bad.statusCode).toBe(401);
    expect(errorOf(bad).code).toBe('invalid-email-or-password');
    expect(bad.headers['set-cookie']).toBeUndefined();
  });

  it('guessing passwords from one address ends in 429 with Retry-After, even for the right password', async () => {
    const ada = await signUp(t.app);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) statuses.push((await signIn(t.app, ada.email, `guess ${guess}`, ip)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const blocked = await signIn(t.app, ada.email, ada.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).code).toBe('rate-limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not blocked.
    expect((await signIn(t.app, ada.email, ada.password)).statusCode).toBe(200);
  });

  it('a client cannot dodge the limit by sending its own client-address header', async () => {
    const ada = await signUp(t.app);
    const ip = freshIp();
    let last = 0;
    for (let guess = 0; guess < 7; guess += 1) {
      const response = await postJson(t.app, '/api/auth/sign-in/email', { email: ada.email, password: `guess ${guess}` }, {
        ip,
        headers: { 'x-jotter-client-ip': `203.0.113.${guess}`, 'x-forwarded-for': `198.51.100.${guess}` },
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });

  it('a visitor without a session is told so, never from a cache, also with unrelated or forged cookies', async () => {
    for (const cookie of [undefined, 'locale=de; jotter-colour=dark', 'better-auth.session_token=forged.signature']) {
      const response = await getPage(t.app, '/api/auth/get-session', cookie ? { headers: { cookie } } : {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('signing out ends the session', async () => {
    const ada = await signUp(t.app);
    expect((await postAs(ada, t.app, '/api/auth/sign-out', {})).statusCode).toBe(200);
    expect(await sessionOf(ada.cookie)).toBeNull();
  });

  it('a sign-out naming the session it ends ends that one, and never the session that replaced it', async () => {
    const ada = await signUp(t.app);
    const ended = (await sessionOf(ada.cookie))!.session.id;
    // The browser signed back in before its delayed sign-out went: its cookie names a new session now.
    const again = { ...ada, cookie: sessionCookieFrom(await signIn(t.app, ada.email, ada.password)) };
    const late = await postAs(again, t.app, '/api/auth/sign-out', { sessionId: ended });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('session-changed');
    expect(late.headers['set-cookie']).toBeUndefined();
    expect((await sessionOf(again.cookie))?.user.email).toBe(ada.email);

    expect((await postAs(ada, t.app, '/api/auth/sign-out', { sessionId: ended })).statusCode).toBe(200);
    expect(await sessionOf(ada.cookie)).toBeNull();
    expect(await sessionOf(again.cookie)).not.toBeNull();
  });
});

describe('requests from another site', () => {
  it('a cross-origin POST carrying the session cookie is refused and changes nothing', async () => {
    const ada = await signUp(t.app, { name: 'Ada' });
    const forged = await postJson(t.app, '/api/auth/update-user', { name: 'Pwned' }, {
      headers: { cookie: ada.cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('forbidden-origin');
    const signOut = await postJson(t.app, '/api/auth/sign-out', {}, { headers: { cookie: ada.cookie, origin: 'https://evil.example' } });
    expect(signOut.statusCode).toBe(403);
    expect((await sessionOf(ada.cookie))?.user.name).toBe('Ada');
  });

  it('with PUBLIC_ORIGIN set, only that origin may POST', async () => {
    await t.close();
    t = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://notes.example' } });
    const ada = await signUp(t.app, { name: 'Ada' });
    const sameSite = await postJson(t.app, '/api/auth/update-user', { name: 'Ada L.' }, { headers: { cookie: ada.cookie, origin: 'https://notes.example' } });
    expect(sameSite.statusCode).toBe(200);
    const other = await postJson(t.app, '/api/auth/update-user', { name: 'Pwned' }, { headers: { cookie: ada.cookie, origin: 'http://localhost:80' } });
    expect(other.statusCode).toBe(403);
    expect((await sessionOf(ada.cookie))?.user.name).toBe('Ada L.');
  });
});

describe('account settings', () => {
  it('the name can be changed and the session shows it', async () => {
    const ada = await signUp(t.app, { name: 'Ada' });
    expect((await postAs(ada, t.app, '/api/auth/update-user', { name: 'Augusta Ada King' })).statusCode).toBe(200);
    expect((await sessionOf(ada.cookie))?.user.name).toBe('Augusta Ada King');
  });

  it('changing the password needs the current one; afterwards only the new one signs in', async () => {
    const ada = await signUp(t.app);
    const wrong = await postAs(ada, t.app, '/api/auth/change-password', { currentPassword: 'not it', newPassword: 'difference engine' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('invalid-password');
    const right = await postAs(ada, t.app, '/api/auth/change-password', { currentPassword: ada.password, newPassword: 'difference engine' });
    expect(right.statusCode).toBe(200);
    expect((await signIn(t.app, ada.email, ada.password)).statusCode).toBe(401);
    expect((await signIn(t.app, ada.email, 'difference engine')).statusCode).toBe(200);
  });

  it('"sign out everywhere else" ends the other sessions and keeps this one', async () => {
    const ada = await signUp(t.app);
    const phone = sessionCookieFrom(await signIn(t.app, ada.email, ada.password));
    const sessions = await getAs(ada, t.app, '/api/auth/list-sessions');
    expect(sessions.json<unknown[]>()).toHaveLength(2);
    expect((await postAs(ada, t.app, '/api/auth/revoke-other-sessions', {})).statusCode).toBe(200);
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(ada.cookie)).not.toBeNull();
    expect((await postAs(ada, t.app, '/api/auth/revoke-sessions', {})).statusCode).toBe(200);
    expect(await sessionOf(ada.cookie)).toBeNull();
  });

  it('calls that need a session answer 401 in the error shape without one', async () => {
    const response = await postJson(t.app, '/api/auth/update-user', { name: 'Nobody' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toMatch(/./);
  });
});

describe('deleting the account', () => {
  it('needs the password: none is 400, a wrong one is refused, and the account and its notes stay', async () => {
    const ada = await signUp(t.app);
    const note = (await postAs(ada, t.app, '/api/notes/create', { content: '<p>Keep me</p>' })).json<{ share_id: string; edit_id: string }>();
    const without = await postAs(ada, t.app, '/api/auth/delete-user', {});
    expect(without.statusCode).toBe(400);
    expect(errorOf(without).code).toBe('invalid-body');
    const wrong = await postAs(ada, t.app, '/api/auth/delete-user', { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(await sessionOf(ada.cookie)).not.toBeNull();
    expect((await readAsEditor(t.app, note)).statusCode).toBe(200);
  });

  it('with the password it removes the account, every note it owned and only those', async () => {
    const ada = await signUp(t.app);
    const owned = [
      (await postAs(ada, t.app, '/api/notes/create', { content: '<p>One</p>' })).json<{ share_id: string; edit_id: string }>(),
      (await postAs(ada, t.app, '/api/notes/create', { content: '<p>Two</p>', expire: '1h' })).json<{ share_id: string; edit_id: string }>(),
    ];
    const anonymous = (await postJson(t.app, '/api/notes/create', { content: '<p>Not hers</p>' })).json<{ share_id: string; edit_id: string }>();
    expect((await postAs(ada, t.app, '/api/auth/delete-user', { password: ada.password })).statusCode).toBe(200);
    for (const note of owned) expect((await readAsEditor(t.app, note)).statusCode).toBe(404);
    expect((await readAsEditor(t.app, anonymous)).statusCode).toBe(200);
    expect(await sessionOf(ada.cookie)).toBeNull();
    expect((await signIn(t.app, ada.email, ada.password)).statusCode).toBe(401);
    // Its ids are retired like any deleted note's.
    const replay = await postJson(t.app, '/api/notes/create', { content: '<p>Back?</p>', share_id: owned[0]!.share_id, edit_id: owned[0]!.edit_id });
    expect(replay.statusCode).toBe(410);
  });
});
