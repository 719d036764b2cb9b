// @vitest-environment node
// The notes' list (note-list.ts): My notes reads each note's row, never its text, and every way a note is written here
// keeps the row in step — against the real server, with the commands, the sync and the account's flows.
import 'fake-indexeddb/auto';
import { Dexie, liveQuery, type DBCore, type Middleware } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToAccount } from '../account/sign-in-claim.ts';
import { signOutHere } from '../account/sign-out.ts';
import { refreshAccountNotes } from '../sync/on-demand/account-notes.ts';
import { drainOutbox } from '../sync/sync-engine.ts';
import { newNoteIds } from './note-ids.ts';
import { deleteNote, importEditLink, publishNote, renameNote, saveNoteContent, setNoteExpiry, setNotePassword } from './commands.ts';
import { db } from './db.ts';
import { listEntry } from './note-list.ts';
import { listedNotes } from './queries.ts';
import { DB_NAME, TABLES } from '../probe/schema-names.ts';
import { freshLocalData } from '../testing/local-data.ts';
import { memoryStorage } from '../testing/memory-storage.ts';
import type { TestServer } from '../testing/test-server.ts';
import type { LocalNote } from './types.ts';

/** What this browser reads of the notes' table: each note read by id, and every read going through the table. */
const notesRead = { byId: 0, scans: 0 };
const countingReads: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'CountingNoteReads',
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      if (name !== TABLES.notes) return table;
      return {
        ...table,
        get: (request) => {
          notesRead.byId += 1;
          return table.get(request);
        },
        getMany: (request) => {
          notesRead.byId += request.keys.length;
          return table.getMany(request);
        },
        query: (request) => {
          notesRead.scans += 1;
          return table.query(request);
        },
        openCursor: (request) => {
          notesRead.scans += 1;
          return table.openCursor(request);
        },
      };
    },
  }),
};
db.use(countingReads);

let server: TestServer;
beforeEach(async () => {
  server = await freshLocalData();
  vi.stubGlobal('localStorage', memoryStorage());
});

/** The list holds exactly each note's row, as the note is now. */
async function expectListInStep(): Promise<void> {
  const [notes, rows] = await Promise.all([db.notes.toArray(), db.noteList.toArray()]);
  expect(rows).toEqual(notes.map(listEntry));
}

const rowOf = (shareId: string) => db.noteList.get(shareId);

describe('the notes’ list follows every change of a note', () => {
  it('publishing, typing, renaming, expiry, a password, syncing and deleting: each shows in the list at once', async () => {
    const { shareId } = await publishNote({ content: '<p>Packing list</p>' });
    expect(await rowOf(shareId)).toMatchObject({ title: 'Packing list', version: 0, syncStatus: 'pending', origin: 'written-here' });
    await expectListInStep();

    await saveNoteContent(shareId, '<p>Packing list</p><p>passport</p>');
    await expectListInStep();
    await renameNote(shareId, 'Trip');
    expect(await rowOf(shareId)).toMatchObject({ title: 'Trip', renamed: true });
    await setNoteExpiry(shareId, '1w');
    await setNotePassword(shareId, 'correct horse');
    await expectListInStep();

    await drainOutbox();
    expect(await rowOf(shareId)).toMatchObject({ title: 'Trip', syncStatus: 'synced', hasPassword: true });
    expect((await rowOf(shareId))?.version).toBeGreaterThan(0);
    expect((await rowOf(shareId))?.expiresAt).not.toBeNull();
    await expectListInStep();

    await deleteNote(shareId);
    await drainOutbox();
    expect(await db.noteList.count()).toBe(0);
    await expectListInStep();
  });

  it('a first line too long for a title: the row knows the title was cut, without the text; renamed, it was not', async () => {
    const line = 'A very long first line that goes on about the whole agenda of the meeting on Friday';
    const { shareId } = await publishNote({ content: `<p>${line}</p><p>more</p>` });
    const row = await rowOf(shareId);
    expect(row).toMatchObject({ titleCut: true, renamed: false });
    expect(row).not.toHaveProperty('content');
    await renameNote(shareId, line.slice(0, 60));
    expect(await rowOf(shareId)).toMatchObject({ titleCut: false, renamed: true });
  });

  it('an end-to-end encrypted note this device has no key for is listed as locked, without its envelope', () => {
    const note: LocalNote = {
      shareId: 'locked-note',
      editId: 'edit',
      origin: 'account',
      title: '',
      content: '',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: null,
      version: 3,
      renamed: false,
      hasPassword: false,
      syncStatus: 'synced',
      sealed: 'e'.repeat(10_000),
    };
    const row = listEntry(note);
    expect(row.locked).toBe(true);
    expect(JSON.stringify(row)).not.toContain('eeee');
  });

  it('a change that fails halfway leaves neither the note nor its row', async () => {
    const { shareId } = await publishNote({ content: '<p>Before</p>' });
    const note = (await db.notes.get(shareId))!;
    await expect(
      db.transaction('rw', db.notes, async () => {
        await db.notes.put({ ...note, title: 'Half done' });
        throw new Error('the tab closed');
      }),
    ).rejects.toThrow('the tab closed');
    expect(await rowOf(shareId)).toMatchObject({ title: 'Before' });
    await expectListInStep();
  });

  it('adding a note this browser already holds again changes neither the note nor its row', async () => {
    const { shareId } = await publishNote({ content: '<p>The real one</p>' });
    const note = (await db.notes.get(shareId))!;
    const { shareId: other } = await newNoteIds();
    await expect(db.notes.bulkAdd([{ ...note, shareId: other }, { ...note, title: 'An impostor' }])).rejects.toThrow();
    expect(await rowOf(shareId)).toMatchObject({ title: 'The real one' });
    await expectListInStep();
  });

  it('signing out offline hides the account’s notes from the list; once their changes are delivered, nothing stays', async () => {
    await server.signUp();
    const session = (await server.session())!;
    const { shareId } = await publishNote({ content: '<p>Account note</p>' });
    await drainOutbox();
    await refreshAccountNotes();
    server.offline = true;
    await saveNoteContent(shareId, '<p>Account note, changed offline</p>');

    await signOutHere(session);
    expect(await rowOf(shareId)).toMatchObject({ leaving: true });
    expect(await listedNotes()).toEqual([]);
    await expectListInStep();

    server.offline = false;
    await drainOutbox();
    expect(await db.noteList.count()).toBe(0);
    await expectListInStep();
  });

  it('a note opened from someone’s link, then added to the account: the row says whose it is at each step', async () => {
    await server.signUp();
    const { shareId, editId } = await newNoteIds();
    await server.createElsewhere({ content: '<p>Shared recipe</p>', share_id: shareId, edit_id: editId });
    await importEditLink(editId);
    expect(await rowOf(shareId)).toMatchObject({ origin: 'edit-link', title: 'Shared recipe' });
    await refreshAccountNotes();

    expect(await addToAccount(shareId)).toBe(true);
    expect(await rowOf(shareId)).toMatchObject({ origin: 'account' });
    await expectListInStep();
  });
});

