// Mounts better-auth under /api/auth (same origin, cookie sessions). Fastify has parsed the request; this
// hands better-auth a web Request and sends its Response back, with four additions: errors take the API's
// {statusCode, statusMessage, code} shape, a POST from another origin is refused before better-auth runs,
// a session asked for without a session cookie is answered here, and no answer may be stored by any cache
// (sessions, their tokens and passkeys are personal). Account rules live in better-auth's hooks
// (../auth/account-rules.ts), which see the route better-auth resolved, not the request's spelling of it.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, mayHaveSession, type Accounts } from '../auth/auth.ts';
import { sendError } from '../plugins/error-handler.ts';
import { wildcardLogUrl } from '../plugins/logged-url.ts';
import { publicOrigin } from '../pages/page-context.ts';

/** Headers that describe the original body or connection, not the one handed to better-auth. */
const DROPPED_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', CLIENT_IP_HEADER]);

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Response headers set above, not copied from better-auth's answer. */
const KEPT_HEADERS = new Set(['set-cookie', 'content-length', 'x-retry-after', 'cache-control']);

/** better-auth's SCREAMING_SNAKE codes in the API's kebab-case. */
function kebabCode(code: unknown, status: number): string {
  if (status === 429) return 'rate-limited';
  if (typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)) return code.toLowerCase().replaceAll('_', '-');
  if (status >= 500) return 'internal-error';
  return status === 401 ? 'sign-in-required' : 'invalid-body';
}

async function sendResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter) reply.header('retry-after', retryAfter);
  if (response.status >= 400) {
    const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : response.statusText || 'Request refused';
    return reply.status(response.status).type('application/json; charset=utf-8').send({
      statusCode: response.status,
      statusMessage: message,
      code: kebabCode(body.code, response.status),
    });
  }
  response.headers.forEach((value, name) => {
    if (!KEPT_HEADERS.has(name)) reply.header(name, value);
  });
  reply.status(response.status);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

export const authRoutes: FastifyPluginAsync<{ accounts: Accounts; configuredOrigin: string | undefined }> = async (
  app,
  { accounts, configuredOrigin },
) => {
  // The endpoints better-auth routes, as patterns ('/reset-password/:token'): what the log shows of a request.
  const endpoints = Object.values(accounts.auth.api as Record<string, { path?: unknown }>)
    .map((endpoint) => endpoint.path)
    .filter((path): path is string => typeof path === 'string');
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { logUrl: wildcardLogUrl('/api/auth', endpoints) },
    // Never compressed: these answers carry session tokens and reflect what the client sent (names, addresses),
    // the mix a BREACH-style length oracle needs; they are small anyway.
    compress: false,
    // Every answer, refusals included (429s come from a hook that runs before the handler).
    onSend: (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store');
      done(null, payload);
    },
    handler: async (request, reply) => {
      const origin = publicOrigin(request, configuredOrigin);
      // Browsers send Origin on every cross-origin POST; one from elsewhere never acts on this user's cookie.
      const claimed = request.headers.origin;
      if (request.method === 'POST' && claimed !== undefined && claimed !== origin) {
        return sendError(reply, 403, 'forbidden-origin', 'Requests to the account service must come from this site');
      }
      const path = request.url.split('?')[0];
      // Every page asks for its session once it is idle, so this is the commonest account call, and for a
      // visitor without a session cookie the answer is always null: given here, it costs a tenth of a trip
      // through better-auth's router (bench: 1.8k against 20k req/s).
      if (request.method === 'GET' && path === '/api/auth/get-session' && !mayHaveSession(request.headers.cookie)) {
        return reply.type('application/json').send('null');
      }
      const body = request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined;
      const headers = requestHeaders(request);
      if (body !== undefined) headers.set('content-type', 'application/json');
      const response = await accounts.auth.handler(
        new Request(new URL(request.url, origin), { method: request.method, headers, ...(body === undefined ? {} : { body }) }),
      );
      return sendResponse(reply, response);
    },
  });
};

