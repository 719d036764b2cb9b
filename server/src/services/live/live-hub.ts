// The open live streams of this instance and what they are sent (docs/design.md §11). Every write the note services
// report (NoteWriteObserver) becomes one event, built once from the note as read before and as stored after, kept for
// resuming, written to every stream of the note here and handed to the fan-out for the other instances.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveChange, LiveGoneReason } from '../../../../shared/api.ts';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_BUFFERED_BYTES,
  LIVE_PRESENCE_PER_SECOND,
  LIVE_PRESENCE_REFRESH_MS,
  LIVE_STREAM_MAX_MS,
  LIVE_STREAMS_PER_CLIENT,
  LIVE_STREAMS_PER_INSTANCE,
} from '../../../../shared/limits.ts';
import { diffSplice } from '../../../../shared/live-patch.ts';
import { LiveStreamsFullError, RateLimitedError } from '../../errors.ts';
import { contentHashNow } from '../../lib/content-hash.ts';
import type { StoredNote } from '../../storage/note-store.ts';
import type { NoteWriteObserver } from '../notes/note-context.ts';
import { createChangeRing, type RingedChange } from './change-ring.ts';
import { localFanout, redisFanout, type Fanout, type LiveMessage } from './fanout.ts';
import { eventFrame, PING_FRAME } from './live-frames.ts';
import { createPresenceBook, type PresenceEntry } from './presence.ts';

/** The HTTP answer a stream writes to, as the route makes it. */
export interface LiveSink {
  write(text: string): void;
  /** Bytes written and not yet taken by the network. */
  buffered(): number;
  /** Ends the answer once what was written is sent. */
  end(): void;
  /** Ends it at once, unsent bytes dropped (a reader too slow to take them). */
  drop(): void;
  /** Calls back once when the answer is over, whoever ended it. */
  onClose(callback: () => void): void;
}

export interface LiveHubOptions {
  /** The notes' clock (expiry); tests move it. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** With Redis, events and presence reach the other instances. */
  redis?: Redis;
  /** Tests shorten these. */
  tickMs?: number;
  heartbeatMs?: number;
  maxLifeMs?: number;
  maxBufferedBytes?: number;
  perClient?: number;
  perInstance?: number;
  presenceRefreshMs?: number;
}

interface Stream {
  connection: string;
  shareId: string;
  client: string;
  editor: boolean;
  sink: LiveSink;
  openedAt: number;
  lastWriteAt: number;
  /** The version this stream's reader holds as far as the server knows: the last change sent (or hello's). */
  position: number;
  caret: { index: number; length: number } | null;
  closed: boolean;
}

interface NoteStreams {
  streams: Set<Stream>;
  /** Opens waiting for their note's subscription or read. */
  pending: number;
  expiresAt: number | null;
}

/** A stream admitted by the limits, its note subscribed: opened with the note as read, or given up. */
export interface LiveTicket {
  open(note: StoredNote, access: { editor: boolean; lastEventId: number | null }, sink: LiveSink): void;
  cancel(): void;
}

export interface LiveHub extends NoteWriteObserver {
  /** Counts the stream against the per-client and per-instance limits and subscribes to its note. */
  admit(shareId: string, client: string): Promise<LiveTicket>;
  /** An editor's caret; refused past LIVE_PRESENCE_PER_SECOND a connection, ignored for a connection nobody knows. */
  caret(shareId: string, connection: string, caret: { index: number; length: number }): void;
  /** Ends every stream (shutdown): their clients resume elsewhere. */
  close(): Promise<void>;
  stats(): { streams: number; notes: number; ringNotes: number };
}

const STREAMS_RETRY_S = 10;

