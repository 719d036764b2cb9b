// The NoteStore port (docs/design.md §2.1): the only way the server reaches persistent notes. Adapters (SQLite,
// MongoDB) implement plain persistence; lifecycle rules — expiry, passwords, versions, sanitizing —
// live in services so every backend behaves the same. One contract suite (contract.ts) checks them all.
import type { ModerationStore } from './moderation-store.ts';
import type { SpaceWatch } from './space.ts';

export interface StoredNote {
  shareId: string;
  editId: string;
  /** "" for an end-to-end encrypted note (its title is inside the envelope). */
  title: string;
  /** Sanitized HTML, or the envelope (shared/envelope.ts) of an end-to-end encrypted note. */
  content: string;
  createdAt: Date;
  updatedAt: Date;
  /** null: never expires. A note whose expiresAt <= now does not exist for readers. */
  expiresAt: Date | null;
  /** Starts at 1; grows on every content update and rename. */
  version: number;
  /** scrypt hash string, null when the note has no password. */
  passwordHash: string | null;
  /** Grows whenever the password is set, changed or removed; sessions are bound to it. */
  passwordVersion: number;
  /** Set by an explicit rename; stops automatic titles. */
  renamed: boolean;
  ownerId: string | null;
  /** Consecutive wrong passwords; the note locks at PASSWORD_LOCK_THRESHOLD. Reset on success/change. */
  failedAttempts: number;
  /** Set when an operator took the note down (410 note-disabled for everyone); null otherwise. */
  disabledAt: Date | null;
  /** End-to-end encrypted (docs/design.md §10): set at create or by a conversion, never cleared. */
  encrypted: boolean;
}

/**
 * A note as an owner's list shows it: no content, so listing an account with many large notes reads only
 * what the list carries (a device fetches a note's content only when its copy is missing or older).
 */
export type OwnedNote = Pick<StoredNote, 'shareId' | 'editId' | 'title' | 'createdAt' | 'updatedAt' | 'version' | 'encrypted'>;

/** Fields an update may change; absent fields stay as they are. */
export type NotePatch = Partial<
  Pick<
    StoredNote,
    | 'title'
    | 'content'
    | 'updatedAt'
    | 'expiresAt'
    | 'version'
    | 'passwordHash'
    | 'passwordVersion'
    | 'renamed'
    | 'failedAttempts'
    /** Only ever set to true, with a new version: a conversion (see updateIfVersion). */
    | 'encrypted'
  >
>;

export type InsertResult =
  | { inserted: true }
  /**
   * Either id is already used. `existing` is the live note holding the share id (or else the edit id); null
   * means the id is retired: its note was deleted, purged or has expired, and ids are never used again.
   */
  | { inserted: false; existing: StoredNote | null };

export interface StoredReport {
  shareId: string;
  reason: string;
  details: string | null;
  createdAt: Date;
  /** The note key a reporter chose to include (an end-to-end encrypted note only); null otherwise. */
  key: string | null;
}

/** One version of a note as a history list shows it (the current version included). */
export interface VersionSummary {
  version: number;
  updatedAt: Date;
  title: string;
  /** Bytes of the sanitized HTML (UTF-8). */
  size: number;
}

/** One version of a note with its content (sanitized HTML as it was stored). */
export interface NoteVersion {
  version: number;
  updatedAt: Date;
  title: string;
  content: string;
}

/** How much of a note's past its history holds (kept older versions; the current one is the note). */
export interface HistoryFootprint {
  versions: number;
  /** Stored bytes: each kept version's stored content (a deflated keyframe or a delta) plus its title, UTF-8. */
  bytes: number;
}

/** What the retention rule looks at: a kept older version's number and time. */
export interface VersionStamp {
  version: number;
  updatedAt: Date;
}

/** Where retention changes pace: versions updated at or before each bound are thinned at that pace. */
export interface RetentionBounds {
  /** One per hour for versions updated at or before this instant. */
  hourly: Date;
  /** One per day for versions updated at or before this instant. */
  daily: Date;
}

/** Which of a note's kept older versions (newest first) stay; the others are removed. */
export type RetentionRule = (stamps: readonly VersionStamp[], bounds: RetentionBounds) => ReadonlySet<number>;

export interface NoteStore extends ModerationStore {
  readonly kind: 'sqlite' | 'mongodb' | 'postgres';
  /** Creates the schema / indexes and runs pending migrations. Idempotent. */
  init(): Promise<void>;
  /** Flushes and releases the database; further calls fail. */
  close(): Promise<void>;
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<boolean>;
  /**
   * A number that changes whenever another connection (another process) has committed to the same database
   * since the last call — SQLite's `PRAGMA data_version`. Only stores that can answer it cheaply and
   * synchronously have it; the read cache (cached-store.ts) is used only in front of those.
   */
  outsideWrites?(): number;
  /** Whether its volume has room for writes (space.ts); stores whose server manages its own disk (MongoDB) have none. */
  readonly space?: SpaceWatch;