describe('a tab still running the build from before the list', () => {
  it('a note it published or deleted meanwhile is listed, or not, from this build’s next start', async () => {
    const { shareId: kept } = await publishNote({ content: '<p>Kept</p>' });
    const { shareId: deleted } = await publishNote({ content: '<p>Deleted in the old tab</p>' });
    const note = (await db.notes.get(kept))!;
    // The old build opens the database as it finds it, without the middleware, and writes the notes alone.
    const oldTab = new Dexie(DB_NAME);
    await oldTab.open();
    await oldTab.table(TABLES.notes).put({ ...note, shareId: 'published-in-the-old-tab', title: 'From the old tab' });
    await oldTab.table(TABLES.notes).delete(deleted);
    oldTab.close();
    expect(await rowOf('published-in-the-old-tab')).toBeUndefined();

    db.close();
    await db.open();

    expect(await rowOf('published-in-the-old-tab')).toMatchObject({ title: 'From the old tab' });
    expect(await rowOf(deleted)).toBeUndefined();
    await expectListInStep();
  });
});

describe('a save with thousands of notes on the device', () => {
  it('reads the saved note by id only, while My notes is open: no note’s text is read by the list', async () => {
    const { shareId } = await publishNote({ content: '<p>The one being typed in</p>' });
    const saved = (await db.notes.get(shareId))!;
    const others = Array.from({ length: 2_000 }, (_, index): LocalNote => ({
      ...saved,
      shareId: `other-${String(index).padStart(4, '0')}`,
      title: `Note ${index}`,
      content: `<p>Note ${index}</p><p>${'Some text of a long note. '.repeat(40)}</p>`,
    }));
    await db.notes.bulkAdd(others);

    // My notes is open: its live query answers again after every change.
    const answers: string[] = [];
    const subscription = liveQuery(listedNotes).subscribe((notes) => answers.push(notes.find((note) => note.shareId === shareId)?.updatedAt ?? ''));
    try {
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      notesRead.byId = 0;
      notesRead.scans = 0;

      await saveNoteContent(shareId, '<p>The one being typed in, a word more</p>');
      await vi.waitFor(() => expect(answers.at(-1)).not.toBe(answers[0]));

      expect(notesRead.scans).toBe(0);
      // The save reads the note it changes (and the outbox's op reads it again); the list reads none.
      expect(notesRead.byId).toBeLessThanOrEqual(3);
    } finally {
      subscription.unsubscribe();
    }
  });
});
