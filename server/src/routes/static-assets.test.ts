// Static files (hashed chunks, fonts, icons, the manifest, sw.js, the offline shell) have their own generous
// per-client budget: a school, an office or a carrier's NAT shows many people behind one address, and a first
// visit fetches ~70 files (the page's chunks, then the service worker's precache). They must all start, and
// the page and API budgets must hold exactly as before.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitsFor } from '../plugins/rate-limits.ts';
import { redisReachable, testRedisUrl } from '../test-support/redis.ts';
import { errorOf, freshIp, getPage, startTestApp, type TestApp } from '../test-support/test-app.ts';

/** What a built client holds, about as many files as a real build precaches. */
const STATIC_FILES = [
  '/index.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/assets/index-a1.css',
  ...['400', '500', '600'].map((weight) => `/assets/inter-${weight}-a1.woff2`),
  ...Array.from({ length: 60 }, (_, index) => `/assets/chunk${index}-a1.js`),
];

/** A first visit: the page, the session check, then every static file (the page's and the precache's). */
async function freshVisit(t: TestApp, ip: string): Promise<Array<{ url: string; status: number }>> {
  const answers = [];
  for (const url of ['/', '/api/auth/get-session', ...STATIC_FILES]) {
    answers.push({ url, status: (await getPage(t.app, url, { ip })).statusCode });
  }
  return answers;
}

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'jotter-static-'));
  for (const file of STATIC_FILES) {
    mkdirSync(join(clientDir, file, '..'), { recursive: true });
    writeFileSync(join(clientDir, file), file === '/index.html' ? '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-body--></div><!--app-data--></body></html>' : `/* ${file} */`);
  }
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('static files and the per-client budgets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(() => t.close());

  it('30 fresh visits from one address within a minute all start, and the page and API budget still holds', async () => {
    const ip = freshIp();
    const general = rateLimitsFor(t.config.rateLimitScale).general.max;
    for (let visit = 0; visit < 30; visit += 1) {
      const refused = (await freshVisit(t, ip)).filter(({ status }) => status !== 200);
      expect(refused, `visit ${visit + 1}`).toEqual([]);
    }
    // Each visit spent two requests of the general budget (the page and the session check), nothing more.
    const spent = 30 * 2;
    for (let request = spent; request < general; request += 1) {
      expect((await getPage(t.app, request % 2 === 0 ? '/about' : '/api/auth/get-session', { ip })).statusCode).toBe(200);
    }
    const refused = await getPage(t.app, '/api/auth/get-session', { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('rate-limited');
    // Static files still come: the app of a visitor already on the page goes on loading.
    expect((await getPage(t.app, '/assets/chunk0-a1.js', { ip })).statusCode).toBe(200);
  });
});

describe('a client flooding static files', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A tenth of every budget, so the flood stays short.
    t = await startTestApp({ env: { CLIENT_DIR: clientDir, RATE_LIMIT_SCALE: '0.1' } });
  });
  afterAll(() => t.close());

  it('is refused once the static budget is spent, and its pages still open', async () => {
    const ip = freshIp();
    const { staticFiles } = rateLimitsFor(t.config.rateLimitScale);
    for (let request = 0; request < staticFiles.max; request += 1) {
      expect((await getPage(t.app, STATIC_FILES[request % STATIC_FILES.length] ?? '/sw.js', { ip })).statusCode).toBe(200);
    }
    const refused = await getPage(t.app, '/assets/chunk0-a1.js', { ip });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('rate-limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await getPage(t.app, '/about', { ip })).statusCode).toBe(200);
    expect((await getPage(t.app, '/sw.js', { ip: freshIp() })).statusCode).toBe(200);
  });
});

const haveRedis = await redisReachable(testRedisUrl);
if (!haveRedis) console.warn(`Skipped: the shared static-file budget test needs Redis at ${testRedisUrl} (set REDIS_URL).`);

describe.skipIf(!haveRedis)('static files with the budgets in Redis', () => {
  // A random client address of this test's own (IPv4: IPv6 would be grouped by /64); its keys are removed after.
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  const ip = `100.${64 + (a & 63)}.${b}.${c}`;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { CLIENT_DIR: clientDir, REDIS_URL: testRedisUrl } });
  });
  afterAll(async () => {
    await t.close();
    const redis = new Redis(testRedisUrl);
    try {
      const keys = await redis.keys(`jotter:rate:*${ip}`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it('a first visit does not spend the budget for unknown paths (each budget its own counter)', async () => {
    const { notFound } = rateLimitsFor(t.config.rateLimitScale);
    for (let request = 0; request <= notFound.max; request += 1) {
      expect((await getPage(t.app, STATIC_FILES[request % STATIC_FILES.length] ?? '/sw.js', { ip })).statusCode).toBe(200);
    }
    expect((await getPage(t.app, '/no-such-page', { ip })).statusCode).toBe(404);
  });
});
