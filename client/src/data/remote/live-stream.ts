// The live stream of one note (docs/design.md §11): GET /api/notes/{id}/live read with fetch() and the event-stream
// parser, kept open while the page wants it: a dead stream (40 s without even a heartbeat) is dropped, a lost one is
// resumed from the last version seen (Last-Event-ID) after a growing pause (1 s … 30 s, with jitter, so a server's
// return is not met by every reader at once), and a note gone for good ends it. Safe for the read-only page: no Dexie.
import { ApiFailure, openStream } from './api-client.ts';
import { SseParser, type SseEvent } from './sse-parser.ts';

export interface LiveSplice {
  at: number;
  remove: number;
  insert: string;
}
export interface LiveHello {
  connection: string;
  version: number;
  updated_at: string;
  editors: number;
  readers: number;
}
export interface LiveChange {
  from: number;
  to: number;
  updated_at: string;
  title: string;
  splice?: LiveSplice;
  content?: string;
  hash: string;
}
export interface LiveCaret {
  connection: string;
  color: number;
  index: number;
  length: number;
}
export interface LivePresence {
  editors: number;
  readers: number;
  carets: LiveCaret[];
}
export type GoneReason = 'deleted' | 'expired' | 'disabled' | 'password-changed' | 'replaced';

export interface LiveHandlers {
  hello?: (hello: LiveHello) => void;
  change?: (change: LiveChange) => void;
  presence?: (presence: LivePresence) => void;
  /** The server cannot replay what was missed: read the note whole. */
  reset?: () => void;
  /** The note is gone for good (or its password changed): the stream has ended and is not reopened. */
  gone?: (reason: GoneReason) => void;
  /** Connected (hello received) or not any more. */
  connected?: (connected: boolean) => void;
  /** The server refused the stream for good (401, 403, 404, 410): not reopened. */
  refused?: (failure: ApiFailure) => void;
}

export interface LiveStreamOptions {
  shareId: string;
  /** Read at each (re)connection: the edit id of an editor, a password note's session. */
  credentials: () => { editId?: string; session?: string };
  /** The version the page holds now, sent as Last-Event-ID to resume from. */
  version: () => number | undefined;
  handlers: LiveHandlers;
}

export const HEARTBEAT_TIMEOUT_MS = 40_000;
const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** The pause before reconnection attempt `attempt` (0-based): doubling from 1 s to 30 s, plus up to half of it at random. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, MIN_RETRY_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base + base * 0.5 * random());
}

const record = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readSplice(value: unknown): LiveSplice | undefined | null {
  if (value === undefined) return undefined;
  const s = record(value);
  return s && isCount(s.at) && isCount(s.remove) && typeof s.insert === 'string' ? { at: s.at, remove: s.remove, insert: s.insert } : null;
}

/** An event's data as the handlers get it; null when it is not what the contract says (ignored, never trusted). */
function readChange(data: Record<string, unknown>): LiveChange | null {
  const splice = readSplice(data.splice);
  const { from, to, updated_at, title, content, hash } = data;
  if (!isCount(from) || !isCount(to) || to <= from || typeof hash !== 'string' || typeof updated_at !== 'string' || splice === null) return null;
  if (content !== undefined && typeof content !== 'string') return null;
  if ((splice === undefined) === (content === undefined)) return null;
  return { from, to, updated_at, title: typeof title === 'string' ? title : '', hash, ...(splice ? { splice } : {}), ...(content !== undefined ? { content } : {}) };
}

function readPresence(data: Record<string, unknown>): LivePresence | null {
  if (!isCount(data.editors) || !isCount(data.readers) || !Array.isArray(data.carets)) return null;
  const carets = data.carets.flatMap((item): LiveCaret[] => {
    const c = record(item);
    return c && typeof c.connection === 'string' && isCount(c.color) && isCount(c.index) && isCount(c.length)
      ? [{ connection: c.connection, color: c.color % 8, index: c.index, length: c.length }]
      : [];
  });
  return { editors: data.editors, readers: data.readers, carets };
}

