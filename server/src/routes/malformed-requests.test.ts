// No malformed request produces a 5xx, and every refusal comes in the documented shape with the security
// headers: random junk bodies, mutated valid bodies, odd content types, wrong methods, huge and odd ids and
// mangled paths against every route (raw-socket protocol errors are in protocol-errors.test.ts). Seeded, so a
// failure names the seed that reproduces it
// (FUZZ_SEED=<seed> npm run test:unit -- server/src/routes/malformed-requests.test.ts).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ApiError, type CreateNoteResponse, type ErrorCode } from '../../../shared/api.ts';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { createNote, freshIp, startTestApp, type TestApp } from '../test-support/test-app.ts';
import { XSS_PAYLOADS } from '../test-support/xss-payloads.ts';

const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;
const REQUESTS = 1200;

/** mulberry32: a tiny seeded generator, so every run can be replayed exactly. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const random = generator(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (max: number) => Math.floor(random() * max);

const ODD_STRINGS = [
  '', ' ', '\u0000', '\uFFFF', '\uD800', '💥'.repeat(50), '../../etc/passwd', '%00', '%zz', '{"a":', 'null', 'true',
  'x'.repeat(300), 'é'.repeat(40), '<p>ok</p>', 'a'.repeat(101), 'B'.repeat(9000), '\uDC00x\uD800', 'prototype',
  ...XSS_PAYLOADS.slice(0, 12),
];

function junkValue(depth = 0): unknown {
  switch (int(depth > 3 ? 6 : 9)) {
    case 0: return null;
    case 1: return random() < 0.5;
    case 2: return pick([0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, 2 ** 31]);
    case 3: return pick(ODD_STRINGS);
    case 4: return newShareId();
    case 5: return newEditId();
    case 6: return Array.from({ length: int(4) }, () => junkValue(depth + 1));
    case 7: return Object.fromEntries(Array.from({ length: int(4) }, () => [pick(['a', 'content', 'title', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '']), junkValue(depth + 1)]));
    default: return { content: junkValue(depth + 1), editId: junkValue(depth + 1) };
  }
}

interface Target {
  method: string;
  url: string;
  /** A body the route accepts, to be mutated one field at a time. */
  valid?: Record<string, unknown>;
}

function targets(note: CreateNoteResponse): Target[] {
  const share = pick([note.share_id, newShareId(), pick(ODD_STRINGS.slice(0, 10)), note.edit_id, 'a'.repeat(101), 'Z'.repeat(5000)]);
  // Routes that would destroy or re-hash the shared note (delete, password) only ever see ids that miss it.
  const foreignEdit = pick([newEditId(), note.share_id, pick(ODD_STRINGS.slice(0, 10)), 'e'.repeat(4000)]);
  const edit = pick([note.edit_id, foreignEdit]);
  const enc = (id: string) => encodeURIComponent(id.toWellFormed());
  return [
    { method: 'POST', url: '/api/notes/create', valid: { content: '<p>fuzz</p>', title: 't', expire: '1h', ...(random() < 0.2 ? { share_id: newShareId(), edit_id: newEditId() } : {}) } },
    { method: 'POST', url: `/api/notes/${enc(share)}/update`, valid: { content: '<p>u</p>', editId: note.edit_id, baseVersion: int(5) } },
    { method: 'POST', url: `/api/notes/share/${enc(share)}`, valid: { session: 'x', editId: note.edit_id } },
    { method: 'POST', url: `/api/notes/edit/${enc(edit)}` },
    { method: 'POST', url: `/api/notes/${enc(foreignEdit)}/delete` },
    { method: 'POST', url: `/api/notes/${enc(edit)}/expire`, valid: { expire: pick(['never', '1h', '1d', '1w', '1mo', '1y']) } },
    { method: 'POST', url: `/api/notes/${enc(foreignEdit)}/password`, valid: { password: pick([null, 'pw']) } },
    { method: 'POST', url: `/api/notes/${enc(edit)}/rename`, valid: { title: 'Renamed', noteId: note.share_id } },
    { method: 'POST', url: '/api/notes/verify-password', valid: { id: note.share_id, password: 'pw' } },
    { method: 'POST', url: '/api/reports', valid: { share_id: note.share_id, reason: 'spam', details: 'd' } },
    { method: 'GET', url: '/api/health' },
    { method: 'GET', url: `/n/${enc(share)}${pick(['', '/print', '/', '//x'])}` },
    { method: 'GET', url: `${pick(['', '/de', '/hi', '/xx'])}/${pick(['e', 'share'])}/${enc(edit)}` },
    { method: 'GET', url: pick(['/', '/de', '/about', '/sitemap.xml', '/de/sitemap.xml', '/robots.txt', '/word-counter', '/tools/word-counter']) },
  ];
}

