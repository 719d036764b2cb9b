// Conversions between PostgreSQL rows (snake_case, epoch-ms bigints, booleans) and the port's types. node-postgres
// hands bigint and count(*) back as strings (they may not fit a JavaScript number); every one this schema holds
// does, so they are read as numbers here. Reading checks every column's type, so a row that does not match the
// schema fails loudly instead of leaking a wrong value into a response.
import type { AdminAction, OpenReportGroup } from './moderation-store.ts';
import type { NotePatch, OwnedNote, StoredNote, StoredReport } from './note-store.ts';

export type Row = Record<string, unknown>;

export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new TypeError(`PostgreSQL column ${column} is not text`);
  return value;
}

/** An integer or bigint column (bigints arrive as decimal strings). */
export function integer(row: Row, column: string): number {
  const value = row[column];
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw new TypeError(`PostgreSQL column ${column} is not an integer`);
  return number;
}

export function flag(row: Row, column: string): boolean {
  const value = row[column];
  if (typeof value !== 'boolean') throw new TypeError(`PostgreSQL column ${column} is not a boolean`);
  return value;
}

export function bytes(row: Row, column: string): Uint8Array {
  const value = row[column];
  if (!(value instanceof Uint8Array)) throw new TypeError(`PostgreSQL column ${column} is not bytea`);
  return value;
}

const textOrNull = (row: Row, column: string): string | null => (row[column] === null ? null : text(row, column));
const dateOrNull = (row: Row, column: string): Date | null => (row[column] === null ? null : new Date(integer(row, column)));

/** Every notes column, in the order of noteToParams ($1 is share_id, $2 edit_id). */
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

export const NOTE_SELECT = NOTE_COLUMNS.join(', ');

export function noteFromRow(row: Row): StoredNote {
  return {
    shareId: text(row, 'share_id'),
    editId: text(row, 'edit_id'),
    title: text(row, 'title'),
    content: text(row, 'content'),
    createdAt: new Date(integer(row, 'created_at')),
    updatedAt: new Date(integer(row, 'updated_at')),
    expiresAt: dateOrNull(row, 'expires_at'),
    version: integer(row, 'version'),
    passwordHash: textOrNull(row, 'password_hash'),
    passwordVersion: integer(row, 'password_version'),
    renamed: flag(row, 'renamed'),
    ownerId: textOrNull(row, 'owner_id'),
    failedAttempts: integer(row, 'failed_attempts'),
    disabledAt: dateOrNull(row, 'disabled_at'),
    encrypted: flag(row, 'encrypted'),
  };
}

export function noteToParams(note: StoredNote): unknown[] {
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
    note.renamed,
    note.ownerId,
    note.failedAttempts,
    note.disabledAt?.getTime() ?? null,
    note.encrypted,
  ];
}

/** The columns an owner's list reads (no content). */
export const OWNED_NOTE_SELECT = ['share_id', 'edit_id', 'title', 'created_at', 'updated_at', 'version', 'encrypted'].join(', ');

export function ownedNoteFromRow(row: Row): OwnedNote {
  return {
    shareId: text(row, 'share_id'),
    editId: text(row, 'edit_id'),
    title: text(row, 'title'),
    createdAt: new Date(integer(row, 'created_at')),
    updatedAt: new Date(integer(row, 'updated_at')),
    version: integer(row, 'version'),
    encrypted: flag(row, 'encrypted'),
  };
}

/** The fields a patch may change and their columns. */
const PATCH_COLUMNS: readonly (readonly [keyof NotePatch, string])[] = [
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

/**
 * The SET assignments of a patch, numbered from `$first`, with their values: only the fields the patch carries
 * (null is itself a value a patch may set, so absence is told by undefined).
 */
export function patchAssignments(patch: NotePatch, first: number): { assignments: string[]; values: unknown[] } {
  const assignments: string[] = [];
  const values: unknown[] = [];
  for (const [field, column] of PATCH_COLUMNS) {
    const value = patch[field];
    if (value === undefined) continue;
    values.push(value instanceof Date ? value.getTime() : value);
    assignments.push(`${column} = $${first + values.length - 1}`);
  }
  return { assignments, values };
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
    // string_agg's comma never occurs in a key (base64url).
    keys: row.keys === null ? [] : text(row, 'keys').split(',').sort(),
  };
}

const ADMIN_ACTIONS: readonly AdminAction['action'][] = ['disable', 'enable', 'delete', 'dismiss'];

export function adminActionFromRow(row: Row): AdminAction {
  const action = ADMIN_ACTIONS.find((known) => known === row.action);
  if (!action) throw new TypeError('PostgreSQL column action holds an unknown action');
  return { at: new Date(integer(row, 'at')), action, shareId: text(row, 'share_id'), detail: textOrNull(row, 'detail') };
}
