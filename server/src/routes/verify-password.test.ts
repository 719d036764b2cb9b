// POST /api/notes/verify-password: the right password gives a session; guessing is limited to 5 wrong tries
// per note and client (429 with Retry-After, other clients unaffected), and a note locks after 100 failures
// in a row until its editor sets a new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNoteResponse } from '../../../shared/api.ts';
import { newShareId } from '../../../shared/ids.ts';
import { createNote, errorOf, freshIp, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const verify = (id: string, password: string, ip = freshIp()) => postJson(t.app, '/api/notes/verify-password', { id, password }, { ip });
async function arrangeFailures(shareId: string, failedAttempts: number): Promise<void> {
  const current = await t.store.findByShareId(shareId, t.clock.now());
  if (!current || !(await t.store.updateIfVersion(shareId, current.version, { failedAttempts }, t.clock.now()))) {
    throw new Error('could not arrange failed attempts');
  }
}
const readWith = (shareId: string, session: string) => postJson(t.app, `/api/notes/share/${shareId}`, { session });

describe('verifying a password', () => {
  let note: CreateNoteResponse;
  beforeAll(async () => {
    note = await createNote(t.app, { content: '<p>behind a password</p>', password: 'right one' });
  });

  it('the right password answers a session that opens the note', async () => {
    const response = await verify(note.share_id, 'right one');
    expect(response.statusCode).toBe(200);
    const { session } = response.json<{ session: string }>();
    expect((await readWith(note.share_id, session)).statusCode).toBe(200);
  });

  it('a wrong password is 401 wrong-password', async () => {
    const response = await verify(note.share_id, 'wrong one');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('wrong-password');
    expect(response.json()).not.toHaveProperty('session');
  });

  it('an unknown note is 404; malformed requests are 400', async () => {
    expect((await verify(newShareId(), 'x')).statusCode).toBe(404);
    for (const body of [{ id: note.share_id }, { id: note.share_id, password: '' }, { id: note.share_id, password: 1 }, { id: 'nope', password: 'x' }, { id: note.share_id, password: 'x', session: 'y' }]) {
      expect((await postJson(t.app, '/api/notes/verify-password', body)).statusCode).toBe(400);
    }
  });

  it('a note without a password answers a session at once', async () => {
    const open = await createNote(t.app);
    const response = await verify(open.share_id, 'anything');
    expect(response.statusCode).toBe(200);
    expect((await readWith(open.share_id, response.json<{ session: string }>().session)).statusCode).toBe(200);
  });
});

describe('brute force', () => {
  it('after 5 wrong tries a client gets 429 too-many-attempts with Retry-After, even for the right password; another client does not', async () => {
    const note = await createNote(t.app, { password: 'right one' });
    const attacker = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(note.share_id, `guess ${attempt}`, attacker)).statusCode).toBe(401);
    }
    const blocked = await verify(note.share_id, 'right one', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).code).toBe('too-many-attempts');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect((await verify(note.share_id, 'right one', freshIp())).statusCode).toBe(200);
  });

  it('every address of one IPv6 /64 shares that budget; the next /64 does not', async () => {
    const note = await createNote(t.app, { password: 'right one' });
    // One subscriber's /64 has 2^64 addresses: a new one per guess must buy nothing.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(note.share_id, `guess ${attempt}`, `2001:db8:aa:bb::${attempt}`)).statusCode).toBe(401);
    }
    expect((await verify(note.share_id, 'right one', '2001:db8:aa:bb:ffff::6')).statusCode).toBe(429);
    expect((await verify(note.share_id, 'right one', '2001:db8:aa:bc::1')).statusCode).toBe(200);
  });

  it('a note locks after 100 failures in a row (423 note-locked) until its editor sets a new password', async () => {
    const note = await createNote(t.app, { password: 'right one' });
    // The first 90 failures are arranged directly (scrypt makes each real try deliberately slow); the last
    // ten come from two clients, five each, so the lock counts across clients while each stays under its limit.
    await arrangeFailures(note.share_id, 90);
    const [first, second] = [freshIp(), freshIp()];
    const guesses = await Promise.all(
      [first, second].map(async (ip) => {
        const statuses: number[] = [];
        for (let guess = 1; guess <= 5; guess += 1) statuses.push((await verify(note.share_id, `guess ${guess}`, ip)).statusCode);
        return statuses;
      }),
    );
    expect(guesses.flat()).toEqual(Array(10).fill(401));
    const locked = await verify(note.share_id, 'right one');
    expect(locked.statusCode).toBe(423);
    expect(errorOf(locked).code).toBe('note-locked');

    const reset = await postJson(t.app, `/api/notes/${note.edit_id}/password`, { password: 'new one' });
    expect(reset.statusCode).toBe(200);
    expect((await verify(note.share_id, 'new one')).statusCode).toBe(200);
  });

  it('a right password clears the run of failures, so the lock counts consecutive failures only', async () => {
    const note = await createNote(t.app, { password: 'right one' });
    await arrangeFailures(note.share_id, 99);
    expect((await verify(note.share_id, 'right one')).statusCode).toBe(200);
    expect((await verify(note.share_id, 'wrong')).statusCode).toBe(401);
    expect((await verify(note.share_id, 'right one')).statusCode).toBe(200);
  });
});

describe('when the shared attempt counter is unreachable', () => {
  it('password checks answer 503 with Retry-After instead of guessing without a limit', async () => {
    // Nothing listens on port 1: every Redis command fails after its retries.
    const down = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const note = await createNote(down.app, { content: '<p>locked away</p>', password: 'right one' });
      const response = await postJson(down.app, '/api/notes/verify-password', { id: note.share_id, password: 'right one' });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response).code).toBe('store-unavailable');
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await down.close();
    }
  });
});
