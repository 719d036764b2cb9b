// With REDIS_URL set and Redis dead — nothing listening, or a server that accepts connections and never
// answers — the notepad fails open: requests are answered at once with rate limits skipped, the outage is
// logged once rather than per request, /api/health says so without being rate-limited, and password checks
// keep answering 503 with Retry-After quickly. When Redis returns, budgets resume. The shared Redis is never
// touched: the dead servers here are local sockets the test owns.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { HealthResponse } from '../../../shared/api.ts';
import { rateLimitsFor } from '../plugins/rate-limits.ts';
import { freePort } from '../test-support/server-process.ts';
import { redisReachable, testRedisUrl } from '../test-support/redis.ts';
import { createNote, errorOf, freshIp, getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

/** Generous for one answer on a loaded machine; a stalled Redis call takes seconds. */
const FAST_MS = 200;

const servers: Server[] = [];
const sockets: Socket[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A TCP server on a free port; `onConnection` decides what a dead Redis does with each connection. */
async function tcpServer(onConnection: (socket: Socket) => void, port = 0): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return address.port;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function startWithRedisAt(port: number, lines?: string[]): Promise<TestApp> {
  t = await startTestApp({
    env: { REDIS_URL: `redis://127.0.0.1:${port}` },
    ...(lines ? { logger: { stream: { write: (line: string) => void lines.push(line) } } } : {}),
  });
  return t;
}

const deadRedis: Array<[string, () => Promise<number>]> = [
  ['nothing listens on its port', () => freePort()],
  ['it accepts connections and never answers', () => tcpServer(() => {})],
  ['it accepts connections and drops them at once', () => tcpServer((socket) => socket.destroy())],
];

describe.each(deadRedis)('when Redis is dead (%s)', (_label, deadPort) => {
  it('every request is answered quickly with its rate limit skipped, and the outage is logged once', async () => {
    const lines: string[] = [];
    const app = await startWithRedisAt(await deadPort(), lines);
    const note = await createNote(app.app);
    const ip = freshIp();
    const budget = rateLimitsFor(app.config.rateLimitScale).create.max;
    const answers = [];
    for (let i = 0; i < budget + 5; i += 1) {
      answers.push(await timed(() => postJson(app.app, '/api/notes/create', { content: '<p>still saving</p>' }, { ip })));
    }
    answers.push(await timed(() => postJson(app.app, `/api/notes/share/${note.share_id}`, {}, { ip })));
    // Over the create budget and still 201: the limit is skipped while its counter is unreachable.
    expect(answers.map(({ result }) => result.statusCode)).toEqual([...Array(budget + 5).fill(201), 200]);
    expect(Math.max(...answers.map(({ ms }) => ms))).toBeLessThan(FAST_MS);
    const outageLines = lines.filter((line) => /redis/i.test(line) && !/request completed|incoming request/.test(line));
    expect(outageLines).toHaveLength(1);
    expect(outageLines[0]).toMatch(/redis unavailable/i);
  });

  it('health answers 200 with redis "down" and is never rate-limited', async () => {
    const app = await startWithRedisAt(await deadPort());
    const ip = freshIp();
    const general = rateLimitsFor(app.config.rateLimitScale).general.max;
    const statuses = new Set<number>();
    for (let i = 0; i < general + 10; i += 1) statuses.add((await getPage(app.app, '/api/health', { ip })).statusCode);
    expect([...statuses]).toEqual([200]);
    const { result, ms } = await timed(() => getPage(app.app, '/api/health', { ip }));
    expect(result.json<HealthResponse>()).toEqual({ ok: true, store: 'sqlite', redis: 'down', storage: 'ok' });
    expect(ms).toBeLessThan(FAST_MS);
  });

  it('password checks answer 503 with Retry-After quickly instead of guessing without a limit', async () => {
    const app = await startWithRedisAt(await deadPort());
    const note = await createNote(app.app, { password: 'right one' });
    for (const password of ['right one', 'wrong one']) {
      const { result, ms } = await timed(() => postJson(app.app, '/api/notes/verify-password', { id: note.share_id, password }));
      expect(result.statusCode).toBe(503);
      expect(errorOf(result).code).toBe('store-unavailable');
      expect(Number(result.headers['retry-after'])).toBeGreaterThan(0);
      expect(ms).toBeLessThan(FAST_MS);
    }
  });
});

const haveRedis = await redisReachable(testRedisUrl);
if (!haveRedis) console.warn(`Skipped: Redis recovery needs Redis at ${testRedisUrl}.`);

describe.skipIf(!haveRedis)('when Redis comes back', () => {
  it('health reports it up again, the return is logged once, and budgets apply again', async () => {
    const redis = new URL(testRedisUrl);
    const port = await freePort();
    const lines: string[] = [];
    const app = await startWithRedisAt(port, lines);
    await getPage(app.app, '/api/health');
    // Redis "returns": a forwarder to the shared Redis starts listening on the port the app was given.
    await tcpServer((socket) => {
      const upstream = connect(Number(redis.port || 6379), redis.hostname);
      sockets.push(upstream);
      socket.pipe(upstream).pipe(socket);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    }, port);
    const deadline = Date.now() + 10_000;
    let health = await getPage(app.app, '/api/health');
    while (health.json<HealthResponse>().redis !== 'up' && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 50));
      health = await getPage(app.app, '/api/health');
    }
    expect(health.json<HealthResponse>()).toEqual({ ok: true, store: 'sqlite', redis: 'up', storage: 'ok' });
    expect(lines.filter((line) => /redis is back/i.test(line))).toHaveLength(1);

    const ip = `100.${64 + Math.floor(Math.random() * 63)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
    const budget = rateLimitsFor(app.config.rateLimitScale).reports.max;
    const statuses: number[] = [];
    for (let i = 0; i <= budget; i += 1) statuses.push((await postJson(app.app, '/api/reports', { share_id: 'AAAAAAAAAAAA', reason: 'spam' }, { ip })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