export function createLiveHub(options: LiveHubOptions): LiveHub {
  const instance = randomBytes(9).toString('base64url');
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const maxLifeMs = options.maxLifeMs ?? LIVE_STREAM_MAX_MS;
  const maxBuffered = options.maxBufferedBytes ?? LIVE_MAX_BUFFERED_BYTES;
  const perClient = options.perClient ?? LIVE_STREAMS_PER_CLIENT;
  const perInstance = options.perInstance ?? LIVE_STREAMS_PER_INSTANCE;
  const presenceRefreshMs = options.presenceRefreshMs ?? LIVE_PRESENCE_REFRESH_MS;
  const notes = new Map<string, NoteStreams>();
  const perClientCount = new Map<string, number>();
  let total = 0;
  const ring = createChangeRing();
  const presence = createPresenceBook();
  const uploads = new Map<string, { second: number; count: number }>();
  const fanout: Fanout = options.redis ? redisFanout(options.redis, instance, received, options.log) : localFanout();
  /** Notes whose presence changed: shown to their editors here (and, for `publish`, told to the other instances). */
  const dirty = new Map<string, { publish: boolean; ask: boolean }>();
  let flushScheduled = false;
  let lastPresenceRefresh = Date.now();

  const noteOf = (shareId: string): NoteStreams => {
    let note = notes.get(shareId);
    if (!note) notes.set(shareId, (note = { streams: new Set(), pending: 0, expiresAt: null }));
    return note;
  };

  function release(shareId: string): void {
    const note = notes.get(shareId);
    if (!note || note.streams.size > 0 || note.pending > 0) return;
    notes.delete(shareId);
    fanout.unwatch(shareId);
    presence.forget(shareId);
  }

  function count(client: string, delta: number): void {
    total += delta;
    const next = (perClientCount.get(client) ?? 0) + delta;
    if (next <= 0) perClientCount.delete(client);
    else perClientCount.set(client, next);
  }

  function write(stream: Stream, text: string): void {
    if (stream.closed) return;
    stream.sink.write(text);
    stream.lastWriteAt = Date.now();
    // A reader that does not take what it is sent is dropped (it resumes), never buffered for without bound.
    if (stream.sink.buffered() > maxBuffered) end(stream, 'drop');
  }

  function end(stream: Stream, how: 'end' | 'drop'): void {
    if (stream.closed) return;
    if (how === 'drop') stream.sink.drop();
    else stream.sink.end();
    forget(stream);
  }

  function forget(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    count(stream.client, -1);
    const note = notes.get(stream.shareId);
    note?.streams.delete(stream);
    markDirty(stream.shareId, true, false);
    release(stream.shareId);
  }

  function deliver(shareId: string, change: RingedChange): void {
    for (const stream of notes.get(shareId)?.streams ?? []) {
      // A change already sent (or older than what the stream was opened with) is not sent again.
      if (change.to <= stream.position) continue;
      stream.position = change.to;
      write(stream, change.frame);
    }
  }

  function goneHere(shareId: string, reason: LiveGoneReason, onlyReaders = false): void {
    const frame = eventFrame('gone', { reason });
    for (const stream of [...(notes.get(shareId)?.streams ?? [])]) {
      if (onlyReaders && stream.editor) continue;
      write(stream, frame);
      end(stream, 'end');
    }
  }

  function entryOf(stream: Stream): PresenceEntry {
    return { connection: stream.connection, editor: stream.editor, caret: stream.editor ? stream.caret : null };
  }

  function markDirty(shareId: string, publish: boolean, ask: boolean): void {
    const was = dirty.get(shareId);
    dirty.set(shareId, { publish: publish || (was?.publish ?? false), ask: ask || (was?.ask ?? false) });
    if (flushScheduled) return;
    flushScheduled = true;
    // Opens, closes and carets of one moment go out as one presence event per editor.
    setImmediate(flushPresence);
  }

  function flushPresence(): void {
    flushScheduled = false;
    const batch = [...dirty];
    dirty.clear();
    for (const [shareId, { publish, ask }] of batch) {
      const streams = [...(notes.get(shareId)?.streams ?? [])];
      const local = streams.map(entryOf);
      for (const stream of streams) if (stream.editor) write(stream, eventFrame('presence', presence.view(shareId, local, stream.connection)));
      if (publish) fanout.publish(shareId, { kind: 'presence', entries: local, ...(ask ? { ask: true } : {}) });
    }
  }

  /** What another instance said about a note this instance watches. */
  function received(shareId: string, from: string, message: LiveMessage): void {
    switch (message.kind) {
      case 'change':
        ring.add(shareId, message, Date.now());
        deliver(shareId, message);
        return;
      case 'gone':
        goneHere(shareId, message.reason);
        return;
      case 'password-changed':
        goneHere(shareId, 'password-changed', true);
        return;
      case 'expiry': {
        const note = notes.get(shareId);
        if (note) note.expiresAt = message.expiresAt;
        return;
      }
      case 'presence':
        presence.remote(shareId, from, message.entries, Date.now());
        // A newcomer asks for everyone's entries at once rather than at their next refresh.
        markDirty(shareId, message.ask === true && (notes.get(shareId)?.streams.size ?? 0) > 0, false);
        return;
      case 'caret': {
        const stream = [...(notes.get(shareId)?.streams ?? [])].find((candidate) => candidate.connection === message.connection);
        if (stream?.editor) {
          stream.caret = { index: message.index, length: message.length };
          markDirty(shareId, true, false);
        }
        return;
      }
    }
  }

  function changeOf(before: StoredNote, after: StoredNote): RingedChange {
    const change: LiveChange = {
      from: before.version,
      to: after.version,
      updated_at: after.updatedAt.toISOString(),
      title: after.title,
      hash: contentHashNow(after.content),
    };
    // The server cannot splice what it cannot read: an envelope (or a conversion to one) goes whole.
    const splice = after.encrypted ? null : diffSplice(before.content, after.content);
    if (splice && splice.insert.length < after.content.length) change.splice = splice;
    else change.content = after.content;
    return { from: change.from, to: change.to, frame: eventFrame('change', change, change.to) };
  }

  function tick(): void {
    const now = Date.now();
    const noteNow = options.now().getTime();
    for (const [shareId, note] of [...notes]) {
      if (note.expiresAt !== null && note.expiresAt <= noteNow) {
        goneHere(shareId, 'expired');
        continue;
      }
      for (const stream of [...note.streams]) {
        // Ended after its lifetime: the client resumes with Last-Event-ID, at no cost to what it holds.
        if (now - stream.openedAt >= maxLifeMs) end(stream, 'end');
        else if (now - stream.lastWriteAt >= heartbeatMs) write(stream, PING_FRAME);
      }
    }
    if (options.redis && now - lastPresenceRefresh >= presenceRefreshMs) {
      lastPresenceRefresh = now;
      for (const [shareId, note] of notes) if (note.streams.size > 0) markDirty(shareId, true, false);
    }
    for (const shareId of presence.expire(now)) markDirty(shareId, false, false);
    ring.prune(now, (shareId) => notes.has(shareId));
    const second = Math.floor(now / 1000);
    for (const [connection, used] of uploads) if (used.second !== second) uploads.delete(connection);
  }
  const ticker = setInterval(tick, options.tickMs ?? Math.min(5000, heartbeatMs / 3));
  ticker.unref();

  function observe(what: string, run: () => void): void {
    // A save is never refused, nor its answer lost, because telling its listeners failed.
    try {
      run();
    } catch (err) {
      options.log.error({ err }, `live: ${what} failed`);
    }
  }

  return {
    written(before, after) {
      observe('a change', () => {
        const { shareId } = after;
        if (after.version !== before.version) {
          const change = changeOf(before, after);
          ring.add(shareId, change, Date.now());
          deliver(shareId, change);
          fanout.publish(shareId, { kind: 'change', ...change });
        }
        if (after.passwordVersion !== before.passwordVersion) {
          goneHere(shareId, 'password-changed', true);
          fanout.publish(shareId, { kind: 'password-changed' });
        }
        const expiresAt = after.expiresAt?.getTime() ?? null;
        if (expiresAt !== (before.expiresAt?.getTime() ?? null)) {
          const note = notes.get(shareId);
          if (note) note.expiresAt = expiresAt;
          fanout.publish(shareId, { kind: 'expiry', expiresAt });
        }
      });
    },

    gone(shareId, reason) {
      observe('a removal', () => {
        goneHere(shareId, reason);
        fanout.publish(shareId, { kind: 'gone', reason });
      });
    },

    async admit(shareId, client) {
      if (total >= perInstance) throw new LiveStreamsFullError();
      if ((perClientCount.get(client) ?? 0) >= perClient) throw new RateLimitedError(STREAMS_RETRY_S);
      count(client, 1);
      const note = noteOf(shareId);
      note.pending += 1;
      let settled = false;
      const settle = () => {
        if (settled) return false;
        settled = true;
        note.pending -= 1;
        return true;
      };
      try {
        await fanout.watch(shareId);
      } catch (error) {
        if (settle()) count(client, -1);
        release(shareId);
        throw error;
      }
      return {
        cancel() {
          if (!settle()) return;
          count(client, -1);
          release(shareId);
        },
        open(stored, access, sink) {
          if (!settle()) return;
          const now = Date.now();
          const stream: Stream = {
            connection: randomBytes(16).toString('base64url'),
            shareId,
            client,
            editor: access.editor,
            sink,
            openedAt: now,
            lastWriteAt: now,
            position: stored.version,
            caret: null,
            closed: false,
          };
          const streams = noteOf(shareId);
          streams.expiresAt = stored.expiresAt?.getTime() ?? null;
          const first = streams.streams.size === 0;
          // Registered before its first line, so no change published from here on passes it by.
          streams.streams.add(stream);
          sink.onClose(() => forget(stream));
          const local = [...streams.streams].map(entryOf);
          const view = stream.editor ? presence.view(shareId, local, stream.connection) : { editors: 0, readers: 0 };
          write(stream, eventFrame('hello', {
            connection: stream.connection,
            version: stored.version,
            updated_at: stored.updatedAt.toISOString(),
            editors: view.editors,
            readers: view.readers,
          }));
          const resumeFrom = access.lastEventId;
          if (resumeFrom !== null && resumeFrom !== stored.version) {
            const missed = resumeFrom < stored.version ? ring.since(shareId, resumeFrom) : null;
            if (missed === null || (missed.at(-1)?.to ?? resumeFrom) < stored.version) write(stream, eventFrame('reset', { version: stored.version }));
            else {
              stream.position = resumeFrom;
              for (const change of missed) deliver(shareId, change);
            }
          }
          // Changes that landed between the read of the note and now.
          for (const change of ring.since(shareId, stream.position) ?? []) deliver(shareId, change);
          markDirty(shareId, true, first);
        },
      };
    },

    caret(shareId, connection, caret) {
      const second = Math.floor(Date.now() / 1000);
      const used = uploads.get(connection);
      if (used && used.second === second && used.count >= LIVE_PRESENCE_PER_SECOND) throw new RateLimitedError(1);
      if (used && used.second === second) used.count += 1;
      else uploads.set(connection, { second, count: 1 });
      const stream = [...(notes.get(shareId)?.streams ?? [])].find((candidate) => candidate.connection === connection);
      if (stream) {
        if (!stream.editor) return;
        stream.caret = caret;
        markDirty(shareId, true, false);
      } else if (presence.knowsRemote(shareId, connection)) {
        fanout.publish(shareId, { kind: 'caret', connection, ...caret });
      }
    },

    async close() {
      clearInterval(ticker);
      for (const note of [...notes.values()]) for (const stream of [...note.streams]) end(stream, 'end');
      await fanout.close();
    },

    stats: () => ({ streams: total, notes: notes.size, ringNotes: ring.size() }),
  };
}
