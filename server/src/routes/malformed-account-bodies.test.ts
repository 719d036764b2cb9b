// Malformed bodies sent to the account service (security round 4, item 10) get what the notes API gives them: a
// 4xx in the API's error shape, and no error-level log line. Deep nesting answered 500 and logged an error (the
// body was re-serialized recursively on its way to better-auth). Over a real socket, signed in where it matters.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../../shared/limits.ts';
import { signUpOnWire, startListeningApp, type ListeningApp, type WireUser } from '../test-support/listening-app.ts';
import { freshIp } from '../test-support/test-app.ts';

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const BODIES: Array<{ label: string; contentType?: string; payload: string | Buffer }> = [
  { label: 'an array nested 20 000 deep', payload: deepArray(20_000) },
  { label: 'an object nested 20 000 deep', payload: deepObject(20_000) },
  { label: 'a field nested 5 000 deep', payload: `{"email":${deepArray(5000)},"password":"x"}` },
  { label: 'a field nested 40 deep', payload: `{"email":"a@example.com","password":${deepArray(40)}}` },
  { label: 'JSON cut short', payload: '{"email":"a@example.com","password":' },
  { label: 'an empty JSON body', payload: '' },
  { label: 'JSON that is not an object', payload: '"just a string"' },
  { label: 'a prototype-poisoning key', payload: '{"email":"a@example.com","__proto__":{"admin":true}}' },
  { label: 'lone surrogates', payload: '{"email":"\\ud800@example.com","password":"\\udc00\\ud800"}' },
  { label: 'bytes that are not UTF-8', payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { label: 'plain text', contentType: 'text/plain', payload: 'email=a@example.com' },
  { label: 'a form', contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40example.com&password=x' },
  { label: 'multipart', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--' },
  { label: 'a body over the size limit', payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(MAX_BODY_BYTES) }) },
];

const ENDPOINTS = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/update-user',
  '/api/auth/delete-user',
  '/api/auth/passkey/verify-registration',
];

interface Answer {
  status: number;
  body: string;
}

let t: ListeningApp;
let user: WireUser;
const lines: string[] = [];
const consoleErrors: string[] = [];

/** POSTs the payload as sent, with this site's Origin and the user's session. */
function postRaw(path: string, payload: string | Buffer, contentType = 'application/json'): Promise<Answer> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'content-type': contentType, origin: t.origin, cookie: user.cookie, 'x-forwarded-for': freshIp() },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    // The server may answer 413 and close before a huge body is sent; the answer is what counts.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    outgoing.end(payload);
  });
}

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map(String).join(' ')));
  t = await startListeningApp({ logger: { stream: { write: (line) => void lines.push(line) } } });
  user = await signUpOnWire(t);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('a malformed body sent to the account service', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint}: every kind is a 4xx in the error shape, and nothing is logged as an error`, async () => {
      const before = lines.length;
      const failures: string[] = [];
      for (const { label, contentType, payload } of BODIES) {
        const answer = await postRaw(endpoint, payload, contentType);
        let shaped = false;
        try {
          const body = JSON.parse(answer.body) as { statusCode?: unknown; statusMessage?: unknown; code?: unknown };
          shaped = body.statusCode === answer.status && typeof body.statusMessage === 'string' && typeof body.code === 'string' && /^[a-z0-9-]+$/.test(body.code);
        } catch {
          shaped = false;
        }
        if (answer.status < 400 || answer.status >= 500 || !shaped) failures.push(`${label}: ${answer.status} ${answer.body.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
      const errors = lines.slice(before).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('still reaches better-auth when well formed: the session is intact after all of it', async () => {
    const session = await t.send('GET', '/api/auth/get-session', { cookie: user.cookie });
    expect(session.json<{ user: { email: string } }>().user.email).toBe(user.email);
  });
});
