// Answers for requests that never reach a route (docs/design.md §8: every response carries the security headers and
// the error shape): framing Node's HTTP parser refuses, requests that take too long to arrive, headers too
// large, URLs the router refuses, and requests arriving while the server shuts down.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError, ErrorCode } from '../../../shared/api.ts';
import { sendError } from './error-handler.ts';
import { API_HEADERS } from './security-headers.ts';

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function describeClientError(code: string | undefined): { status: number; code: ErrorCode; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'request-timeout', message: 'The request took too long to arrive' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'headers-too-large', message: 'The request headers are too large' };
  return { status: 400, code: 'malformed-request', message: 'The request is not valid HTTP' };
}

/**
 * Fastify's clientErrorHandler, for Node's 'clientError': the parser gave up, or the request did not arrive
 * in time. There is no request to reply through, so the answer is written to the socket. The log gets the
 * error code only: the raw bytes of the request may hold an edit id. Fastify calls it with `this` = the app.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = describeClientError(error.code);
  this.log.info({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ statusCode: status, statusMessage: message, code } satisfies ApiError);
    const headers = {
      ...API_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy();
}

/** Fastify's frameworkErrors: the router refused the URL before any hook ran, so the headers are set here. */
export function frameworkErrorHandler(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(API_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL') sendError(reply, 400, 'invalid-id', 'The address is not a valid URL');
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') sendError(reply, 414, 'invalid-id', 'A part of the address is too long');
  else {
    request.log.error({ err: error }, 'request failed');
    sendError(reply, 500, 'internal-error', 'Internal Server Error');
  }
}

/**
 * Requests that arrive once shutdown has begun (on a keep-alive connection) get a 503 in the API's shape
 * with Retry-After; the in-flight ones finish normally.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close').header('retry-after', '2');
    sendError(reply, 503, 'server-busy', 'The server is restarting; try again in a moment');
  });
}
