// Sign-in guesses per account, over a real socket, each request from the client address it names
// (X-Forwarded-For through the trusted proxy): many addresses guessing one account's password together are
// stopped after ten wrong tries with 429 and Retry-After, however they spread them; a correct sign-in clears
// the count; an unknown address is treated alike. With Redis every app instance shares the count.
import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { redisReachable, testRedisUrl } from '../test-support/redis.ts';
import { signUpOnWire, startListeningApp, type ListeningApp } from '../test-support/listening-app.ts';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`SKIPPED: per-account sign-in limits shared through Redis (no Redis at ${testRedisUrl})`);

const FREE_FAILURES = 10;

let apps: ListeningApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});
async function start(env: Record<string, string> = {}): Promise<ListeningApp> {
  const t = await startListeningApp({ env });
  apps.push(t);
  return t;
}

/** Addresses no other test run uses (Redis is shared with other runs), from the benchmarking range. */
const unusedAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`;

const signIn = (t: ListeningApp, email: string, password: string, ip = unusedAddress()) =>
  t.send('POST', '/api/auth/sign-in/email', { ip, body: { email, password } });

/** `count` wrong passwords for `email`, five from each client address (the per-address budget); their statuses. */
async function guess(t: ListeningApp, email: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  let ip = unusedAddress();
  for (let attempt = 0; attempt < count; attempt += 1) {
    if (attempt % 5 === 0) ip = unusedAddress();
    statuses.push((await signIn(t, email, `guess ${attempt}`, ip)).status);
  }
  return statuses;
}

describe('guessing one account’s password', () => {
  it('twelve client addresses with five guesses each are stopped after ten, with Retry-After, the right password too', async () => {
    const t = await start();
    const ada = await signUpOnWire(t);
    const statuses = await guess(t, ada.email, 60);
    expect(statuses.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill(401));
    expect(new Set(statuses.slice(FREE_FAILURES))).toEqual(new Set([429]));
    const blocked = await signIn(t, ada.email, ada.password);
    expect(blocked.status).toBe(429);
    expect(blocked.json<{ code: string }>().code).toBe('rate-limited');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another account is not locked by it.
    const grace = await signUpOnWire(t);
    expect((await signIn(t, grace.email, grace.password)).status).toBe(200);
  });

  it('a correct sign-in clears the count', async () => {
    const t = await start();
    const ada = await signUpOnWire(t);
    expect(await guess(t, ada.email, FREE_FAILURES - 1)).not.toContain(429);
    expect((await signIn(t, ada.email, ada.password)).status).toBe(200);
    expect(await guess(t, ada.email, FREE_FAILURES - 1)).not.toContain(429);
    expect((await signIn(t, ada.email, ada.password)).status).toBe(200);
  });

  it('an address without an account is locked the same way, so the lock tells nothing', async () => {
    const t = await start();
    const statuses = await guess(t, `nobody-${Date.now()}@example.com`, FREE_FAILURES + 1);
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), 429]);
  });

  it.skipIf(!hasRedis)('two app instances sharing Redis count together', async () => {
    const [first, second] = [await start({ REDIS_URL: testRedisUrl }), await start({ REDIS_URL: testRedisUrl })];
    const email = `shared-${Date.now()}-${randomInt(1e9)}@example.com`;
    expect(await guess(first, email, FREE_FAILURES / 2)).not.toContain(429);
    expect(await guess(second, email, FREE_FAILURES / 2)).not.toContain(429);
    expect((await signIn(first, email, 'one more')).status).toBe(429);
  });
});