  /** Inserts atomically; never overwrites. A used share id or edit id returns its live holder, or null if retired. */
  insert(note: StoredNote): Promise<InsertResult>;
  /** The note unless missing or expired at `now`. */
  findByShareId(shareId: string, now: Date): Promise<StoredNote | null>;
  findByEditId(editId: string, now: Date): Promise<StoredNote | null>;
  /**
   * Applies `patch` to the unexpired note `shareId` only if its version is still `expectedVersion`
   * (optimistic concurrency in one atomic statement). Returns the note after the change, or null when
   * the note is missing, expired or at another version. When the patch moves the version (an update, a rename,
   * a restore), the version it replaced (number, updatedAt, title, content) is kept in the note's history in the
   * same atomic step (MongoDB: in the same write path, right after the note, see mongo-store.ts).
   * A patch with `encrypted: true` on a note that is not yet encrypted is a conversion (docs/design.md §10): instead
   * of keeping the replaced version, the note's whole history (every plaintext version) is deleted in the same step,
   * with the same care as a note's delete, so only envelopes are kept from then on.
   * History stays within the store's HistoryLimits (history-limits.ts): when keeping the replaced version takes the
   * note's history over either ceiling, its oldest versions go until it is within both again, in the same atomic step
   * (MongoDB: in the same write path, right after keeping it).
   * `replacedContent` is the note's content at `expectedVersion` when the caller holds it (as the store returned it):
   * a content only ever changes together with the version, so it is what the kept version stores, and the adapter
   * need not read the replaced text back (for a large note, most of what keeping it costs). Without it the adapter
   * reads it.
   */
  updateIfVersion(
    shareId: string,
    expectedVersion: number,
    patch: NotePatch,
    now: Date,
    replacedContent?: string,
  ): Promise<StoredNote | null>;
  /**
   * The live note's versions with a number below `before` (any when null), newest first, at most `limit`: the
   * current version first, then the kept older ones. Null when the note is missing or expired.
   */
  listVersions(shareId: string, now: Date, before: number | null, limit: number): Promise<VersionSummary[] | null>;
  /** One version of the live note (the current one included); null when the note or that version is not kept. */
  getVersion(shareId: string, version: number, now: Date): Promise<NoteVersion | null>;
  /** What the live or expired note's history holds now (zeros when it keeps no version); null when no such note. */
  historyFootprint(shareId: string): Promise<HistoryFootprint | null>;
  /** Up to `limit` share ids of notes holding versions that crossed a retention bound since they were last thinned. */
  notesToThin(bounds: RetentionBounds, limit: number): Promise<string[]>;
  /**
   * Applies `rule` to the note's kept older versions in one atomic step and marks them thinned for `bounds`;
   * returns how many versions went. A note that is gone loses whatever history is left of it. It also brings what is
   * left within the bounds of history-limits.ts (chains over KEYFRAME_BYTES get a keyframe, the oldest versions go
   * beyond a ceiling), so history kept before a bound existed meets it once retention has visited the note.
   */
  thinVersions(shareId: string, bounds: RetentionBounds, rule: RetentionRule): Promise<number>;
  /** Atomically adds one to failedAttempts and returns the new count (0 when the note is gone). */
  recordFailedAttempt(shareId: string): Promise<number>;
  /** Deletes the note with its history and retires its ids; false when it did not exist. */
  delete(shareId: string): Promise<boolean>;
  /** The owner's live notes, most recently updated first, without their content. */
  listByOwner(ownerId: string, now: Date): Promise<OwnedNote[]>;
  /**
   * Gives the live note `shareId` to `ownerId` if `editId` is its edit id, no other owner holds it and no operator
   * took it down (one atomic step). Returns the note when it is now the owner's (already being so included),
   * null otherwise. The version does not move: ownership is not content, so editors holding the note see no
   * conflict.
   */
  claim(shareId: string, editId: string, ownerId: string, now: Date): Promise<StoredNote | null>;
  /**
   * Deletes every note of the owner with its history, expired or not, retiring their ids; returns how many went. Notes an operator
   * took down stay, as evidence for the operator.
   */
  deleteByOwner(ownerId: string): Promise<number>;
  /** Removes up to `limit` notes that expired at or before `now` with their history, retiring their ids; returns how many went. */
  purgeExpired(now: Date, limit: number): Promise<number>;

  insertReport(report: StoredReport): Promise<void>;
  /** For operators and tests. */
  listReports(shareId: string): Promise<StoredReport[]>;
}

/** A store that can tell cheaply when another process wrote (SQLite). */
export type OutsideWritesStore = NoteStore & { outsideWrites(): number };
