// The moderation half of the NoteStore contract, run by describeNoteStoreContract on every backend:
// a take-down is kept with the note and undone exactly, reports close per note, the operator trail is kept.
import { beforeEach, describe, expect, it } from 'vitest';
import { newShareId } from '../../../shared/ids.ts';
import { storedNote } from '../test-support/stored-note.ts';
import type { NoteStore, StoredReport } from './note-store.ts';

/** Runs inside the contract's describe block, on the store its hooks open for each test and on its clock. */
export function describeModerationContract(currentStore: () => NoteStore, at: (offsetMs: number) => Date): void {
  describe('moderation', () => {
    let store: NoteStore;

    beforeEach(() => {
      store = currentStore();
    });

    it('a taken-down note still reads back, marked, and enabling it restores it exactly', async () => {
      const note = storedNote(at(0), { expiresAt: at(60_000), passwordHash: 'hash', passwordVersion: 1 });
      await store.insert(note);
      expect(await store.setDisabled(note.shareId, at(5))).toBe(true);
      expect(await store.findByShareId(note.shareId, at(10))).toEqual({ ...note, disabledAt: at(5) });
      expect(await store.findByEditId(note.editId, at(10))).toEqual({ ...note, disabledAt: at(5) });
      expect(await store.setDisabled(note.shareId, null)).toBe(true);
      expect(await store.findByShareId(note.shareId, at(10))).toEqual(note);
    });

    it('a take-down survives content updates, and an unknown note cannot be taken down', async () => {
      const note = storedNote(at(0));
      await store.insert(note);
      await store.setDisabled(note.shareId, at(1));
      const updated = await store.updateIfVersion(note.shareId, 1, { content: '<p>Edited</p>', version: 2 }, at(2));
      expect(updated?.disabledAt).toEqual(at(1));
      expect(await store.setDisabled(newShareId(), at(1))).toBe(false);
    });

    it('open reports are grouped per note and reason with counts and first and last times', async () => {
      const spammed = newShareId();
      const other = newShareId();
      const report = (shareId: string, reason: string, offset: number): StoredReport => ({
        shareId,
        reason,
        details: null,
        createdAt: at(offset),
        key: null,
      });
      for (const filed of [report(spammed, 'spam', 0), report(spammed, 'spam', 30), report(spammed, 'malware', 10), report(other, 'spam', 20)]) {
        await store.insertReport(filed);
      }
      expect(await store.listOpenReports()).toEqual([
        { shareId: spammed, reason: 'spam', count: 2, firstAt: at(0), lastAt: at(30), keys: [] },
        { shareId: other, reason: 'spam', count: 1, firstAt: at(20), lastAt: at(20), keys: [] },
        { shareId: spammed, reason: 'malware', count: 1, firstAt: at(10), lastAt: at(10), keys: [] },
      ]);
    });

    it('resolving closes only that note’s open reports, once; a later report opens again', async () => {
      const closed = newShareId();
      const kept = newShareId();
      await store.insertReport({ shareId: closed, reason: 'spam', details: null, createdAt: at(0), key: null });
      await store.insertReport({ shareId: closed, reason: 'other', details: 'x', createdAt: at(1), key: null });
      await store.insertReport({ shareId: kept, reason: 'spam', details: null, createdAt: at(2), key: null });
      expect(await store.resolveReports(closed, 'dismissed', at(3))).toBe(2);
      expect(await store.resolveReports(closed, 'dismissed', at(4))).toBe(0);
      expect((await store.listOpenReports()).map((group) => group.shareId)).toEqual([kept]);
      // Closed reports stay on record for the note.
      expect(await store.listReports(closed)).toHaveLength(2);
      await store.insertReport({ shareId: closed, reason: 'spam', details: null, createdAt: at(5), key: null });
      expect(await store.listOpenReports()).toEqual([
        { shareId: closed, reason: 'spam', count: 1, firstAt: at(5), lastAt: at(5), keys: [] },
        { shareId: kept, reason: 'spam', count: 1, firstAt: at(2), lastAt: at(2), keys: [] },
      ]);
    });

    it('operator actions are kept in the order they happened', async () => {
      const shareId = newShareId();
      const disable = { at: at(0), action: 'disable', shareId, detail: '2 reports closed' } as const;
      const enable = { at: at(1), action: 'enable', shareId, detail: null } as const;
      await store.recordAdminAction(disable);
      await store.recordAdminAction(enable);
      expect(await store.listAdminActions()).toEqual([disable, enable]);
    });
  });
}
