// The mapping between the SQL adapters' rows and the port's types, written once for SQLite (sqlite-rows.ts) and
// PostgreSQL (postgres-rows.ts): both schemas hold the same fields in the same snake_case columns, times as epoch-ms
// integers. Only how a driver hands a value back differs (SQLite: numbers and 0/1 flags; node-postgres: bigints as
// strings and booleans), so each adapter supplies the column readers and how it binds a flag.
import type { AdminAction, OpenReportGroup } from './moderation-store.ts';
import type { NotePatch, NoteVersion, OwnedNote, StoredNote, StoredReport, VersionSummary } from './note-store.ts';
import { decodeChain } from './version-codec.ts';

/**
 * How an adapter reads one column of its rows. Each reader checks the value is what the schema promises and throws
 * when it is not, so a row that does not match the schema fails loudly instead of leaking a wrong value into a response.
 */
export interface ColumnReaders<R, C extends string = string> {
  text: (row: R, column: C) => string;
  integer: (row: R, column: C) => number;
  flag: (row: R, column: C) => boolean;
  isNull: (row: R, column: C) => boolean;
  bytes: (row: R, column: C) => Uint8Array;
}

/** Every notes column, in the order of noteToValues. */
export const NOTE_COLUMNS = [
  'share_id',
  'edit_id',
  'title',
  'content',
  'created_at',
  'updated_at',
  'expires_at',
  'version',
  'password_hash',
  'password_version',
  'renamed',
  'owner_id',
  'failed_attempts',
  'disabled_at',
  'encrypted',
] as const;
export type NoteColumn = (typeof NOTE_COLUMNS)[number];

/** The columns an owner's list reads (no content). */
export const OWNED_NOTE_COLUMNS = ['share_id', 'edit_id', 'title', 'created_at', 'updated_at', 'version', 'encrypted'] as const;
type OwnedNoteColumn = (typeof OWNED_NOTE_COLUMNS)[number];

const textOrNull = <R, C extends string>(read: ColumnReaders<R, C>, row: R, column: C): string | null =>
  read.isNull(row, column) ? null : read.text(row, column);
const date = <R, C extends string>(read: ColumnReaders<R, C>, row: R, column: C): Date => new Date(read.integer(row, column));
const dateOrNull = <R, C extends string>(read: ColumnReaders<R, C>, row: R, column: C): Date | null =>
  read.isNull(row, column) ? null : date(read, row, column);

function ownedNoteFromRow<R>(read: ColumnReaders<R, OwnedNoteColumn>, row: R): OwnedNote {
  return {
    shareId: read.text(row, 'share_id'),
    editId: read.text(row, 'edit_id'),
    title: read.text(row, 'title'),
    createdAt: date(read, row, 'created_at'),
    updatedAt: date(read, row, 'updated_at'),
    version: read.integer(row, 'version'),
    encrypted: read.flag(row, 'encrypted'),
  };
}

/** A whole note: what an owner's list reads, and the rest. */
export function readNote<R>(read: ColumnReaders<R, NoteColumn>, row: R): StoredNote {
  return {
    ...ownedNoteFromRow(read, row),
    content: read.text(row, 'content'),
    expiresAt: dateOrNull(read, row, 'expires_at'),
    passwordHash: textOrNull(read, row, 'password_hash'),
    passwordVersion: read.integer(row, 'password_version'),
    renamed: read.flag(row, 'renamed'),
    ownerId: textOrNull(read, row, 'owner_id'),
    failedAttempts: read.integer(row, 'failed_attempts'),
    disabledAt: dateOrNull(read, row, 'disabled_at'),
  };
}

/** How an adapter binds a flag (SQLite has no boolean: 1 or 0; PostgreSQL takes the boolean). */
export type FlagParam<F> = (value: boolean) => F;

/** A note's values in the order of NOTE_COLUMNS, bound by position. */
export function noteToValues<F>(note: StoredNote, flagParam: FlagParam<F>): (string | number | null | F)[] {
  return [
    note.shareId,
    note.editId,
    note.title,
    note.content,
    note.createdAt.getTime(),
    note.updatedAt.getTime(),
    note.expiresAt?.getTime() ?? null,
    note.version,
    note.passwordHash,
    note.passwordVersion,
    flagParam(note.renamed),
    note.ownerId,
    note.failedAttempts,
    note.disabledAt?.getTime() ?? null,
    flagParam(note.encrypted),
  ];
}