const GONE: readonly GoneReason[] = ['deleted', 'expired', 'disabled', 'password-changed', 'replaced'];

/** Opens the note's live stream and keeps it open until `close()` (or the note is gone). */
export function openLiveStream(options: LiveStreamOptions): { close: () => void } {
  const { handlers } = options;
  let closed = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let isConnected = false;

  const setConnected = (value: boolean): void => {
    if (value === isConnected) return;
    isConnected = value;
    handlers.connected?.(value);
  };

  function stop(): void {
    closed = true;
    clearTimeout(retryTimer);
    clearTimeout(watchdog);
    controller?.abort();
    controller = null;
    setConnected(false);
    removeEventListener('online', onOnline);
    removeEventListener('offline', onOffline);
  }

  /** The browser knows the network is gone: what is typed from now on is typed apart, not live. */
  function onOffline(): void {
    if (closed) return;
    controller?.abort();
    controller = null;
    clearTimeout(retryTimer);
    setConnected(false);
  }

  function onOnline(): void {
    if (closed || controller) return;
    clearTimeout(retryTimer);
    attempt = 0;
    void connect();
  }

  function scheduleRetry(waitMs?: number): void {
    if (closed) return;
    setConnected(false);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), Math.max(waitMs ?? 0, retryDelay(attempt)));
    attempt += 1;
  }

  /** True when the stream must end here. */
  function dispatch(event: SseEvent): boolean {
    let data: Record<string, unknown> | null;
    try {
      data = record(JSON.parse(event.data));
    } catch {
      data = null;
    }
    if (!data) return false;
    switch (event.event) {
      case 'hello':
        if (typeof data.connection !== 'string' || !isCount(data.version) || !isCount(data.editors) || !isCount(data.readers)) return false;
        attempt = 0;
        setConnected(true);
        handlers.hello?.({ connection: data.connection, version: data.version, updated_at: String(data.updated_at ?? ''), editors: data.editors, readers: data.readers });
        return false;
      case 'change': {
        const change = readChange(data);
        if (change) handlers.change?.(change);
        return false;
      }
      case 'presence': {
        const presence = readPresence(data);
        if (presence) handlers.presence?.(presence);
        return false;
      }
      case 'reset':
        handlers.reset?.();
        return false;
      case 'gone': {
        const reason = GONE.find((r) => r === data.reason) ?? 'deleted';
        if (reason === 'replaced') return false;
        stop();
        handlers.gone?.(reason);
        return true;
      }
      default:
        return false;
    }
  }

  async function connect(): Promise<void> {
    if (closed) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return; // 'online' reconnects.
    const mine = new AbortController();
    controller = mine;
    const parser = new SseParser();
    const feedWatchdog = (): void => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => mine.abort(), HEARTBEAT_TIMEOUT_MS);
    };
    parser.onActivity = feedWatchdog;
    const { editId, session } = options.credentials();
    const version = options.version();
    const headers: Record<string, string> = {};
    if (editId) headers['x-edit-id'] = editId;
    if (session) headers['x-note-session'] = session;
    if (version !== undefined && version > 0) headers['last-event-id'] = String(version);
    let retryAfter: number | undefined;
    try {
      feedWatchdog();
      const reader = await openStream(`/api/notes/${encodeURIComponent(options.shareId)}/live`, headers, mine.signal);
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        for (const event of parser.feed(value)) if (dispatch(event)) return;
      }
    } catch (error) {
      if (closed || controller !== mine) {
        // Dropped on purpose (offline): the 'online' event opens it again.
        return;
      }
      if (error instanceof ApiFailure && [401, 403, 404, 410].includes(error.status)) {
        stop();
        handlers.refused?.(error);
        return;
      }
      if (error instanceof ApiFailure) retryAfter = error.retryAfterMs;
    } finally {
      clearTimeout(watchdog);
      if (controller === mine) controller = null;
    }
    // The server ended the stream (its hour is up, a restart) or it died: resume from the version held.
    scheduleRetry(retryAfter);
  }

  addEventListener('online', onOnline);
  addEventListener('offline', onOffline);
  void connect();
  return { close: stop };
}
