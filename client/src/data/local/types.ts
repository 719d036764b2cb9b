// Types of the client data layer: what the UI reads (LocalNote, SyncState) and what the outbox stores.
import type { ConflictCurrent, CreateNoteRequest } from '../../../../shared/api.ts';
import type { ExpireOption } from '../../../../shared/limits.ts';
import type { EndedSession } from '../probe/session-ref.ts';
import type { NotePair } from '../remote/account-claims.ts';

export type SyncStatus = 'synced' | 'pending' | 'failed' | 'conflict';

export interface SyncError {
  code: string;
  message: string;
}

/**
 * Where a note made here opens: its share id and, for an end-to-end encrypted note, the key its links carry
 * after `#` (an address without it would open to "This link is missing its key" anywhere else).
 */
export type NoteAddress = Pick<LocalNote, 'shareId' | 'key'>;

/**
 * Where this device got a note, which decides whether signing in gives it to the account (docs/design.md §6.6):
 * `written-here` (published on this device) and `account` (brought by the account's list, or added to it by the
 * person's choice) are claimed into the account signed in here; `edit-link` (taken over from someone's edit link, or
 * stored before origins were kept) only by the person's choice.
 */
export type NoteOrigin = 'written-here' | 'account' | 'edit-link';

/** A published note this browser knows, with its edit id (the capability to change it). */
export interface LocalNote {
  shareId: string;
  editId: string;
  origin: NoteOrigin;
  title: string;
  content: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  updatedAt: string;
  expiresAt: string | null;
  /** Last server version this content is based on (0 = create not yet acknowledged). */
  version: number;
  renamed: boolean;
  hasPassword: boolean;
  syncStatus: SyncStatus;
  /**
   * The content the server holds at `base.version`, as this device last had it (received, or sent and
   * acknowledged): the common ancestor of a three-way merge (docs/design.md §6.4). Only trusted while
   * `base.version === version`; absent on notes stored before it was kept.
   */
  base?: NoteBase;
  /** Server side of a 409, kept until the user chooses or it merges by itself. */
  conflict?: ConflictCurrent;
  lastError?: SyncError;
  /**
   * The account's session ended on this device while this note still had changes for the server: it is in no
   * list or view any more and stays only until those changes are delivered (sign-out.ts).
   */
  leaving?: true;
  /**
   * End-to-end encrypted (docs/design.md §10.5): the note's key, as its links carry it after `#`. Title, content,
   * base, conflict and kept versions are the decrypted ones; only the outbox's requests carry envelopes.
   */
  key?: string;
  /**
   * An end-to-end encrypted note this device has no key for (the account's list on a new device, or encrypted on
   * another device): the server's envelope, opened once a link brings the key. Title and content are '' meanwhile.
   */
  sealed?: string;
  /**
   * Published while its create could not reach the server (offline, or slower than the writer waited): the writer
   * was told its link works once it does, and is told "Published" when the create is acknowledged.
   */
  announcePublished?: true;
}

/**
 * What a list shows of a note (My notes, the account's counts), kept beside it in its own table (note-list.ts): never
 * its text, so reading every note's row stays cheap with thousands of long notes. Fields named as in LocalNote mean
 * the same.
 */
export interface NoteListEntry
  extends Pick<
    LocalNote,
    'shareId' | 'key' | 'origin' | 'title' | 'renamed' | 'createdAt' | 'updatedAt' | 'expiresAt' | 'version' | 'hasPassword' | 'syncStatus' | 'lastError' | 'leaving'
  > {
  /** The automatic title was cut from a longer first line (components/shown-title.ts ends it with an ellipsis). */
  titleCut: boolean;
  /** An end-to-end encrypted note this device has no key for (LocalNote.sealed): its title cannot be read here. */
  locked: boolean;
}

export interface NoteBase {
  version: number;
  content: string;
}

/**
 * A version of a note this device has seen — its own text the server acknowledged, or one read from the server —
 * kept (the last few per note: local/versions.ts) so History can show and restore it offline.
 */
export interface SeenVersion {
  shareId: string;
  /** The server's version number of this text. */
  version: number;
  /** ISO-8601 UTC (the server's time, or this device's estimate of it). */
  updatedAt: string;
  title: string;
  content: string;
}

/**
 * This device signed out of the account and the server has not been told yet (hand-over.ts): until then
 * the browser still holds the account's session cookie, so only the account's own changes may be sent with it.
 */
export interface SignOutPending extends EndedSession {
  id: string;
  /** Notes this device held that the account had not confirmed: claimed before the session ends. */
  claims: NotePair[];
  /** ISO-8601 UTC. */
  at: string;
}

export type SyncState = { kind: 'idle' | 'syncing' | 'offline' | 'error'; pending: number; failed: number };

/**
 * What the writer chose on the home page's publish bar for the unsaved note, kept with it so a reload, a sign-in or a
 * sign-out honours it (draft.ts). The password itself is never stored: `password` says one was typed.
 */
export interface DraftChoices {
  expire: ExpireOption;
  encrypt: boolean;
  password: boolean;
}

export interface ScratchRow {
  id: string;
  content: string;
  updatedAt: string;
  /** Absent: nothing chosen yet (no expiry, no encryption, no password). */
  choices?: DraftChoices;
}

/** The create body with the client-proposed ids always present (so a replay is recognisable). */
export type CreatePayload = CreateNoteRequest & { share_id: string; edit_id: string };

/**
 * An update's text. For an end-to-end encrypted note (`encrypted`) it is sealed with its title (null: derived) into
 * an envelope when sent (docs/design.md §10.5); a rename of such a note is an update with the new title.
 */
export interface UpdatePayload {
  content: string;
  encrypted?: true;
  title?: string | null;
}

/**
 * What one outbox op asks the server to do; update/rename/expire/password read the edit id from the note. A create
 * with `encrypted` holds its title and content in plaintext here and sends them only inside the envelope.
 */
export type OpBody =
  | { kind: 'create'; payload: CreatePayload }
  | { kind: 'update'; payload: UpdatePayload }
  | { kind: 'rename'; payload: { title: string } }
  | { kind: 'expire'; payload: { expire: ExpireOption } }
  | { kind: 'password'; payload: { password: string | null } }
  | { kind: 'delete'; payload: { editId: string } };

export type OpKind = OpBody['kind'];

export interface OpState {
  /** Auto-increment: the order ops were queued in, which is also the order they are sent in per note. */
  id?: number;
  shareId: string;
  /** Sends started. Above 0 on a queued op, the server may have applied it, so it is never rewritten. */
  attempts: number;
  /** Epoch ms; the op is not sent before this (backoff, Retry-After). */
  nextAttemptAt: number;
  /** Epoch ms the server's Retry-After asked us to wait until; signs of recovery never wake the op before it. */
  notBefore?: number;
  status: 'queued' | 'failed';
  lastError?: SyncError;
  /**
   * The envelope a create or update of an encrypted note was sent as, with the digest of the plaintext it seals
   * (data/sync/seal.ts): a retry of the same text resends these bytes, which the server recognises as a replay.
   */
  sealed?: { digest: string; envelope: string };
}

export type OutboxOp = OpState & OpBody;
