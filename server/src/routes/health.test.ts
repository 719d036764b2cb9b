// GET /api/health: what a load balancer asks. 200 with the store's kind while the store answers, 503 when not.
import { afterEach, describe, expect, it } from 'vitest';
import { errorOf, getPage, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('health', () => {
  it('is 200 with the embedded store', async () => {
    t = await startTestApp();
    const response = await getPage(t.app, '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, store: 'sqlite', storage: 'ok' });
  });

  it('is 503 store-unavailable when the store stops answering', async () => {
    t = await startTestApp();
    await t.store.close();
    const response = await getPage(t.app, '/api/health');
    expect(response.statusCode).toBe(503);
    expect(errorOf(response).code).toBe('store-unavailable');
  });
});
