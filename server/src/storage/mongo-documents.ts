// The shape of notes and reports as MongoDB documents (snake_case, BSON dates) and the mapping to and
// from the port's types. expires_at is a BSON Date so the TTL index can act on it; null never expires.
import { MongoServerError } from 'mongodb';
import type { AdminAction, ReportResolution } from './moderation-store.ts';
import type { NotePatch, OwnedNote, StoredNote } from './note-store.ts';

/** A write refused by a unique index. */
export const isDuplicateKey = (error: unknown): boolean => error instanceof MongoServerError && error.code === 11000;

export interface NoteDocument {
  share_id: string;
  edit_id: string;
  title: string;
  content: string;
  created_at: Date;
  updated_at: Date;
  expires_at: Date | null;
  version: number;
  password_hash: string | null;
  password_version: number;
  renamed: boolean;
  owner_id: string | null;
  failed_attempts: number;
  /** Absent on notes stored before moderation existed: read as null. */
  disabled_at?: Date | null;
  /** Absent on notes stored before end-to-end encryption existed: read as false. */
  encrypted?: boolean;
}

export interface ReportDocument {
  share_id: string;
  reason: string;
  details: string | null;
  created_at: Date;
  /** The note key a reporter included; absent on reports without one (and those stored before keys existed). */
  note_key?: string | null;
  /** Absent (open) until an operator closes the report. */
  resolved_at?: Date | null;
  resolution?: ReportResolution;
}

export interface AdminActionDocument {
  at: Date;
  action: AdminAction['action'];
  share_id: string;
  detail: string | null;
}

export function noteToDocument(note: StoredNote): NoteDocument {
  return {
    share_id: note.shareId,
    edit_id: note.editId,
    title: note.title,
    content: note.content,
    created_at: note.createdAt,
    updated_at: note.updatedAt,
    expires_at: note.expiresAt,
    version: note.version,
    password_hash: note.passwordHash,
    password_version: note.passwordVersion,
    renamed: note.renamed,
    owner_id: note.ownerId,
    failed_attempts: note.failedAttempts,
    disabled_at: note.disabledAt,
    encrypted: note.encrypted,
  };
}

export function noteFromDocument(doc: NoteDocument): StoredNote {
  return {
    shareId: doc.share_id,
    editId: doc.edit_id,
    title: doc.title,
    content: doc.content,
    createdAt: doc.created_at,
    updatedAt: doc.updated_at,
    expiresAt: doc.expires_at,
    version: doc.version,
    passwordHash: doc.password_hash,
    passwordVersion: doc.password_version,
    renamed: doc.renamed,
    ownerId: doc.owner_id,
    failedAttempts: doc.failed_attempts,
    disabledAt: doc.disabled_at ?? null,
    encrypted: doc.encrypted ?? false,
  };
}

/** The fields an owner's list reads (no content), as a projection. */
export const OWNED_NOTE_PROJECTION = { _id: 0, share_id: 1, edit_id: 1, title: 1, created_at: 1, updated_at: 1, version: 1, encrypted: 1 } as const;

export type OwnedNoteDocument = Pick<NoteDocument, 'share_id' | 'edit_id' | 'title' | 'created_at' | 'updated_at' | 'version' | 'encrypted'>;

export function ownedNoteFromDocument(doc: OwnedNoteDocument): OwnedNote {
  return {
    shareId: doc.share_id,
    editId: doc.edit_id,
    title: doc.title,
    createdAt: doc.created_at,
    updatedAt: doc.updated_at,
    version: doc.version,
    encrypted: doc.encrypted ?? false,
  };
}

/** The `$set` of a patch: only the fields it carries, so absent fields stay as they are. */
export function patchToSet(patch: NotePatch): Partial<NoteDocument> {
  const set: Partial<NoteDocument> = {};
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.content !== undefined) set.content = patch.content;
  if (patch.updatedAt !== undefined) set.updated_at = patch.updatedAt;
  if (patch.expiresAt !== undefined) set.expires_at = patch.expiresAt;
  if (patch.version !== undefined) set.version = patch.version;
  if (patch.passwordHash !== undefined) set.password_hash = patch.passwordHash;
  if (patch.passwordVersion !== undefined) set.password_version = patch.passwordVersion;
  if (patch.renamed !== undefined) set.renamed = patch.renamed;
  if (patch.failedAttempts !== undefined) set.failed_attempts = patch.failedAttempts;
  if (patch.encrypted !== undefined) set.encrypted = patch.encrypted;
  return set;
}
