// The behaviour every NoteStore backend must share (docs/design.md §2.1): each adapter's test file runs this suite
// against a fresh, uninitialised store per test. Services rely on exactly these guarantees — atomic
// inserts that never overwrite, expiry to the millisecond, one winner per version — whatever the backend.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newEditId, newShareId } from '../../../shared/ids.ts';
import { MAX_CONTENT_BYTES } from '../../../shared/limits.ts';
import { storedNote } from '../test-support/stored-note.ts';
import { describeEncryptionContract } from './contract-encryption.ts';
import { describeHistoryContract } from './contract-history.ts';
import { describeOwnershipContract } from './contract-ownership.ts';
import { describeModerationContract } from './moderation-contract.ts';
import type { StoreOptions } from './history-limits.ts';
import type { NoteStore, StoredNote } from './note-store.ts';

// Every clock in the suite is far in the future: MongoDB's TTL monitor deletes by the real clock and must
// not remove the notes a test expires on its own clock.
const T0 = Date.parse('2099-01-01T00:00:00.000Z');
const at = (offsetMs: number): Date => new Date(T0 + offsetMs);

function makeNote(overrides: Partial<StoredNote> = {}): StoredNote {
  return storedNote(at(0), { title: 'Shopping list', content: '<p>Milk</p>', ...overrides });
}

/** Exactly `bytes` of UTF-8 mixing 1- to 4-byte characters, so no byte/char confusion goes unnoticed. */
function unicodeHtml(bytes: number): string {
  const chunk = '<p>Ünïcødé — 漢字かな 한국어 हिन्दी 🙂👩🏽‍💻 &amp; "quotes"</p>';
  let html = chunk.repeat(Math.floor((bytes - 16) / Buffer.byteLength(chunk)));
  html += 'x'.repeat(bytes - Buffer.byteLength(html));
  return html;
}

// Kept in history-limits.ts, which the history contract imports too: from here it would close a circle.
export type { StoreOptions };

