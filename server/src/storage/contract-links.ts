// The links half of the NoteStore contract (link-store.ts), run by describeNoteStoreContract on every backend: links
// read back exactly and go with their note; turning off, counting and revealing are each one atomic step (of a reveal
// and a turn-off racing, exactly one happens); replaced and burnt ids are retired with why, and never used again.
import { beforeEach, describe, expect, it } from 'vitest';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { storedNote } from '../test-support/stored-note.ts';
import type { StoredLink } from './link-store.ts';
import type { NoteStore } from './note-store.ts';

export function describeLinksContract(currentStore: () => NoteStore, at: (offsetMs: number) => Date): void {
  describe('links', () => {
    let store: NoteStore;

    beforeEach(() => {
      store = currentStore();
    });

    const linkOf = (shareId: string, overrides: Partial<StoredLink> = {}): StoredLink => ({
      linkId: newShareId(),
      shareId,
      label: null,
      createdAt: at(1),
      expiresAt: null,
      passwordHash: null,
      passwordVersion: 0,
      viewOnce: false,
      openedCount: 0,
      revealedAt: null,
      revokedAt: null,
      ...overrides,
    });

    async function noteWithLink(overrides: Partial<StoredLink> = {}) {
      const note = storedNote(at(0));
      await store.insert(note);
      const link = linkOf(note.shareId, overrides);
      expect(await store.insertLink(link, at(1))).toEqual({ kind: 'inserted', link });
      return { note, link };
    }

    it('a link reads back exactly, is listed oldest first, and a replayed add answers it as it is', async () => {
      const { note, link } = await noteWithLink({
        label: 'for the team — ✓',
        expiresAt: at(86_400_000),
        passwordHash: 'scrypt$hash',
        passwordVersion: 1,
      });
      const second = linkOf(note.shareId, { createdAt: at(2), viewOnce: true });
      await store.insertLink(second, at(2));
      expect(await store.findLink(link.linkId)).toEqual(link);
      expect(await store.listLinks(note.shareId)).toEqual([link, second]);
      await store.countOpen(link.linkId);
      expect(await store.insertLink(link, at(3))).toEqual({ kind: 'exists', link: { ...link, openedCount: 1 } });
    });

    it('an id already used anywhere is refused, and a link needs a live note', async () => {
      const { note, link } = await noteWithLink();
      const other = storedNote(at(0), { expiresAt: at(10) });
      await store.insert(other);
      expect(await store.insertLink({ ...link, shareId: other.shareId }, at(2))).toEqual({ kind: 'taken' });
      expect(await store.insertLink(linkOf(note.shareId, { linkId: other.shareId }), at(2))).toEqual({ kind: 'taken' });
      expect(await store.insertLink(linkOf(other.shareId), at(10))).toEqual({ kind: 'no-note' });
      expect(await store.insertLink(linkOf(newShareId()), at(2))).toEqual({ kind: 'no-note' });
      expect(await store.findLink(newShareId())).toBeNull();
    });

    it('a link turned off stays off, keeps its first time, counts no more opens, and only its note can turn it off', async () => {
      const { note, link } = await noteWithLink();
      expect(await store.countOpen(link.linkId)).toEqual({ ...link, openedCount: 1 });
      expect(await store.revokeLink(newShareId(), link.linkId, at(5))).toBeNull();
      expect(await store.revokeLink(note.shareId, link.linkId, at(5))).toEqual({ ...link, openedCount: 1, revokedAt: at(5) });
      expect(await store.revokeLink(note.shareId, link.linkId, at(9))).toEqual({ ...link, openedCount: 1, revokedAt: at(5) });
      expect(await store.countOpen(link.linkId)).toBeNull();
      expect(await store.revealLink(link.linkId, at(10))).toBeNull();
    });

    it('a view-once link is revealed once however many ask at the same moment; an ordinary link is never revealed', async () => {
      const { link } = await noteWithLink({ viewOnce: true });
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => store.revealLink(link.linkId, at(7))));
      expect(outcomes.filter((outcome) => outcome !== null)).toEqual([{ ...link, openedCount: 1, revealedAt: at(7) }]);
      expect(await store.countOpen(link.linkId)).toBeNull();
      const ordinary = await noteWithLink();
      expect(await store.revealLink(ordinary.link.linkId, at(7))).toBeNull();
    });

    it('a reveal and a turn-off racing: exactly one of them happens', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { note, link } = await noteWithLink({ viewOnce: true });
        const [revealed, after] = await Promise.all([store.revealLink(link.linkId, at(8)), store.revokeLink(note.shareId, link.linkId, at(8))]);
        const stored = await store.findLink(link.linkId);
        expect(stored).toEqual(after);
        expect([stored?.revealedAt !== null, stored?.revokedAt !== null].filter(Boolean)).toHaveLength(1);
        expect(revealed !== null).toBe(stored?.revealedAt !== null);
      }
    });

    it('links go with their note, and their ids stay retired with why: turned off, read, or deleted', async () => {
      const { note, link } = await noteWithLink();
      const off = linkOf(note.shareId);
      const read = linkOf(note.shareId, { viewOnce: true });
      await store.insertLink(off, at(1));
      await store.insertLink(read, at(1));
      await store.revokeLink(note.shareId, off.linkId, at(2));
      await store.revealLink(read.linkId, at(2));
      expect(await store.retiredReason(link.linkId)).toBeNull();
      expect(await store.retiredReason(note.shareId)).toBeNull();
      expect(await store.delete(note.shareId)).toBe(true);
      expect(await store.listLinks(note.shareId)).toEqual([]);
      expect(await store.findLink(link.linkId)).toBeNull();
      expect(await store.retiredReason(link.linkId)).toBe('deleted');
      expect(await store.retiredReason(off.linkId)).toBe('turned-off');
      expect(await store.retiredReason(read.linkId)).toBe('read');
      expect(await store.retiredReason(note.shareId)).toBe('deleted');
      expect(await store.retiredReason(note.editId)).toBe('deleted');
      expect(await store.retiredReason(newShareId())).toBeNull();
      // A retired link id is never a link again, nor a note's id.
      const next = storedNote(at(3));
      await store.insert(next);
      expect(await store.insertLink(linkOf(next.shareId, { linkId: off.linkId }), at(3))).toEqual({ kind: 'taken' });
      expect(await store.insert(storedNote(at(3), { shareId: off.linkId }))).toEqual({ inserted: false, existing: null });
    });

    it('expired notes purged take their links along', async () => {
      const note = storedNote(at(0), { expiresAt: at(100) });
      await store.insert(note);
      const link = linkOf(note.shareId);
      await store.insertLink(link, at(1));
      expect(await store.purgeExpired(at(200), 10)).toBe(1);
      expect(await store.findLink(link.linkId)).toBeNull();
      expect(await store.retiredReason(link.linkId)).toBe('deleted');
    });

    it('a replaced share id: the note, its history and its links move; the old id is retired as replaced', async () => {
      const { note, link } = await noteWithLink();
      await store.updateIfVersion(note.shareId, 1, { content: '<p>Second</p>', version: 2, updatedAt: at(2) }, at(2));
      const next = newShareId();
      const moved = await store.replaceShareId(note.shareId, next, at(3));
      expect(moved).toEqual({ ...note, shareId: next, content: '<p>Second</p>', version: 2, updatedAt: at(2) });
      expect(await store.findByShareId(next, at(3))).toEqual(moved);
      expect(await store.findByEditId(note.editId, at(3))).toEqual(moved);
      expect(await store.findByShareId(note.shareId, at(3))).toBeNull();
      expect(await store.retiredReason(note.shareId)).toBe('replaced');
      expect((await store.listVersions(next, at(3), null, 10))?.map((version) => version.version)).toEqual([2, 1]);
      expect((await store.getVersion(next, 1, at(3)))?.content).toBe(note.content);
      expect(await store.listLinks(next)).toEqual([{ ...link, shareId: next }]);
      // History keeps working under the new id, and the note is deleted whole from there.
      expect(await store.updateIfVersion(next, 2, { content: '<p>Third</p>', version: 3, updatedAt: at(4) }, at(4))).not.toBeNull();
      expect(await store.historyFootprint(next)).toMatchObject({ versions: 2 });
      // Nothing moves onto an id already used or retired, and a gone note moves nowhere.
      expect(await store.replaceShareId(next, note.shareId, at(5))).toBeNull();
      expect(await store.replaceShareId(note.shareId, newShareId(), at(5))).toBeNull();
      expect(await store.insert(storedNote(at(5), { shareId: note.shareId }))).toEqual({ inserted: false, existing: null });
      expect(await store.delete(next)).toBe(true);
      expect(await store.historyFootprint(next)).toBeNull();
      expect(await store.retiredReason(next)).toBe('deleted');
    });

    it('a replaced edit id: only the current one can be replaced, and the old one is retired as replaced', async () => {
      const note = storedNote(at(0));
      await store.insert(note);
      const next = newEditId();
      expect(await store.replaceEditId(note.shareId, newEditId(), newEditId(), at(1))).toBeNull();
      expect(await store.replaceEditId(note.shareId, note.editId, next, at(1))).toEqual({ ...note, editId: next });
      expect(await store.findByEditId(next, at(1))).toEqual({ ...note, editId: next });
      expect(await store.findByEditId(note.editId, at(1))).toBeNull();
      expect(await store.retiredReason(note.editId)).toBe('replaced');
      expect(await store.replaceEditId(note.shareId, note.editId, newEditId(), at(2))).toBeNull();
    });

    it('a burnt note goes with its history and links for exactly one of the callers, its ids retired as read', async () => {
      const { note, link } = await noteWithLink();
      await store.updateIfVersion(note.shareId, 1, { content: '<p>Second</p>', version: 2, updatedAt: at(2) }, at(2));
      const outcomes = await Promise.all([store.burnNote(note.shareId, at(3)), store.burnNote(note.shareId, at(3))]);
      expect(outcomes.filter((outcome) => outcome !== null).map((burnt) => burnt?.content)).toEqual(['<p>Second</p>']);
      expect(await store.findByShareId(note.shareId, at(3))).toBeNull();
      expect(await store.historyFootprint(note.shareId)).toBeNull();
      expect(await store.findLink(link.linkId)).toBeNull();
      expect(await store.retiredReason(note.shareId)).toBe('read');
      expect(await store.retiredReason(note.editId)).toBe('read');
      expect(await store.burnNote(newShareId(), at(3))).toBeNull();
    });
  });
}
