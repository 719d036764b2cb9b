// Metrics for an operator's Prometheus: off unless asked for, never readable without the token or
// off the separate port, and in Prometheus's text format with the series the README names. Route labels are
// patterns: a note's ids never show up in a series.
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/server-process.ts';
import { createNote, getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('metrics', () => {
  it('are off by default: GET /metrics is the ordinary 404', async () => {
    t = await startTestApp();
    const response = await getPage(t.app, '/metrics', { headers: bearer });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('jotter_');
  });

  it('are refused without the token, with a wrong one, and with the token outside a Bearer header', async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer wrong' }, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }, { authorization: 'Bearer ' }];
    for (const headers of attempts) {
      const response = await getPage(t.app, '/metrics', { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.body).not.toContain('jotter_');
    }
  });

  it('with the token, carry the named series in Prometheus text format, labelled by route pattern', async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_SCALE: '0.05' } });
    const note = await createNote(t.app, { content: '<p>counted</p>' });
    await postJson(t.app, `/api/notes/share/${note.share_id}`, {});
    await postJson(t.app, `/api/notes/share/${note.share_id}`, {});
    // Spend the create budget of one address (60 × 0.05 = 3 a minute) to see refusals counted.
    const ip = '10.200.0.1';
    for (let i = 0; i < 5; i += 1) await postJson(t.app, '/api/notes/create', { content: '<p>x</p>' }, { ip });

    const response = await getPage(t.app, '/metrics', { headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    for (const series of [
      '# TYPE jotter_http_requests_total counter',
      'jotter_http_requests_total{method="POST",route="/api/notes/create",status="201"}',
      'jotter_http_requests_total{method="POST",route="/api/notes/share/:shareId",status="200"} 2',
      '# TYPE jotter_http_request_duration_seconds histogram',
      'jotter_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/notes/create"}',
      'jotter_store_operation_duration_seconds_count{operation="insert"}',
      'jotter_store_operation_duration_seconds_count{operation="findByShareId"}',
      'jotter_sanitizer_queue_depth 0',
      'jotter_password_queue_depth{state="running"} 0',
      'jotter_password_queue_depth{state="waiting"} 0',
      'jotter_rate_limit_refusals_total{route="/api/notes/create"} 2',
      'jotter_cache_hit_ratio{cache="rendered"}',
      'jotter_cache_lookups_total{cache="notes",result="hit"}',
      'jotter_storage_full 0',
      'jotter_process_resident_memory_bytes',
    ]) {
      expect(text, series).toContain(series);
    }
    // Ids are secrets and would make a series per note.
    expect(text).not.toContain(note.share_id);
    expect(text).not.toContain(note.edit_id);
    // Without Redis configured there is no Redis series to mislead.
    expect(text).not.toContain('jotter_redis_up');
  });

  it('report Redis as down when it does not answer', async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
    const text = (await getPage(t.app, '/metrics', { headers: bearer })).body;
    expect(text).toContain('jotter_redis_up 0');
  });

  it('on METRICS_PORT, are served on that port only; with a token as well, the port asks for it too', async () => {
    const metricsPort = await freePort();
    t = await startTestApp({ env: { METRICS_PORT: String(metricsPort) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await getPage(t.app, '/metrics')).statusCode).toBe(404);
    const open = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('# TYPE jotter_http_requests_total counter');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    await t.close();
    t = undefined;

    const guardedPort = await freePort();
    t = await startTestApp({ env: { METRICS_PORT: String(guardedPort), METRICS_TOKEN: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`http://127.0.0.1:${guardedPort}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${guardedPort}/metrics`, { headers: bearer })).status).toBe(200);
  });
});