export function describeNoteStoreContract(name: string, makeStore: (options?: StoreOptions) => Promise<NoteStore>): void {
  describe(`${name} note store contract`, () => {
    let store: NoteStore;

    beforeEach(async () => {
      store = await makeStore();
      await store.init();
    });

    afterEach(async () => {
      await store.close();
    });

    describeModerationContract(() => store, at);

    it('a saved note reads back exactly, by share id and by edit id, dates and nulls included', async () => {
      const full = makeNote({
        createdAt: at(-5123),
        updatedAt: at(-77),
        expiresAt: at(3_600_000),
        version: 7,
        passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
        passwordVersion: 2,
        renamed: true,
        ownerId: 'user-42',
        failedAttempts: 3,
      });
      const bare = makeNote();
      expect(await store.insert(full)).toEqual({ inserted: true });
      expect(await store.insert(bare)).toEqual({ inserted: true });
      expect(await store.findByShareId(full.shareId, at(0))).toEqual(full);
      expect(await store.findByEditId(full.editId, at(0))).toEqual(full);
      expect(await store.findByShareId(bare.shareId, at(0))).toEqual(bare);
    });

    it('an id nobody holds finds nothing, even one that looks like a query', async () => {
      await store.insert(makeNote());
      expect(await store.findByShareId(newShareId(), at(0))).toBeNull();
      expect(await store.findByEditId(newEditId(), at(0))).toBeNull();
      expect(await store.findByShareId("' OR '1'='1", at(0))).toBeNull();
    });

    it('a share id already taken is refused and the holder is returned', async () => {
      const holder = makeNote();
      await store.insert(holder);
      const intruder = makeNote({ shareId: holder.shareId, content: '<p>Hijack</p>' });
      expect(await store.insert(intruder)).toEqual({ inserted: false, existing: holder });
      expect(await store.findByEditId(intruder.editId, at(0))).toBeNull();
    });

    it('an edit id already taken is refused and the holder is returned', async () => {
      const holder = makeNote();
      await store.insert(holder);
      const intruder = makeNote({ editId: holder.editId });
      expect(await store.insert(intruder)).toEqual({ inserted: false, existing: holder });
      expect(await store.findByShareId(intruder.shareId, at(0))).toBeNull();
    });

    it('a replayed create never overwrites the saved note', async () => {
      const original = makeNote();
      await store.insert(original);
      const replay = { ...original, content: '<p>Replayed later</p>', createdAt: at(60_000), updatedAt: at(60_000) };
      expect(await store.insert(replay)).toEqual({ inserted: false, existing: original });
      expect(await store.findByShareId(original.shareId, at(60_000))).toEqual(original);
    });

    it('a create colliding with an expired note is refused as retired without revealing it', async () => {
      const expired = makeNote({ expiresAt: at(10) });
      await store.insert(expired);
      const retired = { inserted: false, existing: null };
      expect(await store.insert(makeNote({ shareId: expired.shareId, createdAt: at(10) }))).toEqual(retired);
      expect(await store.insert(makeNote({ editId: expired.editId, createdAt: at(10) }))).toEqual(retired);
      expect(await store.insert({ ...expired, createdAt: at(10) })).toEqual(retired);
    });

    it("a deleted note's share id and edit id are retired for good, even for a replay of its own create", async () => {
      const note = makeNote();
      await store.insert(note);
      expect(await store.delete(note.shareId)).toBe(true);
      const retired = { inserted: false, existing: null };
      expect(await store.insert(note)).toEqual(retired);
      expect(await store.insert(makeNote({ shareId: note.shareId }))).toEqual(retired);
      expect(await store.insert(makeNote({ editId: note.editId }))).toEqual(retired);
      expect(await store.findByShareId(note.shareId, at(0))).toBeNull();
      expect(await store.findByEditId(note.editId, at(0))).toBeNull();
    });

    it("purged notes' ids stay retired after their rows are gone", async () => {
      const note = makeNote({ createdAt: at(-10), expiresAt: at(-1) });
      await store.insert(note);
      expect(await store.purgeExpired(at(0), 10)).toBe(1);
      const retired = { inserted: false, existing: null };
      expect(await store.insert({ ...note, expiresAt: null })).toEqual(retired);
      expect(await store.insert(makeNote({ shareId: note.shareId }))).toEqual(retired);
      expect(await store.insert(makeNote({ editId: note.editId }))).toEqual(retired);
    });

    it('a note disappears at the exact millisecond it expires', async () => {
      const note = makeNote({ expiresAt: at(1000) });
      await store.insert(note);
      expect(await store.findByShareId(note.shareId, at(999))).toEqual(note);
      expect(await store.findByEditId(note.editId, at(999))).toEqual(note);
      expect(await store.findByShareId(note.shareId, at(1000))).toBeNull();
      expect(await store.findByEditId(note.editId, at(1000))).toBeNull();
      expect(await store.findByShareId(note.shareId, at(1001))).toBeNull();
    });

    it('an expired note cannot be updated', async () => {
      const note = makeNote({ expiresAt: at(1000) });
      await store.insert(note);
      expect(await store.updateIfVersion(note.shareId, 1, { content: '<p>Late</p>', version: 2 }, at(1000))).toBeNull();
      expect(await store.findByShareId(note.shareId, at(0))).toEqual(note);
      const justInTime = await store.updateIfVersion(note.shareId, 1, { content: '<p>Just in time</p>', version: 2 }, at(999));
      expect(justInTime?.content).toBe('<p>Just in time</p>');
    });

    it('an update changes exactly the patched fields and returns the note after it', async () => {
      const note = makeNote({ expiresAt: at(5000), passwordHash: 'hash', passwordVersion: 1, renamed: true, failedAttempts: 4 });
      await store.insert(note);
      const edit = { title: 'Groceries', content: '<p>Eggs</p>', updatedAt: at(10), version: 2 };
      const afterEdit = await store.updateIfVersion(note.shareId, 1, edit, at(10));
      expect(afterEdit).toEqual({ ...note, ...edit });
      // null is a value a patch may set: removing the expiry and the password must stick.
      const reset = { expiresAt: null, passwordHash: null, passwordVersion: 2, renamed: false, failedAttempts: 0, version: 3 };
      const afterReset = await store.updateIfVersion(note.shareId, 2, reset, at(20));
      expect(afterReset).toEqual({ ...note, ...edit, ...reset });
      expect(await store.findByShareId(note.shareId, at(1_000_000))).toEqual(afterReset);
    });

    it('an update based on a stale version changes nothing', async () => {
      const note = makeNote({ version: 4 });
      await store.insert(note);
      expect(await store.updateIfVersion(note.shareId, 3, { content: '<p>Stale</p>', version: 4 }, at(0))).toBeNull();
      expect(await store.updateIfVersion(newShareId(), 4, { content: '<p>Nobody</p>' }, at(0))).toBeNull();
      expect(await store.findByShareId(note.shareId, at(0))).toEqual(note);
    });

    it('two writers saving on the same version: exactly one wins and nothing is merged', async () => {
      const note = makeNote();
      await store.insert(note);
      const results = await Promise.all(
        ['<p>Tab A</p>', '<p>Tab B</p>'].map((content) => store.updateIfVersion(note.shareId, 1, { content, version: 2 }, at(1))),
      );
      const winners = results.filter((result) => result !== null);
      expect(winners).toHaveLength(1);
      expect(await store.findByShareId(note.shareId, at(1))).toEqual(winners[0]);
    });

    it('concurrent wrong passwords are each counted once', async () => {
      const note = makeNote();
      await store.insert(note);
      const counts = await Promise.all(Array.from({ length: 20 }, () => store.recordFailedAttempt(note.shareId)));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect((await store.findByShareId(note.shareId, at(0)))?.failedAttempts).toBe(20);
      expect(await store.recordFailedAttempt(newShareId())).toBe(0);
    });

    it('a deleted note is gone, and deleting it again reports nothing deleted', async () => {
      const note = makeNote();
      await store.insert(note);
      expect(await store.delete(note.shareId)).toBe(true);
      expect(await store.findByShareId(note.shareId, at(0))).toBeNull();
      expect(await store.findByEditId(note.editId, at(0))).toBeNull();
      expect(await store.delete(note.shareId)).toBe(false);
    });

    it('purging removes only expired notes, at most `limit` per batch', async () => {
      const expired = [at(-5000), at(-1000), at(-1), at(0)].map((expiresAt) => makeNote({ createdAt: at(-10_000), expiresAt }));
      const alive = [makeNote({ expiresAt: at(1) }), makeNote()];
      for (const note of [...expired, ...alive]) await store.insert(note);
      expect(await store.purgeExpired(at(0), 3)).toBe(3);
      expect(await store.purgeExpired(at(0), 3)).toBe(1);
      expect(await store.purgeExpired(at(0), 3)).toBe(0);
      // Looking before their expiry proves the rows are gone, not merely hidden.
      for (const note of expired) expect(await store.findByShareId(note.shareId, at(-10_000))).toBeNull();
      for (const note of alive) expect(await store.findByShareId(note.shareId, at(0))).toEqual(note);
      await expect(store.purgeExpired(at(0), 0)).rejects.toThrow(RangeError);
    });

    it('reports read back in the order they were filed', async () => {
      const shareId = newShareId();
      const first = { shareId, reason: 'spam', details: null, createdAt: at(0), key: null };
      const second = { shareId, reason: 'other', details: 'Looks like a scam — “urgent” 🙃', createdAt: at(5), key: 'k'.repeat(43) };
      await store.insertReport(second);
      await store.insertReport(first);
      await store.insertReport({ shareId: newShareId(), reason: 'malware', details: null, createdAt: at(1), key: null });
      expect(await store.listReports(shareId)).toEqual([first, second]);
      expect(await store.listReports(newShareId())).toEqual([]);
    });

    it('init twice and close twice are harmless, and a closed store refuses work', async () => {
      await store.init();
      const note = makeNote();
      expect(await store.insert(note)).toEqual({ inserted: true });
      expect(await store.ping()).toBe(true);
      await store.close();
      await store.close();
      expect(await store.ping()).toBe(false);
      await expect(store.findByShareId(note.shareId, at(0))).rejects.toThrow(/closed/);
    });

    it('unicode titles and 1 MiB of content survive unchanged', async () => {
      const note = makeNote({ title: 'Привет 👋🏽 مرحبا e\u0301 𝔘𝔫𝔦', content: unicodeHtml(MAX_CONTENT_BYTES) });
      expect(Buffer.byteLength(note.content)).toBe(MAX_CONTENT_BYTES);
      await store.insert(note);
      const found = await store.findByShareId(note.shareId, at(0));
      expect(found?.title).toBe(note.title);
      expect(found?.content === note.content).toBe(true);
    });

    describeOwnershipContract(() => store, at);
    describeHistoryContract(() => store, at, makeStore);
    describeEncryptionContract(() => store, at);
  });
}
