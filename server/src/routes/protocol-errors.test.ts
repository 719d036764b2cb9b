// Requests that never reach a route — broken HTTP framing caught by Node's parser, headers too large, URLs
// the router refuses — are still answered in the API's error shape with the security headers, never with a
// 5xx. Raw sockets, because no well-behaved client can send these.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/api.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let port = 0;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ logger: { stream: { write: (line) => void lines.push(line) } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes and parses the first response the server writes back before closing or going quiet. */
function raw(request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = () => {
      socket.destroy();
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP response: ${JSON.stringify(received.slice(0, 200))}`));
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    };
    const quiet = setTimeout(finish, 3000);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // One whole response is enough.
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const bodyStart = received.indexOf('\r\n\r\n');
      if (length !== undefined && bodyStart >= 0 && received.length >= bodyStart + 4 + Number(length)) {
        clearTimeout(quiet);
        finish();
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(quiet);
      if (!socket.destroyed || received) finish();
    });
    socket.write(request);
  });
}

function expectShapedError(response: RawResponse): void {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(body.statusCode).toBe(response.status);
  expect(typeof body.statusMessage).toBe('string');
  expect(ERROR_CODES).toContain(body.code);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

const body = '{"content":"<p>x</p>"}';
const PARSER_ERRORS: Array<[string, string]> = [
  ['a broken chunk size', `POST /api/notes/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`],
  ['both Content-Length and Transfer-Encoding', `POST /api/notes/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nTransfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`],
  ['two different Content-Lengths', `POST /api/notes/create HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n123456`],
  ['a negative Content-Length', 'POST /api/notes/create HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n'],
  ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n'],
  ['a control character in a header value', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n'],
  ['a space inside the method', 'GE T /api/health HTTP/1.1\r\nHost: x\r\n\r\n'],
  ['an unknown HTTP version', 'GET /api/health HTTP/7.1\r\nHost: x\r\n\r\n'],
  ['a request line of junk', '\u0000\u0001\u0002garbage\r\n\r\n'],
];

describe('HTTP the parser refuses', () => {
  it.each(PARSER_ERRORS)('%s is a 4xx in the API shape with the security headers', async (_label, request) => {
    expectShapedError(await raw(request));
  });

  it('headers over the size limit are 431 headers-too-large in the API shape', async () => {
    const response = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(response.status).toBe(431);
    expectShapedError(response);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'headers-too-large' });
  });

  it('parser errors are logged as client errors without the request bytes', () => {
    const logged = lines.filter((line) => line.includes('client error'));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) {
      expect(line).not.toContain('garbage');
      expect(line).not.toContain('aaaaaaaaaa');
      expect(JSON.parse(line).level).toBeLessThan(50);
    }
  });
});

describe('URLs the router refuses', () => {
  const long = 'a'.repeat(150);
  it.each([
    ['a path segment over 100 characters in the API', 'POST', `/api/notes/${long}/update`],
    ['a very long share id', 'POST', `/api/notes/share/${'x'.repeat(5000)}`],
    ['a broken escape', 'POST', '/api/notes/%zz/update'],
  ])('%s is a 4xx in the API shape with the security headers', async (_label, method, url) => {
    const response = await raw(`${method} ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
    expectShapedError(response);
  });

  it('a long path segment on a page is the not-found page with the page headers, not a 500', async () => {
    for (const path of [`/n/${long}`, `/n/${long}/print`, `/de/share/${long}`, `/${long}`]) {
      const response = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('while the server shuts down', () => {
  it('a request that still arrives is 503 server-busy with Retry-After, in the API shape with the headers', async () => {
    const closing = await startTestApp();
    const shutdown = closing.close();
    const response = await closing.app.inject({ method: 'GET', url: '/api/health' });
    await shutdown;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, code: 'server-busy' });
    expect(response.headers['retry-after']).toBe('2');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
