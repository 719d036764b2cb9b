// Accounts as route tests use them: sign up (which signs in) and carry the session cookie into later calls.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { freshIp, getPage, postJson } from './test-app.ts';

export interface TestUser {
  name: string;
  email: string;
  password: string;
  /** The `cookie` request header that carries this user's session. */
  cookie: string;
}

let users = 0;

/** The session cookie a response set, as a request `cookie` header value. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const setCookie = response.headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = cookies.find((cookie) => cookie.includes('session_token='));
  if (!session) throw new Error(`no session cookie (${response.statusCode}): ${response.body.slice(0, 300)}`);
  return session.split(';')[0]!;
}

export async function signUp(app: FastifyInstance, overrides: Partial<Omit<TestUser, 'cookie'>> = {}): Promise<TestUser> {
  users += 1;
  const user = { name: `Ada Lovelace ${users}`, email: `ada${users}-${Date.now()}@example.com`, password: 'analytical engine', ...overrides };
  const response = await postJson(app, '/api/auth/sign-up/email', user);
  if (response.statusCode !== 200) throw new Error(`sign-up answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return { ...user, cookie: sessionCookieFrom(response) };
}

export function signIn(app: FastifyInstance, email: string, password: string, ip: string = freshIp()): Promise<LightMyRequestResponse> {
  return postJson(app, '/api/auth/sign-in/email', { email, password }, { ip });
}

/** POST as the signed-in user (same-origin, as a browser on this site would send it). */
export function postAs(user: { cookie: string }, app: FastifyInstance, url: string, body?: unknown): Promise<LightMyRequestResponse> {
  return postJson(app, url, body, { headers: { cookie: user.cookie } });
}

export function getAs(user: { cookie: string }, app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return getPage(app, url, { headers: { cookie: user.cookie } });
}
