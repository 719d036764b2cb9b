// Per-client request budgets: general, create, verify-password, reports and unknown paths each answer
// 429 rate-limited with Retry-After once spent, without touching other clients; with REDIS_URL, every app
// instance draws from one shared budget.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { redisReachable, testRedisUrl } from '../test-support/redis.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShareId } from '../../../shared/ids.ts';
import { rateLimitsFor, type RateLimits } from '../plugins/rate-limits.ts';
import { createNote, errorOf, freshIp, getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

function expectRateLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(errorOf(response).code).toBe('rate-limited');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/** Sends `count` requests from one client and returns the statuses. */
async function spend(count: number, send: () => Promise<LightMyRequestResponse>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send()).statusCode);
  return statuses;
}

describe('request budgets on one instance', () => {
  let t: TestApp;
  let limits: RateLimits;
  beforeAll(async () => {
    t = await startTestApp();
    limits = rateLimitsFor(t.config.rateLimitScale);
  });
  afterAll(() => t.close());

  it('the general budget answers 429 once spent, and only for that client', async () => {
    const ip = freshIp();
    const statuses = await spend(limits.general.max, () => getPage(t.app, '/about', { ip }));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectRateLimited(await getPage(t.app, '/about', { ip }));
    expectRateLimited(await postJson(t.app, `/api/notes/share/${newShareId()}`, {}, { ip }));
    expect((await getPage(t.app, '/about', { ip: freshIp() })).statusCode).toBe(200);
    // The health check is for monitors, which must never lock themselves out.
    expect((await getPage(t.app, '/api/health', { ip })).statusCode).toBe(200);
  });

  it('the create budget answers 429 once spent', async () => {
    const ip = freshIp();
    const statuses = await spend(limits.create.max, () => postJson(t.app, '/api/notes/create', { content: '<p>x</p>' }, { ip }));
    expect(statuses.every((status) => status === 201)).toBe(true);
    expectRateLimited(await postJson(t.app, '/api/notes/create', { content: '<p>x</p>' }, { ip }));
    expect((await postJson(t.app, '/api/notes/create', { content: '<p>x</p>' }, { ip: freshIp() })).statusCode).toBe(201);
  });

  it('the verify-password budget answers 429 once spent, whatever the note', async () => {
    const ip = freshIp();
    const open = await createNote(t.app);
    const statuses = await spend(limits.verifyPassword.max, () =>
      postJson(t.app, '/api/notes/verify-password', { id: open.share_id, password: 'x' }, { ip }),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectRateLimited(await postJson(t.app, '/api/notes/verify-password', { id: newShareId(), password: 'x' }, { ip }));
  });

  it('the reports budget answers 429 once spent', async () => {
    const ip = freshIp();
    const note = await createNote(t.app);
    const statuses = await spend(limits.reports.max, () => postJson(t.app, '/api/reports', { share_id: note.share_id, reason: 'spam' }, { ip }));
    expect(statuses.every((status) => status === 202)).toBe(true);
    expectRateLimited(await postJson(t.app, '/api/reports', { share_id: note.share_id, reason: 'spam' }, { ip }));
    expect(await t.store.listReports(note.share_id)).toHaveLength(limits.reports.max);
  });

  it('every address of one IPv6 /64 draws from one budget', async () => {
    let host = 0;
    const report = (prefix: string) =>
      postJson(t.app, '/api/reports', { share_id: newShareId(), reason: 'spam' }, { ip: `${prefix}:${(host += 1).toString(16)}` });
    const statuses = await spend(limits.reports.max, () => report('2001:db8:5:6:7:8:9'));
    expect(statuses.every((status) => status === 404)).toBe(true);
    expectRateLimited(await report('2001:db8:5:6:aaaa:bbbb:cccc'));
    expect((await report('2001:db8:5:7:7:8:9')).statusCode).toBe(404);
  });

  it('probing unknown paths answers 429 once the not-found budget is spent', async () => {
    const ip = freshIp();
    const statuses = await spend(limits.notFound.max, () => getPage(t.app, `/probe-${randomBytes(4).toString('hex')}`, { ip }));
    expect(statuses.every((status) => status === 404)).toBe(true);
    expectRateLimited(await getPage(t.app, '/probe-again', { ip }));
  });
});

describe('the client address behind a proxy', () => {
  const PROXY = '192.0.2.1';
  // Each request claims to come from a new client through X-Forwarded-For.
  const reportVia = (app: TestApp) =>
    postJson(app.app, '/api/reports', { share_id: newShareId(), reason: 'spam' }, { ip: PROXY, headers: { 'x-forwarded-for': freshIp() } });

  it('a forged X-Forwarded-For buys no fresh budget unless TRUST_PROXY names the proxy', async () => {
    const direct = await startTestApp();
    const proxied = await startTestApp({ env: { TRUST_PROXY: PROXY } });
    try {
      const budget = rateLimitsFor(direct.config.rateLimitScale).reports.max;
      expect(await spend(budget, () => reportVia(direct))).toEqual(Array(budget).fill(404));
      expectRateLimited(await reportVia(direct));
      expect(await spend(budget + 1, () => reportVia(proxied))).toEqual(Array(budget + 1).fill(404));
    } finally {
      await Promise.all([direct.close(), proxied.close()]);
    }
  });
});

const redisUrl = testRedisUrl;

const haveRedis = await redisReachable(redisUrl);
if (!haveRedis) console.warn(`Skipped: the shared Redis budget test needs Redis at ${redisUrl} (set REDIS_URL).`);

describe.skipIf(!haveRedis)('a budget shared through Redis', () => {
  // Random IPv4 client addresses (IPv6 would be grouped by /64), so the keys this test makes are its own
  // and removed afterwards.
  const uniqueIp = () => {
    const [a = 0, b = 0, c = 0] = randomBytes(3);
    return `100.${64 + (a & 63)}.${b}.${c}`;
  };
  const ip = uniqueIp();
  const bystander = uniqueIp();
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ env: { REDIS_URL: redisUrl } });
    second = await startTestApp({ env: { REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    const redis = new Redis(redisUrl);
    try {
      const keys: string[] = [];
      for (const address of [ip, bystander]) {
        let cursor = '0';
        do {
          const [next, found] = await redis.scan(cursor, 'MATCH', `jotter:rate:*${address}`, 'COUNT', 1000);
          cursor = next;
          keys.push(...found);
        } while (cursor !== '0');
      }
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('two app instances draw from one verify-password budget', async () => {
    const ask = (app: TestApp) => postJson(app.app, '/api/notes/verify-password', { id: newShareId(), password: 'x' }, { ip });
    let sent = 0;
    const statuses = await spend(rateLimitsFor(first.config.rateLimitScale).verifyPassword.max, () => ask(sent++ % 2 === 0 ? first : second));
    // Each instance answered only half of them, yet both now refuse this client.
    expect(statuses.every((status) => status === 404)).toBe(true);
    expectRateLimited(await ask(first));
    expectRateLimited(await ask(second));
    expect((await postJson(first.app, '/api/notes/verify-password', { id: newShareId(), password: 'x' }, { ip: bystander })).statusCode).toBe(404);
  });
});
