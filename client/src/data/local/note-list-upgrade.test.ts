// @vitest-environment node
// A browser that stored notes before the notes' list existed (Dexie version 7): opening the new version fills the list
// from them, so My notes shows every note at once, and from then on the list follows each change.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, expect, it, vi } from 'vitest';
import { DB_NAME, TABLES } from '../probe/schema-names.ts';
import { olderDatabase } from '../testing/older-database.ts';

const note = (shareId: string, title: string, extra: Record<string, unknown> = {}) => ({
  shareId,
  editId: `${shareId}-edit`.padEnd(32, 'e'),
  origin: 'written-here',
  title,
  content: `<p>${title}</p><p>${'a long text '.repeat(1_000)}</p>`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  expiresAt: null,
  version: 2,
  renamed: false,
  hasPassword: false,
  syncStatus: 'synced',
  ...extra,
});

afterEach(async () => {
  (await import('./db.ts')).db.close();
});

it('notes stored before the list: the new version lists each of them, without their texts, and keeps the list in step after', async () => {
  const before = olderDatabase(7);
  await before.table(TABLES.notes).bulkAdd([
    note('shopping', 'Shopping'),
    note('locked', '', { content: '', sealed: 'envelope', origin: 'account' }),
    note('leaving', 'Left behind', { leaving: true, syncStatus: 'pending' }),
  ]);
  before.close();

  const { db } = await import('./db.ts');
  const { listEntry } = await import('./note-list.ts');
  const notes = await db.notes.toArray();
  expect(await db.noteList.toArray()).toEqual(notes.map(listEntry));
  expect(await db.noteList.get('shopping')).toMatchObject({ title: 'Shopping', locked: false, updatedAt: '2026-01-02T00:00:00.000Z' });
  expect(await db.noteList.get('locked')).toMatchObject({ locked: true });
  expect(await db.noteList.get('leaving')).toMatchObject({ leaving: true });
  expect(JSON.stringify(await db.noteList.toArray())).not.toContain('a long text');

  await db.notes.update('shopping', { title: 'Groceries', renamed: true });
  expect(await db.noteList.get('shopping')).toMatchObject({ title: 'Groceries', renamed: true });
});

it('a database from before the earlier upgrades too: they run on the way without the list, then it lists every note', async () => {
  await Dexie.delete(DB_NAME);
  vi.resetModules();
  const old = new Dexie(DB_NAME);
  old.version(3).stores({ [TABLES.scratch]: 'id', [TABLES.notes]: 'shareId', [TABLES.outbox]: '++id, shareId, status', [TABLES.accountNotes]: 'id', [TABLES.signOut]: 'id' });
  const { origin: _unknownThen, ...recipe } = note('recipe', 'Recipe');
  await old.table(TABLES.notes).add(recipe);
  old.close();

  const { db } = await import('./db.ts');
  const { listEntry } = await import('./note-list.ts');
  const notes = await db.notes.toArray();
  // Version 7's upgrade gave it an origin on the way (it was not known then): the list has it as the note does.
  expect(notes[0]).toMatchObject({ origin: 'edit-link' });
  expect(await db.noteList.toArray()).toEqual(notes.map(listEntry));
});
