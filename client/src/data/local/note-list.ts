// The notes' list (NoteListEntry): a row per note without its text, in its own table, so My notes and the counts read
// thousands of notes without reading megabytes of text on every save. One owner keeps it in step: this middleware,
// below every Dexie call, widens each read-write transaction on the notes to the list and mirrors every write of a
// note (add, put, update, modify, delete, clear) into it in that same transaction, so no command can forget it and a
// note and its row land together or not at all (docs/design.md §6.2).
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, Dexie, Middleware } from 'dexie';
import { titleWasCut } from '../../../../shared/text/title.ts';
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

/**
 * Adds the rows of notes that have none and drops rows whose note is gone: a tab still running a build from before
 * the list (it opens this database as it is, without the middleware) may have published or deleted a note meanwhile.
 * Reads only keys, so it costs nothing at every start. A change such a tab made to a note already listed shows in its
 * row from the note's next write here.
 */
export async function mendNoteList(database: Dexie): Promise<void> {
  const notes = database.table<LocalNote, string>(TABLES.notes);
  const rows = database.table<NoteListEntry, string>(TABLES.noteList);
  const [noteKeys, rowKeys] = await Promise.all([notes.toCollection().primaryKeys(), rows.toCollection().primaryKeys()]);
  const listed = new Set(rowKeys);
  const held = new Set(noteKeys);
  const missing = noteKeys.filter((key) => !listed.has(key));
  const gone = rowKeys.filter((key) => !held.has(key));
  if (missing.length === 0 && gone.length === 0) return;
  await database.transaction('rw', notes, rows, async () => {
    const found = (await notes.bulkGet(missing)).filter((note): note is LocalNote => note !== undefined);
    await rows.bulkPut(found.map(listEntry));
    await rows.bulkDelete(gone);
  });
}
