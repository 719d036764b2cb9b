// The end-to-end encryption half of the NoteStore contract (docs/design.md §10): the flag is stored and listed, a
// conversion (a versioned patch setting `encrypted: true` on a plaintext note) leaves no plaintext version in the
// history, and a report may keep a note key that the operator's listing can show. Declared inside the main
// contract suite (its fresh store per test and its clock), so every backend runs it.
import { beforeEach, describe, expect, it } from 'vitest';
import { storedNote } from '../test-support/stored-note.ts';
import type { NoteStore, StoredNote } from './note-store.ts';

const ENVELOPE_1 = `e2e1.${'A'.repeat(16)}.${'B'.repeat(40)}`;
const ENVELOPE_2 = `e2e1.${'C'.repeat(16)}.${'D'.repeat(40)}`;
const KEY = `${'k'.repeat(42)}A`;

export function describeEncryptionContract(current: () => NoteStore, at: (offsetMs: number) => Date): void {
  const plaintext = (overrides: Partial<StoredNote> = {}): StoredNote =>
    storedNote(at(0), { title: 'Diary', content: '<p>My secret diary</p>', ...overrides });

  describe('end-to-end encrypted notes', () => {
    let store: NoteStore;
    beforeEach(() => {
      store = current();
    });

    it('the flag reads back by share id, by edit id and in the owner’s list; other notes read false', async () => {
      const sealed = storedNote(at(0), { title: '', content: ENVELOPE_1, encrypted: true, ownerId: 'alice' });
      const open = plaintext({ ownerId: 'alice', updatedAt: at(-1) });
      await store.insert(sealed);
      await store.insert(open);
      expect(await store.findByShareId(sealed.shareId, at(0))).toEqual(sealed);
      expect(await store.findByEditId(sealed.editId, at(0))).toEqual(sealed);
      expect((await store.listByOwner('alice', at(0))).map((note) => [note.shareId, note.encrypted, note.title])).toEqual([
        [sealed.shareId, true, ''],
        [open.shareId, false, 'Diary'],
      ]);
    });

    it('a conversion deletes every plaintext version; the versions after it are kept as usual', async () => {
      const note = plaintext();
      await store.insert(note);
      await store.updateIfVersion(note.shareId, 1, { content: '<p>Second secret</p>', title: 'Second', updatedAt: at(1000), version: 2 }, at(1000));
      const converted = await store.updateIfVersion(
        note.shareId,
        2,
        { content: ENVELOPE_1, title: '', encrypted: true, renamed: false, updatedAt: at(2000), version: 3 },
        at(2000),
        '<p>Second secret</p>',
      );
      expect(converted).toMatchObject({ encrypted: true, content: ENVELOPE_1, title: '', version: 3 });
      expect(await store.listVersions(note.shareId, at(2000), null, 50)).toEqual([
        { version: 3, updatedAt: at(2000), title: '', size: ENVELOPE_1.length },
      ]);
      for (const version of [1, 2]) expect(await store.getVersion(note.shareId, version, at(2000))).toBeNull();

      await store.updateIfVersion(note.shareId, 3, { content: ENVELOPE_2, title: '', updatedAt: at(3000), version: 4 }, at(3000));
      expect(await store.findByShareId(note.shareId, at(3000))).toMatchObject({ encrypted: true, content: ENVELOPE_2 });
      expect(await store.getVersion(note.shareId, 3, at(3000))).toEqual({ version: 3, updatedAt: at(2000), title: '', content: ENVELOPE_1 });
    });

    it('a refused conversion (stale version) keeps the note and its history as they were', async () => {
      const note = plaintext();
      await store.insert(note);
      await store.updateIfVersion(note.shareId, 1, { content: '<p>Second</p>', version: 2, updatedAt: at(1000) }, at(1000));
      expect(await store.updateIfVersion(note.shareId, 1, { content: ENVELOPE_1, title: '', encrypted: true, version: 2 }, at(2000))).toBeNull();
      expect(await store.findByShareId(note.shareId, at(2000))).toMatchObject({ encrypted: false, content: '<p>Second</p>' });
      expect(await store.getVersion(note.shareId, 1, at(2000))).toMatchObject({ content: '<p>My secret diary</p>' });
    });

    it('settings changes keep the flag', async () => {
      const sealed = storedNote(at(0), { title: '', content: ENVELOPE_1, encrypted: true });
      await store.insert(sealed);
      const updated = await store.updateIfVersion(sealed.shareId, 1, { expiresAt: at(60_000), passwordHash: 'h', passwordVersion: 1 }, at(1));
      expect(updated).toMatchObject({ encrypted: true, content: ENVELOPE_1 });
    });

    it('a report keeps the key its reporter included, and the open listing names each distinct key once', async () => {
      const sealed = storedNote(at(0), { title: '', content: ENVELOPE_1, encrypted: true });
      await store.insert(sealed);
      await store.insertReport({ shareId: sealed.shareId, reason: 'illegal', details: null, createdAt: at(1), key: KEY });
      await store.insertReport({ shareId: sealed.shareId, reason: 'illegal', details: null, createdAt: at(2), key: KEY });
      await store.insertReport({ shareId: sealed.shareId, reason: 'illegal', details: null, createdAt: at(3), key: null });
      expect((await store.listReports(sealed.shareId)).map((report) => report.key)).toEqual([KEY, KEY, null]);
      expect(await store.listOpenReports()).toEqual([
        { shareId: sealed.shareId, reason: 'illegal', count: 3, firstAt: at(1), lastAt: at(3), keys: [KEY] },
      ]);
    });
  });
}
