// The last changes of each note this instance saw, for streams that resume with Last-Event-ID (docs/design.md §11.3):
// at most LIVE_RING_CHANGES per note, kept while the note has streams here or changed in the last LIVE_RING_IDLE_MS.
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
}

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

export function createChangeRing(): ChangeRing {
  const rings = new Map<string, NoteRing>();
  return {
    add(shareId, change, now) {
      let ring = rings.get(shareId);
      if (!ring) rings.set(shareId, (ring = { changes: [], touchedAt: now }));
      ring.touchedAt = now;
      // Instances may hear of two changes out of order (through Redis): keep them sorted, each version once.
      if (ring.changes.some((held) => held.to === change.to)) return;
      ring.changes.push(change);
      ring.changes.sort((a, b) => a.to - b.to);
      if (ring.changes.length > LIVE_RING_CHANGES) ring.changes.splice(0, ring.changes.length - LIVE_RING_CHANGES);
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
        if (!watched(shareId) && now - ring.touchedAt > LIVE_RING_IDLE_MS) rings.delete(shareId);
      }
    },
    size: () => rings.size,
  };
}
