// The notes' list (NoteListEntry): a row per note without its text, in its own table, so My notes and the counts read
// thousands of notes without reading megabytes of text on every save. One owner keeps it in step: this middleware,
// below every Dexie call, widens each read-write transaction on the notes to the list and mirrors every write of a
// note (add, put, update, modify, delete, clear) into it in that same transaction, so no command can forget it and a
// note and its row land together or not at all (docs/design.md §6.2).
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, Middleware } from 'dexie';
import { titleWasCut } from '../../../../shared/title.ts';
import { TABLES } from '../probe/schema-names.ts';
import type { LocalNote, NoteListEntry } from './types.ts';

/** The note's row in the list. */
export function listEntry(note: LocalNote): NoteListEntry {
  const { shareId, key, origin, title, renamed, createdAt, updatedAt, expiresAt, version, hasPassword, syncStatus, lastError, leaving } = note;
  return {
    shareId,
    key,
    origin,
    title,
    renamed,
    titleCut: !renamed && titleWasCut(title, note.content),
    createdAt,
    updatedAt,
    expiresAt,
    version,
    hasPassword,
    syncStatus,
    lastError,
    leaving,
    locked: note.sealed !== undefined,
  };
}

/** The list's side of a write to the notes that succeeded as `done` says; null when nothing changed. */
function mirrored(request: DBCoreMutateRequest, done: DBCoreMutateResponse): DBCoreMutateRequest | null {
  const { trans } = request;
  switch (request.type) {
    case 'add':
    case 'put': {
      // Values the store refused (a bulk add's duplicate key) were not written, so their rows are not either.
      const written = request.values.filter((_, index) => !(index in done.failures)) as LocalNote[];
      return written.length === 0 ? null : { type: 'put', trans, values: written.map(listEntry) };
    }
    case 'delete':
      return { type: 'delete', trans, keys: request.keys };
    case 'deleteRange':
      return { type: 'deleteRange', trans, range: request.range };
  }
}

export const noteListMirror: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'NoteList',
  create(down) {
    // An upgrade from before the list existed runs its steps without it; the step creating it fills it (db.ts).
    if (!down.schema.tables.some((table) => table.name === TABLES.noteList)) return down;
    const list = down.table(TABLES.noteList);
    return {
      ...down,
      transaction(stores, mode, options) {
        const widen = mode === 'readwrite' && stores.includes(TABLES.notes) && !stores.includes(TABLES.noteList);
        return down.transaction(widen ? [...stores, TABLES.noteList] : stores, mode, options);
      },
      table(name) {
        const table = down.table(name);
        if (name !== TABLES.notes) return table;
        return {
          ...table,
          mutate: (request) =>
            table.mutate(request).then((done) => {
              const mirror = mirrored(request, done);
              return mirror ? list.mutate(mirror).then(() => done) : done;
            }),
        };
      },
    };
  },
};