/** The fields a patch may change and their columns; each adapter builds its UPDATE from this list. */
export const PATCH_COLUMNS: readonly (readonly [keyof NotePatch, string])[] = [
  ['title', 'title'],
  ['content', 'content'],
  ['updatedAt', 'updated_at'],
  ['expiresAt', 'expires_at'],
  ['version', 'version'],
  ['passwordHash', 'password_hash'],
  ['passwordVersion', 'password_version'],
  ['renamed', 'renamed'],
  ['failedAttempts', 'failed_attempts'],
  ['encrypted', 'encrypted'],
];

/** A patch field's value as bound: times as epoch ms, flags as the adapter binds them. */
export function patchParam<F>(value: NonNullable<NotePatch[keyof NotePatch]> | null, flagParam: FlagParam<F>): string | number | null | F {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return flagParam(value);
  return value;
}

/** The share id and edit id of a row (what a tombstone keeps). */
function idsFromRow<R>(read: ColumnReaders<R>, row: R): [string, string] {
  return [read.text(row, 'share_id'), read.text(row, 'edit_id')];
}

function reportFromRow<R>(read: ColumnReaders<R>, row: R): StoredReport {
  return {
    shareId: read.text(row, 'share_id'),
    reason: read.text(row, 'reason'),
    details: textOrNull(read, row, 'details'),
    createdAt: date(read, row, 'created_at'),
    key: textOrNull(read, row, 'note_key'),
  };
}

function openReportGroupFromRow<R>(read: ColumnReaders<R>, row: R): OpenReportGroup {
  return {
    shareId: read.text(row, 'share_id'),
    reason: read.text(row, 'reason'),
    count: read.integer(row, 'count'),
    firstAt: date(read, row, 'first_at'),
    lastAt: date(read, row, 'last_at'),
    // The aggregate's comma (group_concat, string_agg) never occurs in a key (base64url).
    keys: read.isNull(row, 'keys') ? [] : read.text(row, 'keys').split(',').sort(),
  };
}

const ADMIN_ACTIONS: readonly AdminAction['action'][] = ['disable', 'enable', 'delete', 'dismiss'];

function adminActionFromRow<R>(read: ColumnReaders<R>, row: R): AdminAction {
  const stored = read.text(row, 'action');
  const action = ADMIN_ACTIONS.find((known) => known === stored);
  if (!action) throw new TypeError('column action holds an unknown action');
  return { at: date(read, row, 'at'), action, shareId: read.text(row, 'share_id'), detail: textOrNull(read, row, 'detail') };
}

function versionSummaryFromRow<R>(read: ColumnReaders<R>, row: R): VersionSummary {
  return {
    version: read.integer(row, 'version'),
    updatedAt: date(read, row, 'updated_at'),
    title: read.text(row, 'title'),
    size: read.integer(row, 'size'),
  };
}

/**
 * A kept version from its chain: the rows from the wanted version up to the first keyframe at or above it, in
 * version order (when none of them is a keyframe, the chain ends at the live note, whose content is `current`).
 * Null when the wanted version is not kept.
 */
function versionFromChain<R>(read: ColumnReaders<R>, rows: readonly R[], version: number, current: string): NoteVersion | null {
  const wanted = rows[0];
  if (!wanted || read.integer(wanted, 'version') !== version) return null;
  const encoded = rows.map((row) => ({ keyframe: read.flag(row, 'keyframe'), body: read.bytes(row, 'body') }));
  return {
    version,
    updatedAt: date(read, wanted, 'updated_at'),
    title: read.text(wanted, 'title'),
    content: decodeChain(encoded.reverse(), current),
  };
}

/** The mappers of rows whose columns are read by name, bound to an adapter's readers. */
export function rowMappers<R>(read: ColumnReaders<R>) {
  return {
    ownedNoteFromRow: (row: R): OwnedNote => ownedNoteFromRow(read, row),
    idsFromRow: (row: R): [string, string] => idsFromRow(read, row),
    reportFromRow: (row: R): StoredReport => reportFromRow(read, row),
    openReportGroupFromRow: (row: R): OpenReportGroup => openReportGroupFromRow(read, row),
    adminActionFromRow: (row: R): AdminAction => adminActionFromRow(read, row),
    versionSummaryFromRow: (row: R): VersionSummary => versionSummaryFromRow(read, row),
    versionFromChain: (rows: readonly R[], version: number, current: string): NoteVersion | null =>
      versionFromChain(read, rows, version, current),
  };
}
