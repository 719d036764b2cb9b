// Sockets cannot be held open for free: a body sent halfway and abandoned, a body or headers trickled in
// byte by byte, and an idle keep-alive connection are all cut off. Real sockets; the timeouts are shortened
// through buildApp's options so the test does not wait a minute.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const TIMEOUTS = { idleMs: 400, headersMs: 800, requestMs: 1500, keepAliveMs: 600 };
/** Far beyond every timeout above, far below the test's own limit. */
const GIVE_UP_MS = 6000;

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await startTestApp({ timeouts: TIMEOUTS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Outcome {
  /** Milliseconds from connecting until the server closed the connection (Infinity: still open). */
  closedAfterMs: number;
  received: string;
}

/** Opens a raw connection, lets `drive` write to it, and reports when and how the server ended it. */
function session(drive: (socket: Socket) => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: Infinity, received });
    }, GIVE_UP_MS);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedAfterMs: performance.now() - started, received });
    });
    socket.on('connect', () => drive(socket));
  });
}

/** Writes `text` one character every `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text.charAt(at));
    at += 1;
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

const createHead = (length: number) =>
  `POST /api/notes/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('request timeouts', () => {
  it('a body sent halfway and then abandoned is cut off once the connection idles', async () => {
    const outcome = await session((socket) => socket.write(`${createHead(1000)}{"content":"<p>half`));
    expect(outcome.closedAfterMs).toBeLessThan(GIVE_UP_MS);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.idleMs - 50);
  });

  it('a body trickled in a byte at a time is cut off at the request limit', async () => {
    const outcome = await session((socket) => {
      socket.write(createHead(1000));
      trickle(socket, 'x'.repeat(1000), 100);
    });
    expect(outcome.closedAfterMs).toBeLessThan(GIVE_UP_MS);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers trickled in a byte at a time are cut off at the headers limit', async () => {
    const outcome = await session((socket) => trickle(socket, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'y'.repeat(200)}\r\n\r\n`, 100));
    expect(outcome.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('an idle keep-alive connection is closed after its last answer', async () => {
    const outcome = await session((socket) => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.closedAfterMs).toBeLessThan(GIVE_UP_MS);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs - 50);
  });

  it('a request sent promptly is answered as usual', async () => {
    const body = JSON.stringify({ content: '<p>in time</p>' });
    const outcome = await session((socket) => socket.end(`${createHead(Buffer.byteLength(body)).replace('Host: localhost\r\n', 'Host: localhost\r\nConnection: close\r\n')}${body}`));
    expect(outcome.received).toMatch(/^HTTP\/1\.1 201 /);
  });
});
