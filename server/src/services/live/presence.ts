// Who has a note open, across instances (docs/design.md §11.4): each instance owns the entries of its own streams and
// repeats them to the others; another instance's entries not repeated within LIVE_PRESENCE_EXPIRY_MS are forgotten.
import { LIVE_CARET_COLORS, LIVE_PRESENCE_EXPIRY_MS } from '../../../../shared/limits.ts';
import type { LivePresence } from '../../../../shared/api.ts';

/** One open stream as presence knows it. Carets are editors' only. */
export interface PresenceEntry {
  connection: string;
  editor: boolean;
  caret: { index: number; length: number } | null;
}

interface Remote {
  entries: PresenceEntry[];
  seenAt: number;
}

/** The palette index of a connection's caret: the same on every instance, picked from its random id. */
export function caretColor(connection: string): number {
  let hash = 0;
  for (let i = 0; i < connection.length; i += 1) hash = (hash * 31 + connection.charCodeAt(i)) >>> 0;
  return hash % LIVE_CARET_COLORS;
}

export interface PresenceBook {
  /** Another instance's entries for a note, as it last sent them (an empty list: it has none any more). */
  remote(shareId: string, instance: string, entries: PresenceEntry[], now: number): void;
  /** Whether another instance named this connection lately (a caret upload may reach any instance). */
  knowsRemote(shareId: string, connection: string): boolean;
  /** What `self` is shown: the others here (this instance's `local` and every other instance's), never itself. */
  view(shareId: string, local: readonly PresenceEntry[], self: string): LivePresence;
  /** Forgets what other instances stopped repeating; the notes whose view changed. */
  expire(now: number): string[];
  forget(shareId: string): void;
}

export function createPresenceBook(): PresenceBook {
  const notes = new Map<string, Map<string, Remote>>();
  return {
    remote(shareId, instance, entries, now) {
      let byInstance = notes.get(shareId);
      if (!byInstance) notes.set(shareId, (byInstance = new Map()));
      if (entries.length === 0) byInstance.delete(instance);
      else byInstance.set(instance, { entries, seenAt: now });
      if (byInstance.size === 0) notes.delete(shareId);
    },
    knowsRemote(shareId, connection) {
      for (const remote of notes.get(shareId)?.values() ?? []) if (remote.entries.some((entry) => entry.connection === connection)) return true;
      return false;
    },
    view(shareId, local, self) {
      const everyone = [...local, ...[...(notes.get(shareId)?.values() ?? [])].flatMap((remote) => remote.entries)];
      const view: LivePresence = { editors: 0, readers: 0, carets: [] };
      for (const entry of everyone) {
        if (entry.connection === self) continue;
        if (!entry.editor) {
          view.readers += 1;
          continue;
        }
        view.editors += 1;
        if (entry.caret) view.carets.push({ connection: entry.connection, color: caretColor(entry.connection), ...entry.caret });
      }
      return view;
    },
    expire(now) {
      const changed: string[] = [];
      for (const [shareId, byInstance] of notes) {
        for (const [instance, remote] of byInstance) {
          if (now - remote.seenAt > LIVE_PRESENCE_EXPIRY_MS) {
            byInstance.delete(instance);
            changed.push(shareId);
          }
        }
        if (byInstance.size === 0) notes.delete(shareId);
      }
      return [...new Set(changed)];
    },
    forget(shareId) {
      notes.delete(shareId);
    },
  };
}
