// Conversions between SQLite rows (snake_case, epoch-ms integers, 0/1 flags) and the port's types.
// Reading checks every column's type, so a row that does not match the schema fails loudly here
// instead of leaking a wrong value into a response.
import type { SQLInputValue, SQLOutputValue } from 'node:sqlite';
import type { AdminAction, OpenReportGroup } from './moderation-store.ts';
import type { NotePatch, OwnedNote, StoredNote, StoredReport } from './note-store.ts';

type Row = Record<string, SQLOutputValue>;
type Params = Record<string, SQLInputValue>;

function textValue(value: SQLOutputValue | undefined, column: string): string {
  if (typeof value !== 'string') throw new TypeError(`SQLite column ${column} is not text`);
  return value;
}

function integerValue(value: SQLOutputValue | undefined, column: string): number {
  if (typeof value !== 'number') throw new TypeError(`SQLite column ${column} is not an integer`);
  return value;
}

const text = (row: Row, column: string): string => textValue(row[column], column);
const integer = (row: Row, column: string): number => integerValue(row[column], column);
const textOrNull = (row: Row, column: string): string | null => (row[column] === null ? null : text(row, column));

/**
 * A note as statements read it: the values of NOTE_COLUMNS, in that order (statement.setReturnArrays). Building an
 * object with named keys for every row read cost about as much as SQLite's lookup itself (spread-read profile).
 */
export type NoteValues = readonly SQLOutputValue[];

const at = (row: NoteValues, column: NoteColumn): SQLOutputValue | undefined => row[NOTE_INDEX[column]];
const textAt = (row: NoteValues, column: NoteColumn): string => textValue(at(row, column), column);
const textOrNullAt = (row: NoteValues, column: NoteColumn): string | null => (at(row, column) === null ? null : textAt(row, column));
const integerAt = (row: NoteValues, column: NoteColumn): number => integerValue(at(row, column), column);
const dateOrNullAt = (row: NoteValues, column: NoteColumn): Date | null => (at(row, column) === null ? null : new Date(integerAt(row, column)));

export function noteFromRow(row: NoteValues): StoredNote {
  return {
    shareId: textAt(row, 'share_id'),
    editId: textAt(row, 'edit_id'),
    title: textAt(row, 'title'),
    content: textAt(row, 'content'),
    createdAt: new Date(integerAt(row, 'created_at')),
    updatedAt: new Date(integerAt(row, 'updated_at')),
    expiresAt: dateOrNullAt(row, 'expires_at'),
    version: integerAt(row, 'version'),
    passwordHash: textOrNullAt(row, 'password_hash'),
    passwordVersion: integerAt(row, 'password_version'),
    renamed: integerAt(row, 'renamed') === 1,
    ownerId: textOrNullAt(row, 'owner_id'),
    failedAttempts: integerAt(row, 'failed_attempts'),
    disabledAt: dateOrNullAt(row, 'disabled_at'),
    encrypted: integerAt(row, 'encrypted') === 1,
  };
}

/** The columns an owner's list reads (no content). */
export const OWNED_NOTE_COLUMNS = ['share_id', 'edit_id', 'title', 'created_at', 'updated_at', 'version', 'encrypted'] as const;

export function ownedNoteFromRow(row: Row): OwnedNote {
  return {
    shareId: text(row, 'share_id'),
    editId: text(row, 'edit_id'),
    title: text(row, 'title'),
    createdAt: new Date(integer(row, 'created_at')),
    updatedAt: new Date(integer(row, 'updated_at')),
    version: integer(row, 'version'),
    encrypted: integer(row, 'encrypted') === 1,
  };
}

/** The share id and edit id of a row (what a tombstone keeps). */
export function idsFromRow(row: Row): [string, string] {
  return [text(row, 'share_id'), text(row, 'edit_id')];
}

/** Every notes column, in the order of noteToParams and of the values noteFromRow reads. */
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
type NoteColumn = (typeof NOTE_COLUMNS)[number];
const NOTE_INDEX = Object.fromEntries(NOTE_COLUMNS.map((column, index) => [column, index])) as Record<NoteColumn, number>;

/** A note's values in the order of NOTE_COLUMNS, bound by position (`?1` is share_id, `?2` edit_id). */
export function noteToParams(note: StoredNote): SQLInputValue[] {
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
    note.renamed ? 1 : 0,
    note.ownerId,
    note.failedAttempts,
    note.disabledAt?.getTime() ?? null,
    note.encrypted ? 1 : 0,
  ];
}

/** The fields a patch may change and their columns; the conditional UPDATE is generated from this list. */
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

function toSql(value: string | number | boolean | Date | null): SQLInputValue {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/**
 * Parameters for the one prepared conditional UPDATE: each column gets a `set_<column>` flag (1 when the
 * patch carries the field) next to its value, because null is itself a value a patch may set.
 */
export function patchToParams(patch: NotePatch): Params {
  const params: Params = {};
  for (const [field, column] of PATCH_COLUMNS) {
    const value = patch[field];
    params[`set_${column}`] = value === undefined ? 0 : 1;
    params[column] = value === undefined ? null : toSql(value);
  }
  return params;
}

export function reportFromRow(row: Row): StoredReport {
  return {
    shareId: text(row, 'share_id'),
    reason: text(row, 'reason'),
    details: textOrNull(row, 'details'),
    createdAt: new Date(integer(row, 'created_at')),
    key: textOrNull(row, 'note_key'),
  };
}

export function openReportGroupFromRow(row: Row): OpenReportGroup {
  return {
    shareId: text(row, 'share_id'),
    reason: text(row, 'reason'),
    count: integer(row, 'count'),
    firstAt: new Date(integer(row, 'first_at')),
    lastAt: new Date(integer(row, 'last_at')),
    // group_concat's comma never occurs in a key (base64url).
    keys: row.keys === null ? [] : text(row, 'keys').split(',').sort(),
  };
}

const ADMIN_ACTIONS: readonly AdminAction['action'][] = ['disable', 'enable', 'delete', 'dismiss'];

export function adminActionFromRow(row: Row): AdminAction {
  const action = ADMIN_ACTIONS.find((known) => known === row.action);
  if (!action) throw new TypeError(`SQLite column action holds an unknown action`);
  return { at: new Date(integer(row, 'at')), action, shareId: text(row, 'share_id'), detail: textOrNull(row, 'detail') };
}
