// What this device believes the server holds of a note: `version`, the server's version as this device last knew
// it, and `base`, the server's text at that version — the common ancestor a three-way merge starts from
// (docs/design.md §6.4). The two must move together: a base left behind its version makes a merge start from text the
// server no longer had, and a merge from the wrong ancestor silently drops one side's words. So every place that takes
// a server state into a local note (an acknowledgement, a conflict resolved, a newer copy, a restore, an opened
// envelope, an edit link read) goes through adoptServerState; nothing else sets `version` or `base`.
import type { LocalNote } from './types.ts';

/** A state of the note on the server, as far as this device can know it. */
export type ServerState =
  /** The server holds `content` at `version`. */
  | { version: number; content: string }
  /** The server holds a text at `version` that this device cannot read (an envelope without its key here). */
  | { version: number; content: null }
  /** A change that left the text as it was at version `textOf` made it `version` (a rename). */
  | { version: number; textOf: number };

/** The `version` and `base` a local note takes when it adopts `server` (`held`: the note as it is, for a rename). */
export function adoptServerState(server: ServerState, held?: Pick<LocalNote, 'base'>): Pick<LocalNote, 'version' | 'base'> {
  const { version } = server;
  if ('textOf' in server) {
    // The base moves along only when it was the text at `textOf`; otherwise it stays behind, and a merge refuses it.
    const base = held?.base;
    return { version, base: base?.version === server.textOf ? { ...base, version } : base };
  }
  return { version, base: server.content === null ? undefined : { version, content: server.content } };
}
