// Compression: note pages and JSON answers cross phones' slow links compressed as the reader's
// Accept-Encoding (with its q-values) asks, plain otherwise, and the same text either way once decompressed.
// Built assets are compressed at build time and must not be compressed a second time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNote, getPage, postJson, startTestApp, type TestApp } from '../test-support/test-app.ts';

/** The body as the reader's browser sees it once it undid the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case undefined:
      return raw.toString('utf8');
    default:
      throw new Error(`unexpected encoding ${String(response.headers['content-encoding'])}`);
  }
}

const LONG_CONTENT = `<p>${'A paragraph that repeats, as notes often do. '.repeat(200)}</p>`;
const varies = (response: LightMyRequestResponse) => String(response.headers.vary).toLowerCase();

let t: TestApp;
let note: { share_id: string; edit_id: string };
beforeAll(async () => {
  t = await startTestApp();
  note = await createNote(t.app, { content: LONG_CONTENT });
});
afterAll(() => t.close());

const readShare = (acceptEncoding?: string) =>
  postJson(t.app, `/api/notes/share/${note.share_id}`, {}, acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } });
const readPage = (acceptEncoding?: string) =>
  getPage(t.app, `/n/${note.share_id}`, acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } });

describe.each([
  ['the share read (JSON)', readShare],
  ['the /n/{id} page', readPage],
])('%s', (_name, read) => {
  it('comes plain to a client that accepts no encoding, and the same text comes brotli or gzip to those that do', async () => {
    const plain = await read();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('A paragraph that repeats');

    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'gzip'],
    ] as const) {
      const response = await read(accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(varies(response), accept).toContain('accept-encoding');
      expect(decoded(response), accept).toBe(plain.body);
      expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('stays plain when every offered encoding is unknown or refused', async () => {
    const plain = (await read()).body;
    for (const accept of ['identity', 'zstd', 'br;q=0, gzip;q=0', 'compress', ';;;,,, q=', 'gzip;q=abc, br;q=-1']) {
      const response = await read(accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.body, accept).toBe(plain);
    }
  });

  it('answers the next reader from the kept compressed bytes, identical to the first', async () => {
    const first = await read('br');
    const second = await read('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

describe('a crafted Host header', () => {
  it('cannot file a plain page as the compressed one: the next browser still gets a page it can read', async () => {
    const host = 'localhost:80';
    for (const encoding of ['br', 'gzip']) {
      // A note nobody has read yet, so the crafted request is the first to be kept.
      const fresh = await createNote(t.app, { content: LONG_CONTENT });
      await getPage(t.app, `/n/${fresh.share_id}`, { headers: { host: `${host}|${encoding}` } });
      const response = await getPage(t.app, `/n/${fresh.share_id}`, { headers: { host, 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decoded(response)).toContain('A paragraph that repeats');
    }
  });
});

describe('answers that are not kept', () => {
  it('a protected note read with its password comes compressed too (by @fastify/compress)', async () => {
    const secret = await createNote(t.app, { content: LONG_CONTENT, password: 'correct horse battery staple' });
    const response = await postJson(t.app, `/api/notes/share/${secret.share_id}`, { editId: secret.edit_id }, { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(response)).content).toBe(LONG_CONTENT);
  });

  it('a small answer stays plain: compressing it would not pay', async () => {
    const response = await getPage(t.app, '/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ ok: true });
  });

  it('a short note is sent plain from the cache as well', async () => {
    const short = await createNote(t.app, { content: '<p>hi</p>' });
    const response = await postJson(t.app, `/api/notes/share/${short.share_id}`, {}, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ content: '<p>hi</p>' });
  });
});

describe('built assets', () => {
  let clientDir: string;
  let withBuild: TestApp;
  const script = `console.log(${JSON.stringify('a built chunk '.repeat(500))});`;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'jotter-compress-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-body--></div><!--app-data--></body></html>');
    writeFileSync(join(clientDir, 'assets', 'app-a1.js'), script);
    writeFileSync(join(clientDir, 'assets', 'app-a1.js.br'), brotliCompressSync(script));
    withBuild = await startTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await withBuild.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('go out as precompressed at build time, never compressed a second time', async () => {
    const response = await getPage(withBuild.app, '/assets/app-a1.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(script);
  });
});
