// The last changes of each note this instance saw, for streams that resume with Last-Event-ID (docs/design.md §11.3):
// at most LIVE_RING_CHANGES per note, kept while the note has streams here or changed in the last LIVE_RING_IDLE_MS.
// Bounded in bytes too — an encrypted note's change carries its whole envelope, up to 1.4 MB — per note and in all:
// past either bound the oldest go (a resume that needed them gets `reset` and refetches the note).
import { LIVE_RING_CHANGES, LIVE_RING_IDLE_MS } from '../../../../shared/limits.ts';

export interface RingedChange {
  from: number;
  to: number;
  /** The event's text, as every stream is sent it. */
  frame: string;
}

interface NoteRing {
  changes: RingedChange[];
  touchedAt: number;
  bytes: number;
}

/** Bytes of events one note's ring holds beyond its newest change. */
const NOTE_RING_BYTES = 4 * 1024 * 1024;
/** Bytes of events all rings hold together. */
const RING_BYTES = 64 * 1024 * 1024;

const sizeOf = (change: RingedChange): number => change.frame.length * 2;

export interface ChangeRing {
  add(shareId: string, change: RingedChange, now: number): void;
  /**
   * The changes that lead from version `after` on, in order, when every one of them is still held (the chain from
   * `after` unbroken); null when some are not. An empty list when nothing newer is held.
   */
  since(shareId: string, after: number): RingedChange[] | null;
  /** Forgets the notes nobody here watches (`watched`) that changed longer ago than the idle time. */
  prune(now: number, watched: (shareId: string) => boolean): void;
  /** Notes held (tests, the bench). */
  size(): number;
}

export function createChangeRing({ noteBytes = NOTE_RING_BYTES, totalBytes = RING_BYTES } = {}): ChangeRing {
  // In the order they were last changed: the first is the one to give up when all of them hold too much.
  const rings = new Map<string, NoteRing>();
  let total = 0;
  const dropOldest = (ring: NoteRing) => {
    const dropped = ring.changes.shift();
    if (!dropped) return;
    ring.bytes -= sizeOf(dropped);
    total -= sizeOf(dropped);
  };
  const forget = (shareId: string) => {
    const ring = rings.get(shareId);
    if (!ring) return;
    total -= ring.bytes;
    rings.delete(shareId);
  };
  return {
    add(shareId, change, now) {
      const ring = rings.get(shareId) ?? { changes: [], touchedAt: now, bytes: 0 };
      rings.delete(shareId);
      rings.set(shareId, ring);
      ring.touchedAt = now;
      // Instances may hear of two changes out of order (through Redis): keep them sorted, each version once.
      if (ring.changes.some((held) => held.to === change.to)) return;
      ring.changes.push(change);
      ring.bytes += sizeOf(change);
      total += sizeOf(change);
      ring.changes.sort((a, b) => a.to - b.to);
      while (ring.changes.length > LIVE_RING_CHANGES || (ring.bytes > noteBytes && ring.changes.length > 1)) dropOldest(ring);
      for (const [oldest] of rings) {
        if (total <= totalBytes || oldest === shareId) break;
        forget(oldest);
      }
    },
    since(shareId, after) {
      const changes = rings.get(shareId)?.changes ?? [];
      const newer = changes.filter((change) => change.to > after);
      let at = after;
      for (const change of newer) {
        if (change.from !== at) return null;
        at = change.to;
      }
      return newer;
    },
    prune(now, watched) {
      for (const [shareId, ring] of rings) {
        if (!watched(shareId) && now - ring.touchedAt > LIVE_RING_IDLE_MS) forget(shareId);
      }
    },
    size: () => rings.size,
  };
}
