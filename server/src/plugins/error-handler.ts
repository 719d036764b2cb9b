// One JSON error shape for the whole API: {statusCode, statusMessage, code}. What a refusal answers is decided
// in error-mapping.ts; anything unexpected is logged and answered with a bare 500 that reveals nothing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError, ErrorCode } from '../../../shared/api.ts';
import { isKnownDomainError, refusalFor } from './error-mapping.ts';

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, extra?: Record<string, unknown>): FastifyReply {
  const body: ApiError & Record<string, unknown> = { ...extra, statusCode: status, statusMessage: message, code };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, code, message, retryAfter, extra, headers } = refusalFor(error);
    // A deliberate refusal (503s included) is in the access log already; only surprises go here.
    if (status >= 500 && !isKnownDomainError(error)) request.log.error({ err: error }, 'request failed');
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    if (headers) reply.headers(headers);
    return sendError(reply, status, code, message, extra);
  });
}
