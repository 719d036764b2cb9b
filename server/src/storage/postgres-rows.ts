// How node-postgres hands back and takes the values of the mapping in sql-rows.ts: text as strings, flags as
// booleans, bigints (epoch-ms times among them) and count(*) as strings, since they may not fit a JavaScript number;
// every one this schema holds does, so they are read as numbers here. Reading checks every column's type, so a row
// that does not match the schema fails loudly instead of leaking a wrong value into a response.
import type { NotePatch, StoredNote } from './note-store.ts';
import { NOTE_COLUMNS, noteToValues, OWNED_NOTE_COLUMNS, PATCH_COLUMNS, patchParam, readNote, rowMappers } from './sql-rows.ts';

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

const readers = { text, integer, flag, bytes, isNull: (row: Row, column: string) => row[column] === null };

export const { ownedNoteFromRow, reportFromRow, openReportGroupFromRow, adminActionFromRow, versionSummaryFromRow, versionFromChain } =
  rowMappers(readers);

export const noteFromRow = (row: Row): StoredNote => readNote(readers, row);

/** Every notes column, in the order of noteToParams ($1 is share_id, $2 edit_id). */
export const NOTE_SELECT = NOTE_COLUMNS.join(', ');

/** The columns an owner's list reads (no content). */
export const OWNED_NOTE_SELECT = OWNED_NOTE_COLUMNS.join(', ');

const flagParam = (value: boolean): boolean => value;

export const noteToParams = (note: StoredNote): unknown[] => noteToValues(note, flagParam);

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
    values.push(patchParam(value, flagParam));
    assignments.push(`${column} = $${first + values.length - 1}`);
  }
  return { assignments, values };
}
