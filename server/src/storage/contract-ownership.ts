// The account half of the NoteStore contract: listing an owner's notes, claiming a note by its edit id and
// deleting everything an account owns. Declared inside the main contract suite (its fresh store per test and
// its clock), so every backend runs it.
import { beforeEach, describe, expect, it } from 'vitest';
import { newEditId } from '../../../shared/ids.ts';
import { storedNote } from '../test-support/stored-note.ts';
import type { NoteStore, OwnedNote, StoredNote } from './note-store.ts';

/** What an owner's list holds of a note: no content. */
const listed = ({ shareId, editId, title, createdAt, updatedAt, version, encrypted }: StoredNote): OwnedNote => ({
  shareId,
  editId,
  title,
  createdAt,
  updatedAt,
  version,
  encrypted,
});

export function describeOwnershipContract(current: () => NoteStore, at: (offsetMs: number) => Date): void {
  const makeNote = (overrides: Partial<StoredNote> = {}): StoredNote => storedNote(at(0), overrides);

  describe('ownership', () => {
    let store: NoteStore;
    beforeEach(() => {
      store = current();
    });

    it("an owner's list holds only their live notes, most recently updated first, with title and version but no content", async () => {
      const older = makeNote({ ownerId: 'alice', updatedAt: at(-2000), title: 'Older', version: 3 });
      const newer = makeNote({ ownerId: 'alice', updatedAt: at(-1000), title: 'Newer', version: 1, content: '<p>Large</p>'.repeat(1000) });
      const expired = makeNote({ ownerId: 'alice', createdAt: at(-5000), updatedAt: at(-500), expiresAt: at(-1) });
      const foreign = makeNote({ ownerId: 'bob' });
      const unowned = makeNote();
      for (const note of [older, newer, expired, foreign, unowned]) await store.insert(note);
      expect(await store.listByOwner('alice', at(0))).toEqual([listed(newer), listed(older)]);
      expect(await store.listByOwner('nobody', at(0))).toEqual([]);
    });

    it('a claim with the right edit id makes the note the owner’s without moving its version', async () => {
      const note = makeNote({ version: 4 });
      await store.insert(note);
      const claimed = await store.claim(note.shareId, note.editId, 'alice', at(0));
      expect(claimed).toEqual({ ...note, ownerId: 'alice' });
      expect(await store.findByShareId(note.shareId, at(0))).toEqual({ ...note, ownerId: 'alice' });
    });

    it('claiming again is harmless, and another account cannot take an owned note', async () => {
      const note = makeNote();
      await store.insert(note);
      await store.claim(note.shareId, note.editId, 'alice', at(0));
      expect(await store.claim(note.shareId, note.editId, 'alice', at(0))).toEqual({ ...note, ownerId: 'alice' });
      expect(await store.claim(note.shareId, note.editId, 'mallory', at(0))).toBeNull();
      expect((await store.findByShareId(note.shareId, at(0)))?.ownerId).toBe('alice');
    });

    it('a wrong edit id, a missing note or an expired one is never claimed', async () => {
      const note = makeNote();
      const expired = makeNote({ createdAt: at(-5000), expiresAt: at(-1) });
      await store.insert(note);
      await store.insert(expired);
      expect(await store.claim(note.shareId, newEditId(), 'alice', at(0))).toBeNull();
      expect(await store.claim(expired.shareId, expired.editId, 'alice', at(0))).toBeNull();
      expect(await store.findByShareId(note.shareId, at(0))).toEqual(note);
    });

    it('a note an operator took down cannot be claimed into an account', async () => {
      const note = makeNote({ disabledAt: at(-1000) });
      await store.insert(note);
      expect(await store.claim(note.shareId, note.editId, 'mallory', at(0))).toBeNull();
      expect(await store.findByShareId(note.shareId, at(0))).toEqual(note);
    });

    it("deleting an owner's notes keeps the ones an operator took down, as evidence", async () => {
      const kept = makeNote({ ownerId: 'mallory', disabledAt: at(-1000) });
      const gone = makeNote({ ownerId: 'mallory' });
      for (const note of [kept, gone]) await store.insert(note);
      expect(await store.deleteByOwner('mallory')).toBe(1);
      expect(await store.findByShareId(kept.shareId, at(0))).toEqual(kept);
      expect(await store.findByShareId(gone.shareId, at(0))).toBeNull();
    });

    it("deleting an owner's notes removes all of them, retires their ids and leaves others alone", async () => {
      const mine = [makeNote({ ownerId: 'alice' }), makeNote({ ownerId: 'alice', createdAt: at(-5000), expiresAt: at(-1) })];
      const theirs = makeNote({ ownerId: 'bob' });
      for (const note of [...mine, theirs]) await store.insert(note);
      expect(await store.deleteByOwner('alice')).toBe(2);
      expect(await store.listByOwner('alice', at(-10_000))).toEqual([]);
      expect(await store.insert({ ...mine[0]!, ownerId: null })).toEqual({ inserted: false, existing: null });
      expect(await store.findByShareId(theirs.shareId, at(0))).toEqual(theirs);
      expect(await store.deleteByOwner('alice')).toBe(0);
    });
  });
}
