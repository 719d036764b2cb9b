// The one Dexie schema of the browser database. Versions are append-only: add a new `db.version(n)`
// with an upgrade instead of editing an old one. Names live in schema-names.ts.
import { Dexie } from 'dexie';
import type { EntityTable, Table } from 'dexie';
import { DB_NAME, TABLES } from '../probe/schema-names.ts';
import type { AccountNote } from '../../../../shared/wire/account.ts';
import { listEntry, mendNoteList, noteListMirror } from './note-list.ts';
import type { LocalNote, NoteListEntry, OutboxOp, ScratchRow, SeenVersion, SignOutPending } from './types.ts';

export type JotterDb = Dexie & {
  [TABLES.scratch]: EntityTable<ScratchRow, 'id'>;
  [TABLES.notes]: EntityTable<LocalNote, 'shareId'>;
  [TABLES.outbox]: EntityTable<OutboxOp, 'id'>;
  /** The signed-in account's note list as the server last gave it: which notes here the account confirmed; removed at sign-out. */
  [TABLES.accountNotes]: EntityTable<AccountNote, 'id'>;
  /** At most one row (SIGN_OUT_KEY) while a sign-out on this device waits to reach the server: until then requests still carry the account's session. */
  [TABLES.signOut]: EntityTable<SignOutPending, 'id'>;
  /** The versions of each note this device has seen, the last few per note, for History offline: the texts this device saw stay readable without the server. */
  [TABLES.versions]: Table<SeenVersion, [string, number]>;
  /** Each note's row in the lists, without its text (note-list.ts): written only by the middleware mirroring the notes. */
  [TABLES.noteList]: EntityTable<NoteListEntry, 'shareId'>;
};

// Dexie's documented typing idiom: the tables are attached by `stores()` below, not by a constructor.
export const db = new Dexie(DB_NAME) as JotterDb;

db.use(noteListMirror);
// Before anything else reads the list (Dexie holds other calls until `ready` has run), at every open: Dexie opens
// again by itself after another tab's upgrade closed it. A failure (storage full) must not fail the open with it: a
// row left missing is far less than no notes at all.
db.on('ready', (vipDb) => mendNoteList(vipDb).catch(() => undefined), true);

db.version(1).stores({
  [TABLES.scratch]: 'id',
  [TABLES.notes]: 'shareId',
  [TABLES.outbox]: '++id, shareId, status',
});

db.version(2).stores({
  [TABLES.accountNotes]: 'id',
});

db.version(3).stores({
  [TABLES.signOut]: 'id',
});

// Notes keep the server's copy they are based on (LocalNote.base, for the three-way merge of docs/design.md
// §6.4). A synced note's content is that copy; any other note gets its base with its next acknowledgement.
db.version(4)
  .stores({})
  .upgrade((tx) =>
    tx
      .table<LocalNote, 'shareId'>(TABLES.notes)
      .toCollection()
      .modify((note) => {
        if (note.syncStatus === 'synced' && note.version > 0 && note.base === undefined) note.base = { version: note.version, content: note.content };
      }),
  );

// The versions of each note this device has seen, for History offline (docs/design.md §6.10).
db.version(5).stores({
  [TABLES.versions]: '[shareId+version], shareId',
});

// End-to-end encrypted notes (docs/design.md §10.5): LocalNote.key and .sealed, OutboxOp.sealed. No index and nothing
// to upgrade: every note stored before is a plaintext one.
db.version(6).stores({});

// Where each note came from (LocalNote.origin), which decides whether signing in gives it to the account
// (docs/design.md §6.6). For notes stored before, only a queued create proves the note was written here; a note the
// account's list confirmed is the account's; every other one is taken for one opened from a link and is claimed only
// by the person's choice ("Add to my account"): claiming someone else's note into an account was the mistake this
// version fixes, so an unknown note is never claimed on a guess.
db.version(7)
  .stores({})
  .upgrade(async (tx) => {
    const created = new Set(
      (await tx.table<OutboxOp, number>(TABLES.outbox).toArray()).filter((op) => op.kind === 'create').map((op) => op.shareId),
    );
    const confirmed = new Set((await tx.table<AccountNote, string>(TABLES.accountNotes).toCollection().primaryKeys()).map(String));
    await tx
      .table<LocalNote, 'shareId'>(TABLES.notes)
      .toCollection()
      .modify((note) => {
        note.origin = created.has(note.shareId) ? 'written-here' : confirmed.has(note.shareId) ? 'account' : 'edit-link';
      });
  });

// The notes' list without their texts (note-list.ts, docs/design.md §6.2), filled here from the notes stored before;
// from then on the middleware keeps it in step with every write of a note, upgrades' included.
db.version(8)
  .stores({ [TABLES.noteList]: 'shareId' })
  .upgrade(async (tx) => {
    const entries: NoteListEntry[] = [];
    await tx.table<LocalNote, 'shareId'>(TABLES.notes).each((note) => {
      entries.push(listEntry(note));
    });
    await tx.table<NoteListEntry, 'shareId'>(TABLES.noteList).bulkPut(entries);
  });
