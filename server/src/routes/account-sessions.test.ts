// What creates and what ends an account session (docs/decisions.md "Sessions"), over a real socket:
// a verification link creates none and switches none; a password change ends every other session; a password
// reset ends every session and removes every passkey; and no account answer may be kept by a cache.
import { createEmailVerificationToken } from 'better-auth/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  sessionCookieOf,
  sessionUserOf,
  signUpOnWire,
  startListeningApp,
  storePasskey,
  type ListeningApp,
  type WireUser,
} from '../test-support/listening-app.ts';
import { unsentMails } from '../test-support/unsent-mail.ts';

let t: ListeningApp;
beforeEach(async () => {
  t = await startListeningApp();
});
afterEach(() => t.close());

/** The link of the verification mail better-auth sends `email`, exactly as the mail carries it. */
async function verificationLink(email: string): Promise<string> {
  const token = await createEmailVerificationToken(t.config.secret, email);
  return `/api/auth/verify-email?token=${token}&callbackURL=/`;
}

/** The link of the last reset mail to `email` (without SMTP_URL it is kept in DATA_DIR/unsent-mail.log). */
async function resetLink(email: string): Promise<string> {
  await t.send('POST', '/api/auth/request-password-reset', { body: { email, redirectTo: '/signin' } });
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = unsentMails(t.dataDir).findLast((entry) => entry.to === email);
    if (mail?.link.includes('/reset-password/')) return new URL(mail.link).pathname + new URL(mail.link).search;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail to ${email}`);
}

async function resetPassword(user: WireUser, newPassword: string): Promise<void> {
  const landing = await t.send('GET', await resetLink(user.email));
  const token = new URL(String(landing.headers.location), t.origin).searchParams.get('token');
  const reset = await t.send('POST', '/api/auth/reset-password', { body: { token, newPassword } });
  expect(reset.status).toBe(200);
}

async function signIn(email: string, password: string): Promise<string | null> {
  return sessionCookieOf(await t.send('POST', '/api/auth/sign-in/email', { body: { email, password } }));
}

describe("opening another account's verification link", () => {
  it('verifies that address but gives a signed-out browser no session', async () => {
    const attacker = await signUpOnWire(t, { name: 'Mallory' });
    const opened = await t.send('GET', await verificationLink(attacker.email));
    expect(opened.status).toBe(302);
    expect(sessionCookieOf(opened)).toBeNull();
    expect((await sessionUserOf(t, attacker.cookie))?.emailVerified).toBe(true);
  });

  it('leaves a signed-in browser signed in to its own account', async () => {
    const attacker = await signUpOnWire(t, { name: 'Mallory' });
    const victim = await signUpOnWire(t, { name: 'Victor' });
    const opened = await t.send('GET', await verificationLink(attacker.email), { cookie: victim.cookie });
    expect(opened.status).toBe(302);
    expect(sessionCookieOf(opened)).toBeNull();
    expect((await sessionUserOf(t, victim.cookie))?.id).toBe(victim.id);
  });

  it('opening your own link verifies you and keeps your session as it was', async () => {
    const ada = await signUpOnWire(t);
    const opened = await t.send('GET', await verificationLink(ada.email), { cookie: ada.cookie });
    expect(sessionCookieOf(opened)).toBeNull();
    expect(await sessionUserOf(t, ada.cookie)).toMatchObject({ id: ada.id, emailVerified: true });
  });
});

describe('changing the password', () => {
  it('signs out every other device, even when the request asks to keep them', async () => {
    const ada = await signUpOnWire(t);
    const phone = await signIn(ada.email, ada.password);
    expect(phone).not.toBeNull();
    const changed = await t.send('POST', '/api/auth/change-password', {
      cookie: ada.cookie,
      body: { currentPassword: ada.password, newPassword: 'difference engine', revokeOtherSessions: false },
    });
    expect(changed.status).toBe(200);
    expect(await sessionUserOf(t, phone!)).toBeNull();
    // This device goes on with the session the answer set.
    const here = sessionCookieOf(changed);
    expect(here).not.toBeNull();
    expect((await sessionUserOf(t, here!))?.id).toBe(ada.id);
  });
});

describe('a password reset takes the account back', () => {
  it('ends every session and removes every passkey, so only the new password gets in', async () => {
    const owner = await signUpOnWire(t);
    storePasskey(t, owner.id, { name: 'Planted key', createdAt: new Date() });
    const listed = await t.send('GET', '/api/auth/passkey/list-user-passkeys', { cookie: owner.cookie });
    expect(listed.json<unknown[]>()).toHaveLength(1);

    await resetPassword(owner, 'taken back at last');
    expect(await sessionUserOf(t, owner.cookie)).toBeNull();
    const fresh = await signIn(owner.email, 'taken back at last');
    expect(fresh).not.toBeNull();
    expect((await t.send('GET', '/api/auth/passkey/list-user-passkeys', { cookie: fresh! })).json<unknown[]>()).toEqual([]);
  });
});

describe('passkeys in account settings', () => {
  it('are listed with name, creation and last use, and can be removed by their owner only', async () => {
    const ada = await signUpOnWire(t);
    const mallory = await signUpOnWire(t);
    const created = new Date('2030-02-01T10:00:00.000Z');
    const used = new Date('2030-03-01T10:00:00.000Z');
    const id = storePasskey(t, ada.id, { name: 'Laptop', createdAt: created, lastUsedAt: used });
    const listed = (await t.send('GET', '/api/auth/passkey/list-user-passkeys', { cookie: ada.cookie })).json<Record<string, unknown>[]>();
    expect(listed).toEqual([expect.objectContaining({ id, name: 'Laptop', createdAt: created.toISOString(), lastUsedAt: used.toISOString() })]);

    const foreign = await t.send('POST', '/api/auth/passkey/delete-passkey', { cookie: mallory.cookie, body: { id } });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect((await t.send('POST', '/api/auth/passkey/delete-passkey', { cookie: ada.cookie, body: { id } })).status).toBe(200);
    expect((await t.send('GET', '/api/auth/passkey/list-user-passkeys', { cookie: ada.cookie })).json<unknown[]>()).toEqual([]);
  });

  it('an unverified address adds one only with the account password; a verified one without', async () => {
    const ada = await signUpOnWire(t);
    const register = (cookie: string, extra: Record<string, unknown> = {}) =>
      t.send('POST', '/api/auth/passkey/verify-registration', { cookie, body: { response: { id: 'x' }, ...extra } });
    const without = await register(ada.cookie);
    expect(without.status).toBe(403);
    expect(without.json<{ code: string }>().code).toBe('password-required');
    const wrong = await register(ada.cookie, { password: 'not it' });
    expect(wrong.json<{ code: string }>().code).toBe('invalid-password');
    // Past the rule, the passkey plugin judges the (here empty) WebAuthn answer itself.
    const right = await register(ada.cookie, { password: ada.password });
    expect(right.json<{ code: string }>().code).toBe('challenge-not-found');

    await t.send('GET', await verificationLink(ada.email));
    expect((await register(ada.cookie)).json<{ code: string }>().code).toBe('challenge-not-found');
  });
});

describe('caches', () => {
  it('may keep no account answer: sessions with their tokens, passkeys, refusals and the note list', async () => {
    const ada = await signUpOnWire(t);
    for (const path of ['/api/auth/list-sessions', '/api/auth/passkey/list-user-passkeys', '/api/auth/get-session', '/api/notes/list']) {
      const answer = await t.send('GET', path, { cookie: ada.cookie });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toMatch(/\bno-store\b/);
    }
    const refused = await t.send('POST', '/api/auth/sign-in/email', { body: { email: ada.email, password: 'wrong' } });
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
