// How SQLite hands back and takes the values of the mapping in sql-rows.ts: text as strings, integers (epoch-ms
// times among them) as numbers, flags as 0/1. Reading checks every column's type, so a row that does not match the
// schema fails loudly here instead of leaking a wrong value into a response.
import type { SQLInputValue, SQLOutputValue } from 'node:sqlite';
import type { NotePatch, StoredNote } from './note-store.ts';
import {
  type ColumnReaders,
  NOTE_COLUMNS,
  type NoteColumn,
  noteToValues,
  PATCH_COLUMNS,
  patchParam,
  readNote,
  rowMappers,
} from './sql-rows.ts';

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

/** Readers over the value a row holds for a column, however the row is laid out. */
function readersOver<R, C extends string>(at: (row: R, column: C) => SQLOutputValue | undefined): ColumnReaders<R, C> {
  return {
    text: (row, column) => textValue(at(row, column), column),
    integer: (row, column) => integerValue(at(row, column), column),
    flag: (row, column) => integerValue(at(row, column), column) === 1,
    isNull: (row, column) => at(row, column) === null,
    bytes: (row, column) => {
      const value = at(row, column);
      if (!(value instanceof Uint8Array)) throw new TypeError(`SQLite column ${column} is not a blob`);
      return value;
    },
  };
}

export const {
  ownedNoteFromRow,
  idsFromRow,
  reportFromRow,
  openReportGroupFromRow,
  adminActionFromRow,
  versionSummaryFromRow,
  versionFromChain,
} = rowMappers(readersOver((row: Row, column: string) => row[column]));

/**
 * A note as statements read it: the values of NOTE_COLUMNS, in that order (statement.setReturnArrays). Building an
 * object with named keys for every row read cost about as much as SQLite's lookup itself (spread-read profile).
 */
export type NoteValues = readonly SQLOutputValue[];

const NOTE_INDEX = Object.fromEntries(NOTE_COLUMNS.map((column, index) => [column, index])) as Record<NoteColumn, number>;
const noteValueReaders = readersOver((row: NoteValues, column: NoteColumn) => row[NOTE_INDEX[column]]);

export const noteFromRow = (row: NoteValues): StoredNote => readNote(noteValueReaders, row);

const flagParam = (value: boolean): number => (value ? 1 : 0);

/** A note's values in the order of NOTE_COLUMNS, bound by position (`?1` is share_id, `?2` edit_id). */
export const noteToParams = (note: StoredNote): SQLInputValue[] => noteToValues(note, flagParam);

/**
 * Parameters for the one prepared conditional UPDATE: each column gets a `set_<column>` flag (1 when the
 * patch carries the field) next to its value, because null is itself a value a patch may set.
 */
export function patchToParams(patch: NotePatch): Params {
  const params: Params = {};
  for (const [field, column] of PATCH_COLUMNS) {
    const value = patch[field];
    params[`set_${column}`] = value === undefined ? 0 : 1;
    params[column] = value === undefined ? null : patchParam(value, flagParam);
  }
  return params;
}
