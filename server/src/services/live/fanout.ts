// How live events reach the other instances (docs/design.md §11.5): without Redis nowhere (one process serves every
// stream); with Redis through pub/sub, one channel per note (`jotter:live:<shareId>`) that an instance subscribes to
// while it serves a stream of the note, on a connection of its own (a subscribed connection can do nothing else).
// Redis helps and is never needed: when it is down each instance serves its own streams, said once in the log, and
// saves go on.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveGoneReason } from '../../../../shared/api.ts';
import type { PresenceEntry } from './presence.ts';

/** What instances tell each other about a note. */
export type LiveMessage =
  | { kind: 'change'; from: number; to: number; frame: string }
  | { kind: 'gone'; reason: LiveGoneReason }
  /** The password changed: streams opened without the edit id end. */
  | { kind: 'password-changed' }
  | { kind: 'expiry'; expiresAt: number | null }
  /** An instance's streams of the note; `ask`: its first, so the others repeat theirs at once. */
  | { kind: 'presence'; entries: PresenceEntry[]; ask?: boolean }
  | { kind: 'caret'; connection: string; index: number; length: number };

export interface Fanout {
  /** Starts hearing the note's messages from other instances; resolves once subscribed, or at once without Redis. */
  watch(shareId: string): Promise<void>;
  unwatch(shareId: string): void;
  publish(shareId: string, message: LiveMessage): void;
  close(): Promise<void>;
}

export type Receive = (shareId: string, instance: string, message: LiveMessage) => void;

export const localFanout = (): Fanout => ({ watch: () => Promise.resolve(), unwatch: () => {}, publish: () => {}, close: () => Promise.resolve() });

const CHANNEL_PREFIX = 'jotter:live:';
/** How long a new stream waits for its subscription before it opens anyway (Redis slow or down). */
const SUBSCRIBE_WAIT_MS = 500;

export function redisFanout(publisher: Redis, instance: string, receive: Receive, log: FastifyBaseLogger): Fanout {
  const subscriber = publisher.duplicate();
  const watched = new Set<string>();
  let degraded = false;
  const degrade = (reason: string) => {
    if (degraded) return;
    degraded = true;
    log.warn({ reason }, 'redis unavailable: live changes reach only the streams of this instance until it is back');
  };
  const recover = () => {
    if (!degraded) return;
    degraded = false;
    log.info('redis is back: live changes reach every instance again');
  };
  // The connection's own errors are the Redis link's to log (plugins/redis.ts); a failed publish says it here.
  subscriber.on('error', () => {});
  // After an outage, subscribe again to every note still watched (a subscribe refused while down is not remembered).
  subscriber.on('ready', () => {
    if (watched.size > 0) subscriber.subscribe(...[...watched].map((id) => CHANNEL_PREFIX + id)).catch(() => {});
  });
  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let parsed: { o: string; m: LiveMessage };
    try {
      parsed = JSON.parse(payload) as { o: string; m: LiveMessage };
    } catch {
      return;
    }
    // Its own messages an instance has delivered already.
    if (parsed.o !== instance) receive(channel.slice(CHANNEL_PREFIX.length), parsed.o, parsed.m);
  });

  return {
    async watch(shareId) {
      watched.add(shareId);
      // Not connected: the stream opens at once and the subscription follows when Redis is back ('ready' above).
      if (subscriber.status !== 'ready') return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS)));
      await Promise.race([subscriber.subscribe(CHANNEL_PREFIX + shareId).then(recover, (error: Error) => degrade(error.message)), waited]);
      clearTimeout(timer);
    },
    unwatch(shareId) {
      watched.delete(shareId);
      subscriber.unsubscribe(CHANNEL_PREFIX + shareId).catch(() => {});
    },
    publish(shareId, message) {
      publisher.publish(CHANNEL_PREFIX + shareId, JSON.stringify({ o: instance, m: message })).then(recover, (error: Error) => degrade(error.message));
    },
    async close() {
      watched.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
