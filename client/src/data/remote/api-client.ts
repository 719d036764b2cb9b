// The one way the client calls the JSON API: POST with JSON, and every refusal or network failure
// turned into an ApiFailure carrying the server's stable code (docs/design.md §4.1). No Dexie here.
import { ERROR_CODES } from '../../../../shared/api.ts';
import type { ErrorCode } from '../../../../shared/api.ts';
import { conforms } from '../../../../shared/wire/check.ts';
import type { Static, TSchema } from 'typebox';
import { parseRetryAfter } from './retry-after.ts';
import { learnServerTime } from '../probe/server-clock.ts';

export type FailureCode = ErrorCode | 'network';

export class ApiFailure extends Error {
  readonly status: number;
  readonly code: FailureCode;
  readonly body: unknown;
  /** From Retry-After, when the server sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, code: FailureCode, message: string, body?: unknown, retryAfterMs?: number) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** A proxy or a crash may answer without our error shape; the status still says what kind of refusal it is. */
function codeFor(status: number, body: unknown): ErrorCode {
  const code = field(body, 'code');
  if (isErrorCode(code)) return code;
  if (status === 404) return 'not-found';
  if (status === 413) return 'body-too-large';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'internal-error';
  return 'invalid-body';
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const answeredListeners = new Set<() => void>();

/** Calls `listener` after every successful answer from the server (it is reachable); returns the unsubscribe. */
export function onServerAnswered(listener: () => void): () => void {
  answeredListeners.add(listener);
  return () => answeredListeners.delete(listener);
}

function answered(): void {
  for (const listener of answeredListeners) listener();
}

/** Asks the health endpoint whether the server answers again (no body, nothing changes); never throws. */
export async function probeServer(): Promise<boolean> {
  try {
    const response = await fetch('/api/health', { cache: 'no-store', credentials: 'same-origin' });
    learnServerTime(response.headers.get('date'));
    if (response.ok) answered();
    return response.ok;
  } catch {
    return false;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra request headers (e.g. the interface language as Accept-Language for a mail the call sends). */
  headers?: Record<string, string>;
}

/**
 * POSTs `body` as JSON (no body and no content type when undefined) and returns the answer once it has the
 * shape `answer` (shared/wire) describes.
 */
export function postJson<S extends TSchema>(path: string, body: unknown, answer: S, options: RequestOptions = {}): Promise<Static<S>> {
  return requestJson(
    path,
    {
      method: 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    answer,
    options,
  );
}

/** GETs `path`, never from the HTTP cache, and returns the answer once it has the shape `answer` describes. */
export function getJson<S extends TSchema>(path: string, answer: S, options: RequestOptions = {}): Promise<Static<S>> {
  return requestJson(path, { method: 'GET', cache: 'no-store', headers: { ...options.headers } }, answer, options);
}

async function requestJson<S extends TSchema>(path: string, init: RequestInit, answer: S, options: RequestOptions): Promise<Static<S>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin', ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    throw new ApiFailure(0, 'network', error instanceof Error ? error.message : 'Network error');
  }
  // Every answer tells the server's time, refusals too (expiry follows it: server-clock.ts).
  learnServerTime(response.headers.get('date'));
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ApiFailure(0, 'network', error instanceof Error ? error.message : 'Network error');
  }
  const parsed = parseJson(text);
  if (!response.ok) throw refusal(response, parsed);
  answered();
  // A success in another shape (a captive portal's page, a proxy, a broken deploy) is not acted upon: it is
  // treated like a 502 from a broken gateway, so outbox ops retry it later instead of storing garbage.
  if (!conforms(answer, parsed)) {
    throw new ApiFailure(502, 'internal-error', `Unexpected answer from ${path}`, parsed);
  }
  return parsed;
}

/** The failure a non-2xx answer stands for: its status, the error shape's code and message, and its Retry-After. */
function refusal(response: Response, parsed: unknown): ApiFailure {
  const message = field(parsed, 'statusMessage');
  return new ApiFailure(
    response.status,
    codeFor(response.status, parsed),
    typeof message === 'string' ? message : `HTTP ${response.status}`,
    parsed,
    parseRetryAfter(response.headers.get('retry-after')),
  );
}

/**
 * Opens a long-lived GET whose answer is read as it arrives (the live stream, docs/design.md §11): the body's reader,
 * once the server answered 2xx; a refusal is an ApiFailure like any other call's. `headers` carry what must never
 * be in a URL (edit id, password session).
 */
export async function openStream(path: string, headers: Record<string, string>, signal: AbortSignal): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', cache: 'no-store', credentials: 'same-origin', headers: { accept: 'text/event-stream', ...headers }, signal });
  } catch (error) {
    throw new ApiFailure(0, 'network', error instanceof Error ? error.message : 'Network error');
  }
  learnServerTime(response.headers.get('date'));
  if (!response.ok || !response.body) {
    let parsed: unknown;
    try {
      parsed = parseJson(await response.text());
    } catch {
      parsed = undefined;
    }
    throw refusal(response, parsed);
  }
  answered();
  return response.body.getReader();
}
