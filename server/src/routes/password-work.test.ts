// Password hashing is slow on purpose, so it is shared fairly: one client sending many protected creates
// cannot push another client's unlock to the back of a long queue, its excess is refused with 429 and
// Retry-After, and when the whole queue is full new password work is refused with 503 and Retry-After.
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createNote, errorOf, freshIp, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const protectedCreate = (app: TestApp, ip: string) => postJson(app.app, '/api/notes/create', { content: '<p>secret</p>', password: 'pw' }, { ip });

describe('password work', () => {
  it("40 protected creates from one client do not hold up another client's unlock", async () => {
    t = await startTestApp();
    const app = t;
    const victim = await createNote(app.app, { content: '<p>mine</p>', password: 'open sesame' });
    const attacker = freshIp();
    const finished: string[] = [];
    const flood = Array.from({ length: 40 }, () =>
      protectedCreate(app, attacker).then((response) => {
        finished.push(`flood ${response.statusCode}`);
        return response;
      }),
    );
    const unlock = postJson(app.app, '/api/notes/verify-password', { id: victim.share_id, password: 'open sesame' }).then((response) => {
      finished.push('unlock');
      return response;
    });
    const [responses, unlocked] = await Promise.all([Promise.all(flood), unlock]);
    expect(unlocked.statusCode).toBe(200);
    // Only the attacker's first few creates were hashed at all, so few could be served ahead of the unlock.
    const servedFirst = finished.slice(0, finished.indexOf('unlock')).filter((entry) => entry === 'flood 201');
    expect(servedFirst.length).toBeLessThanOrEqual(4);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(30);
    for (const response of refused) {
      expect(errorOf(response).code).toBe('rate-limited');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('when the queue is full, new password work is refused with 503 server-busy and Retry-After', async () => {
    t = await startTestApp({ passwordQueue: { concurrency: 1, maxWaiting: 1 } });
    const app = t;
    const responses: LightMyRequestResponse[] = await Promise.all(Array.from({ length: 12 }, () => protectedCreate(app, freshIp())));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    for (const response of busy) {
      expect(errorOf(response).code).toBe('server-busy');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
