// The live stream of one note (docs/design.md §11): GET /api/notes/{id}/live read with fetch() and the event-stream
// parser, kept open while the page wants it: a dead stream (40 s without even a heartbeat) is dropped, a lost one is
// resumed from the last version seen (Last-Event-ID) after a growing pause (1 s … 30 s, with jitter, so a server's
// return is not met by every reader at once), and a note gone for good ends it. Safe for the read-only page: no Dexie.
import { ApiFailure, openStream } from '../api-client.ts';
import { SseParser, type SseEvent } from './sse-parser.ts';
import { conforms } from '../../../../../shared/wire/check.ts';
import { LiveChange, LiveGone, LiveHello, LivePresence, LIVE_HEADERS, type LiveGoneReason } from '../../../../../shared/wire/live.ts';

export type { LiveCaret, LiveChange, LiveHello, LivePresence } from '../../../../../shared/wire/live.ts';
export type GoneReason = LiveGoneReason;

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

  /** True when the stream must end here. Data not in the contract's shape is ignored, never trusted. */
  function dispatch(event: SseEvent): boolean {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return false;
    }
    switch (event.event) {
      case 'hello':
        if (!conforms(LiveHello, data)) return false;
        attempt = 0;
        setConnected(true);
        handlers.hello?.(data);
        return false;
      case 'change':
        // Exactly one of splice and content.
        if (conforms(LiveChange, data) && data.to > data.from && (data.splice === undefined) !== (data.content === undefined)) handlers.change?.(data);
        return false;
      case 'presence':
        if (conforms(LivePresence, data)) handlers.presence?.(data);
        return false;
      case 'reset':
        handlers.reset?.();
        return false;
      case 'gone': {
        const reason = conforms(LiveGone, data) ? data.reason : 'deleted';
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
    if (editId) headers[LIVE_HEADERS.editId] = editId;
    if (session) headers[LIVE_HEADERS.session] = session;
    if (version !== undefined && version > 0) headers[LIVE_HEADERS.lastEventId] = String(version);
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
