// The part of the NoteStore port for the links a note's editor controls (docs/design.md §3, §4.9): read links beside
// the main one, each with its own label, expiry, password and view-once rule; turning one off; replacing the note's
// share id or edit id; and why an id that no longer opens anything stopped doing so. Adapters persist; the rules
// (who may, what a reader is shown) are services/notes/note-links.ts'.

export interface StoredLink {
  /** Same shape as a share id, and in the same namespace: `/n/{id}` resolves either. */
  linkId: string;
  /** The note's current share id (follows a replacement of it). */
  shareId: string;
  label: string | null;
  createdAt: Date;
  /** null: lasts as long as the note. */
  expiresAt: Date | null;
  /** scrypt hash string; null when the link has no password of its own. */
  passwordHash: string | null;
  passwordVersion: number;
  viewOnce: boolean;
  /** How many times the link was opened: a count, nothing about who. */
  openedCount: number;
  /** When a view-once link showed the note; null until then. */
  revealedAt: Date | null;
  /** When its editor turned it off; null while on. */
  revokedAt: Date | null;
}

/**
 * Why an id that was used no longer opens anything. `deleted`: its note was deleted, purged or expired (or a live
 * link of such a note); `replaced`: the editor replaced the share id or edit id; `turned-off`: a link its editor
 * turned off; `read`: a view-once link, or a view-once note, that was read.
 */
export type RetiredReason = 'deleted' | 'replaced' | 'turned-off' | 'read';

export type LinkInsertResult =
  | { kind: 'inserted'; link: StoredLink }
  /** This note already holds a link with this id (a replayed add): it, as it is now. */
  | { kind: 'exists'; link: StoredLink }
  /** The id is some note's share or edit id, another note's link, or retired. */
  | { kind: 'taken' }
  /** No live note has this share id. */
  | { kind: 'no-note' };

/** `Note` is the port's StoredNote (note-store.ts, which extends this interface with it). */
export interface LinkStore<Note> {
  /** Adds a link to the live note `link.shareId` (expiry checked at `now`); never overwrites. */
  insertLink(link: StoredLink, now: Date): Promise<LinkInsertResult>;
  /** The link, whatever its state (turned off, read, past its expiry); null when there is none. */
  findLink(linkId: string): Promise<StoredLink | null>;
  /** The note's links, oldest first. */
  listLinks(shareId: string): Promise<StoredLink[]>;
  /**
   * Turns the note's link off unless it is already off or, view-once, already read (one atomic step: a reveal racing it
   * either happened before, and the link stays read, or finds it off). The link as it is after; null when the note
   * has no such link.
   */
  revokeLink(shareId: string, linkId: string, at: Date): Promise<StoredLink | null>;
  /** Adds one to the count of a link that is on and not read; the link after, or null when it is not (any more). */
  countOpen(linkId: string): Promise<StoredLink | null>;
  /**
   * Marks a view-once link read, only if it is on and not read yet: of any number of concurrent calls exactly one gets
   * the link back; the others get null.
   */
  revealLink(linkId: string, at: Date): Promise<StoredLink | null>;
  /** Why `id` (a share, edit or link id) stopped working; null when it was never retired (unknown, or still live). */
  retiredReason(id: string): Promise<RetiredReason | null>;
  /**
   * Gives the live note `shareId` the share id `next` in one atomic step: its history, links and reports follow, and
   * the old share id is retired as `replaced`. Null (and nothing changed) when no such live note, or `next` is taken or
   * retired.
   */
  replaceShareId(shareId: string, next: string, now: Date): Promise<Note | null>;
  /** The same for the note's edit id, only while `editId` is still the note's edit id. */
  replaceEditId(shareId: string, editId: string, next: string, now: Date): Promise<Note | null>;
  /**
   * Deletes the live note with its history and links, retiring its ids as `read` (a view-once note shown once): the
   * note as it was for the one call that deleted it, null for every other.
   */
  burnNote(shareId: string, now: Date): Promise<Note | null>;
}
