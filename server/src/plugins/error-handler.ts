// One JSON error shape for the whole API: {statusCode, statusMessage, code}. Client mistakes keep their 4xx
// with a clear message; anything unexpected is logged and answered with a bare 500 that reveals nothing.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError, ErrorCode } from '../../../shared/api.ts';
import { HttpError } from '../errors.ts';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'body-too-large', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported-media-type', message: 'Send JSON (application/json)' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid-body', message: 'Invalid Content-Length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid-body', message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid-body', message: 'The body is not valid JSON' },
};

function describe(error: FastifyError): { status: number; code: ErrorCode; message: string; retryAfter?: number; extra?: Record<string, unknown> } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, code: error.code, message: error.message, retryAfter: error.retryAfter, extra: error.extra };
  }
  if (error.validation) {
    return { status: 400, code: 'invalid-body', message: `Invalid request: ${error.message}` };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, code: known.code, message: known.message ?? error.message };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: 'rate-limited', message: 'Too many requests; slow down' };
  if (status >= 400 && status < 500) return { status, code: 'invalid-body', message: error.message };
  return { status: 500, code: 'internal-error', message: 'Internal Server Error' };
}

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, extra?: Record<string, unknown>): FastifyReply {
  const body: ApiError & Record<string, unknown> = { ...extra, statusCode: status, statusMessage: message, code };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, code, message, retryAfter, extra } = describe(error);
    // A deliberate refusal (an HttpError, 503s included) is in the access log already; only surprises go here.
    if (status >= 500 && !(error instanceof HttpError)) request.log.error({ err: error }, 'request failed');
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return sendError(reply, status, code, message, extra);
  });
}
