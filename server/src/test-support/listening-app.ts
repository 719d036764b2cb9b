// The app on a real socket, for account tests that must see what a browser or `curl --path-as-is` sees:
// paths sent exactly as written (no client-side normalising of ./ or %2e), Set-Cookie and every header as
// sent. TRUST_PROXY is the loopback address, so each request may name its client address in
// X-Forwarded-For and spend its own per-address budgets, as requests from many machines would.
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { freshIp, startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T>(): T;
}

export interface WireRequest {
  body?: unknown;
  cookie?: string;
  /** The client address the request claims through the trusted proxy; a fresh one by default. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface ListeningApp extends TestApp {
  origin: string;
  /** Sends the path byte for byte. POSTs carry this site's Origin, as a browser's same-origin fetch does. */
  send(method: 'GET' | 'POST', path: string, request?: WireRequest): Promise<WireAnswer>;
}

export async function startListeningApp(options: TestAppOptions = {}): Promise<ListeningApp> {
  const t = await startTestApp({ ...options, env: { TRUST_PROXY: '127.0.0.1', ...options.env } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    ...t,
    origin,
    send(method, path, request = {}) {
      const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers: Record<string, string> = {
        'x-forwarded-for': request.ip ?? freshIp(),
        ...(method === 'POST' ? { origin: t.config.publicOrigin ?? origin } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.cookie ? { cookie: request.cookie } : {}),
        ...request.headers,
      };
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body, json: <T>() => JSON.parse(body) as T });
          });
        });
        outgoing.on('error', reject);
        outgoing.end(payload);
      });
    },
  };
}

/** The session cookie an answer set, as a request `cookie` header value, or null. */
export function sessionCookieOf(answer: WireAnswer): string | null {
  const session = (answer.headers['set-cookie'] ?? []).find((cookie) => cookie.includes('session_token='));
  return session ? session.split(';')[0]! : null;
}

export interface WireUser {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

let users = 0;

/** Signs up over the wire (which signs in) and returns the user with their session cookie. */
export async function signUpOnWire(t: ListeningApp, overrides: Partial<Pick<WireUser, 'name' | 'email' | 'password'>> = {}): Promise<WireUser> {
  users += 1;
  const user = { name: `Grace Hopper ${users}`, email: `grace${users}-${Date.now()}@example.com`, password: 'compiler pioneer', ...overrides };
  const answer = await t.send('POST', '/api/auth/sign-up/email', { body: user });
  const cookie = sessionCookieOf(answer);
  if (answer.status !== 200 || !cookie) throw new Error(`sign-up answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return { ...user, id: answer.json<{ user: { id: string } }>().user.id, cookie };
}

/** Who the cookie signs in, or null. */
export async function sessionUserOf(t: ListeningApp, cookie: string): Promise<{ id: string; email: string; emailVerified: boolean } | null> {
  const answer = await t.send('GET', '/api/auth/get-session', { cookie });
  return answer.json<{ user: { id: string; email: string; emailVerified: boolean } } | null>()?.user ?? null;
}

/**
 * A passkey row in the app's account database (auth.db), as the passkey plugin stores one: for arranging an
 * account that has a passkey without a WebAuthn ceremony (the browser test does the ceremony).
 */
export function storePasskey(t: TestApp, userId: string, passkey: { name: string; createdAt: Date; lastUsedAt?: Date }): string {
  const db = new DatabaseSync(join(t.dataDir, 'auth.db'));
  try {
    const id = `passkey-${randomUUID()}`;
    db.prepare(
      `INSERT INTO passkey (id, name, publicKey, userId, credentialID, counter, deviceType, backedUp, transports, createdAt, lastUsedAt)
       VALUES (?, ?, 'public-key', ?, ?, 0, 'singleDevice', 0, 'internal', ?, ?)`,
    ).run(id, passkey.name, userId, randomUUID(), passkey.createdAt.toISOString(), passkey.lastUsedAt?.toISOString() ?? null);
    return id;
  } finally {
    db.close();
  }
}
