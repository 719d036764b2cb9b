// The app as integration tests see it: built on a fresh temporary data directory (the embedded SQLite store),
// log silenced, no background purge, and a clock the test moves to cross expiry and session boundaries.
// Plus the few request helpers every route test needs, so tests read as the scenario they check.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiError, CreateNoteRequest, CreateNoteResponse } from '../../../shared/api.ts';
import { buildApp, type BuildOptions } from '../app.ts';
import { newNoteIds } from '../services/notes/note-ids.ts';
import { loadConfig, type Config } from '../config.ts';
import { createNoteStore } from '../storage/index.ts';
import { readCacheFor } from '../storage/cached-store.ts';
import type { NoteStore } from '../storage/note-store.ts';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  dataDir: string;
  /** The app's own store, for arranging states no API call reaches quickly (e.g. 99 failed passwords). */
  store: NoteStore;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Serve from this data directory (another app's: two instances on one SQLite file); left in place on close. */
  dataDir?: string;
  /** Extra environment for loadConfig (REDIS_URL, TRUST_PROXY, …). */
  env?: Record<string, string>;
  logger?: BuildOptions['logger'];
  timeouts?: BuildOptions['timeouts'];
  passwordQueue?: BuildOptions['passwordQueue'];
  /** Live-stream timings and limits (heartbeat, lifetime, caps) made short or small. */
  live?: BuildOptions['live'];
  /** Puts a layer around the app's store (a test's hook into the moment between a service's read and its write). */
  wrapStore?: (store: NoteStore) => NoteStore;
}

/** A fixed, whole-second start so expiry and session boundaries fall on exact instants. */
export const TEST_START = new Date('2030-01-01T00:00:00.000Z');

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'jotter-test-'));
  const removeDir = () => ownDir && rmSync(dataDir, { recursive: true, force: true });
  // CLIENT_DIR points at nothing, so pages render from the built-in shell whether or not a build exists.
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client-build'), ...options.env });
  // Behind the read cache as in production, so direct store calls in tests go through it too.
  const cached = readCacheFor(createNoteStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri, databaseUrl: config.databaseUrl }), config.readCacheBytes);
  const store = options.wrapStore ? options.wrapStore(cached) : cached;
  let current = TEST_START.getTime();
  const clock: TestClock = {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
  try {
    const app = await buildApp(config, {
      store,
      now: clock.now,
      logger: options.logger ?? false,
      purge: false,
      ...(options.timeouts ? { timeouts: options.timeouts } : {}),
      ...(options.passwordQueue ? { passwordQueue: options.passwordQueue } : {}),
      ...(options.live ? { live: options.live } : {}),
    });
    return {
      app,
      config,
      clock,
      dataDir,
      store,
      async close() {
        try {
          await app.close();
        } finally {
          removeDir();
        }
      },
    };
  } catch (error) {
    await store.close();
    removeDir();
    throw error;
  }
}

let ipCounter = 0;
/** A client address no other request in this process has used, so each test spends its own budgets. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface RequestOptions {
  ip?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** POSTs `body` as JSON (or no body at all when it is undefined). */
export function postJson(app: FastifyInstance, url: string, body?: unknown, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    ...(options.cookies ? { cookies: options.cookies } : {}),
    remoteAddress: options.ip ?? freshIp(),
  });
}

export function getPage(app: FastifyInstance, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.cookies ? { cookies: options.cookies } : {}),
    remoteAddress: options.ip ?? freshIp(),
  });
}

/** The JSON error of a refused request, checked to have the API's error shape. */
export function errorOf(response: LightMyRequestResponse): ApiError & Record<string, unknown> {
  const body = response.json<ApiError & Record<string, unknown>>();
  if (body.statusCode !== response.statusCode || typeof body.statusMessage !== 'string' || typeof body.code !== 'string') {
    throw new Error(`not an API error (${response.statusCode}): ${response.body.slice(0, 300)}`);
  }
  return body;
}

/** Ids as a client proposes them: a random edit id and the share id derived from it. */
export function proposedIds(): { share_id: string; edit_id: string } {
  const { shareId, editId } = newNoteIds();
  return { share_id: shareId, edit_id: editId };
}

/** Creates a note through the API (a fresh client address each time) and returns the 201 answer. */
export async function createNote(app: FastifyInstance, body: Partial<CreateNoteRequest> = {}): Promise<CreateNoteResponse> {
  const response = await postJson(app, '/api/notes/create', { content: '<p>Hello world</p>', ...body });
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response.json<CreateNoteResponse>();
}

/** The note as the share call returns it to its editor (no password needed), or the failed response. */
export async function readAsEditor(app: FastifyInstance, note: { share_id: string; edit_id: string }): Promise<LightMyRequestResponse> {
  return postJson(app, `/api/notes/share/${note.share_id}`, { editId: note.edit_id });
}