function mangle(url: string): string {
  switch (int(8)) {
    case 0: return `${url}${pick(['?', '?a=1&a=2', '?__proto__[x]=1', '#frag', '%', '%2', '%zz', '/..', '/%2e%2e/', '//'])}`;
    case 1: return url.replace(/\/[^/]*$/, `/${encodeURIComponent(pick(ODD_STRINGS.slice(0, 10)).toWellFormed())}`);
    case 2: return url.toUpperCase();
    case 3: return `/${pick(['api', 'api/notes', 'api/notes/x/y/z', 'n', 'e', ''])}`;
    default: return url;
  }
}

function body(target: Target): { payload?: string | Buffer; contentType?: string } {
  const contentType = pick(['application/json', 'application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/JSON', 'application/json;;', undefined]);
  switch (int(7)) {
    case 0: return { contentType };
    case 1: return { contentType, payload: Buffer.from(Array.from({ length: int(64) }, () => int(256))) };
    case 2: return { contentType, payload: pick(['{', '[', '{"a":1,}', '"\\ud800"', '{"content":"\\u0000"}', '{"content":"\\udc00\\ud800"}', '[]'.repeat(1000), '['.repeat(5000) + ']'.repeat(5000), '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '{"content":"<p>x</p>","__proto__":{"editId":"x"}}']) };
    case 3: return { contentType, payload: JSON.stringify(junkValue()) };
    default: {
      if (!target.valid) return { contentType, payload: JSON.stringify(junkValue()) };
      const mutated: Record<string, unknown> = { ...target.valid };
      const key = pick([...Object.keys(mutated), 'unknown', '__proto__']);
      if (random() < 0.2) delete mutated[key];
      else mutated[key] = junkValue();
      return { contentType: 'application/json', payload: JSON.stringify(mutated) };
    }
  }
}

/** What is wrong with an answer, if anything: a 5xx, missing security headers, or an error out of shape. */
function judge(method: string, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return 'server error';
  if (response.headers['referrer-policy'] !== 'no-referrer' || response.headers['x-content-type-options'] !== 'nosniff') return 'headers';
  if (!String(response.headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'")) return 'csp';
  if (response.statusCode < 400 || method === 'HEAD') return undefined;
  // A browser asking for a page gets the not-found page; everything else gets the API's error shape.
  if (String(response.headers['content-type']).startsWith('text/html')) return method === 'GET' ? undefined : 'html error';
  try {
    const body = JSON.parse(response.body) as Partial<ApiError>;
    const shaped = body.statusCode === response.statusCode && typeof body.statusMessage === 'string' && ERROR_CODES.includes(body.code as ErrorCode);
    return shaped ? undefined : 'error shape';
  } catch {
    return 'not JSON';
  }
}

let t: TestApp;
let note: CreateNoteResponse;
beforeAll(async () => {
  t = await startTestApp();
  note = await createNote(t.app, { content: '<p>fuzz target</p>' });
});
afterAll(() => t.close());

describe(`malformed requests (FUZZ_SEED=${SEED})`, () => {
  it('never answer 5xx, and every refusal has the error shape and the security headers', async () => {
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const target = pick(targets(note));
      const method = random() < 0.1 ? pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'POST']) : target.method;
      const url = mangle(target.url);
      const { payload, contentType } = method === 'GET' || method === 'HEAD' ? {} : body(target);
      let response: LightMyRequestResponse;
      try {
        response = await t.app.inject({
          method: method as 'POST',
          url,
          headers: contentType === undefined ? {} : { 'content-type': contentType },
          ...(payload === undefined ? {} : { payload }),
          remoteAddress: freshIp(),
        });
      } catch (error) {
        failures.push(`${method} ${url}: inject threw ${String(error)}`);
        continue;
      }
      const problem = judge(method, response);
      if (problem) failures.push(`${method} ${url.slice(0, 200)} [${contentType}] ${String(payload).slice(0, 120)} → ${response.statusCode} ${problem}: ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
