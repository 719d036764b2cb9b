// The history half of the NoteStore contract: every write that moves a note's version keeps the version it
// replaced, lists read newest first in pages, any kept version reads back byte for byte, retention thins on the
// caller's clock, and history goes with the note. Declared inside the main contract suite (its fresh store per test
// and its clock), so every backend runs it. Whether a removed note left history behind is asked through
// notesToThin with bounds far ahead: any version still stored would be listed there.
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newShareId } from '../../../shared/ids.ts';
import { MAX_ENVELOPE_BYTES } from '../../../shared/limits.ts';
import { keptVersions, retentionBounds } from '../services/notes/version-retention.ts';
import { storedNote } from '../test-support/stored-note.ts';
import { HISTORY_LIMITS, KEYFRAME_EVERY, type StoreOptions } from './history-limits.ts';
import type { NoteStore, StoredNote } from './note-store.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A deterministic stream of numbers in [0, 1), so a failing run can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = ['note', 'milk', 'Straße', 'garçon', '漢字', 'review', 'the', 'of', '🙂', 'budget', 'एक', 'meeting', 'draft', 'and', 'x'];

/** About `bytes` of paragraphs of varied words (not a repeated block, which would compress to nothing). */
export function prose(bytes: number, random: () => number): string {
  let html = '';
  while (Buffer.byteLength(html) < bytes - 200) {
    const words = Array.from({ length: 8 + Math.floor(random() * 30) }, () => WORDS[Math.floor(random() * WORDS.length)]! + (random() < 0.3 ? String(Math.floor(random() * 1000)) : ''));
    html += `<p>${words.join(' ')}</p>`;
  }
  return html;
}

/** An autosave's change: a few characters typed or removed somewhere inside a paragraph. */
export function typeSomething(html: string, random: () => number): string {
  const at = html.indexOf('<p>', Math.floor(random() * html.length));
  const spot = (at < 0 ? html.indexOf('<p>') : at) + 3;
  if (random() < 0.2) {
    // Whole characters: half an emoji would not be text a writer could have saved.
    const cut = [...html.slice(spot, spot + 8)].slice(0, 1 + Math.floor(random() * 3)).join('').length;
    return html.slice(0, spot) + html.slice(spot + cut);
  }
  return html.slice(0, spot) + WORDS[Math.floor(random() * WORDS.length)]! + ' ' + html.slice(spot);
}

/**
 * Saves `contents` one after the other as the note's next versions, each at the time `times` gives. Like the
 * services, each save hands the store the text it replaces; `handsReplaced: false` leaves the store to read it.
 */
export async function saveEach(
  store: NoteStore,
  note: StoredNote,
  contents: readonly string[],
  times: (i: number) => Date,
  { handsReplaced = true } = {},
): Promise<StoredNote> {
  let current = note;
  for (const [i, content] of contents.entries()) {
    const updatedAt = times(i);
    const patch = { content, updatedAt, version: current.version + 1 };
    const next = await store.updateIfVersion(current.shareId, current.version, patch, updatedAt, handsReplaced ? current.content : undefined);
    if (!next) throw new Error(`save ${i} was refused`);
    current = next;
  }
  return current;
}

/** An envelope of `ciphertextBytes` random bytes (docs/design.md §10.1): what an encrypted note's versions look like. */
export function randomEnvelope(ciphertextBytes = MAX_ENVELOPE_BYTES): string {
  return `e2e1.${randomBytes(12).toString('base64url')}.${randomBytes(ciphertextBytes).toString('base64url')}`;
}

export function describeHistoryContract(
  current: () => NoteStore,
  at: (offsetMs: number) => Date,
  makeStore: (options?: StoreOptions) => Promise<NoteStore>,
): void {
  const makeNote = (overrides: Partial<StoredNote> = {}): StoredNote =>
    storedNote(at(0), { title: 'Shopping list', content: '<p>Milk</p>', ...overrides });
  /** Bounds so far ahead that every stored version counts as due for thinning. */
  const farAhead = retentionBounds(at(10_000 * DAY));
  const leftHistory = async (store: NoteStore, shareId: string) => (await store.notesToThin(farAhead, 10_000)).includes(shareId);

  describe('history', () => {
    let store: NoteStore;
    beforeEach(() => {
      store = current();
    });

    it('every update and rename keeps the version it replaced; settings changes keep nothing', async () => {
      const note = makeNote();
      await store.insert(note);
      const unicode = '<p>Ünïcødé — 漢字 🙂👩🏽‍💻 &amp; "quotes"</p>';
      await store.updateIfVersion(note.shareId, 1, { content: unicode, title: 'Ünïcødé', updatedAt: at(1000), version: 2 }, at(1000));
      await store.updateIfVersion(note.shareId, 2, { title: 'Groceries', renamed: true, updatedAt: at(2000), version: 3 }, at(2000));
      // Expiry, password and failed attempts leave the version alone: no history.
      await store.updateIfVersion(note.shareId, 3, { expiresAt: at(DAY), passwordHash: 'h', passwordVersion: 1 }, at(2500));
      await store.recordFailedAttempt(note.shareId);

      expect(await store.listVersions(note.shareId, at(3000), null, 50)).toEqual([
        { version: 3, updatedAt: at(2000), title: 'Groceries', size: Buffer.byteLength(unicode) },
        { version: 2, updatedAt: at(1000), title: 'Ünïcødé', size: Buffer.byteLength(unicode) },
        { version: 1, updatedAt: at(0), title: 'Shopping list', size: Buffer.byteLength('<p>Milk</p>') },
      ]);
      expect(await store.getVersion(note.shareId, 1, at(3000))).toEqual({ version: 1, updatedAt: at(0), title: 'Shopping list', content: '<p>Milk</p>' });
      expect(await store.getVersion(note.shareId, 2, at(3000))).toEqual({ version: 2, updatedAt: at(1000), title: 'Ünïcødé', content: unicode });
      expect(await store.getVersion(note.shareId, 3, at(3000))).toEqual({ version: 3, updatedAt: at(2000), title: 'Groceries', content: unicode });
    });

    it('a refused write (stale version, expired note) keeps nothing, whatever text it says it replaces', async () => {
      const note = makeNote({ expiresAt: at(1000) });
      await store.insert(note);
      expect(await store.updateIfVersion(note.shareId, 7, { content: '<p>Stale</p>', version: 8 }, at(10))).toBeNull();
      expect(await store.updateIfVersion(note.shareId, 7, { content: '<p>Stale</p>', version: 8 }, at(10), '<p>Milk</p>')).toBeNull();
      expect(await store.updateIfVersion(note.shareId, 1, { content: '<p>Late</p>', version: 2 }, at(1000))).toBeNull();
      expect(await store.updateIfVersion(note.shareId, 1, { content: '<p>Late</p>', version: 2 }, at(1000), note.content)).toBeNull();
      expect(await store.listVersions(note.shareId, at(999), null, 50)).toEqual([
        { version: 1, updatedAt: at(0), title: 'Shopping list', size: Buffer.byteLength('<p>Milk</p>') },
      ]);
    });

    it.each([
      ['handed the text each replaces', true],
      ['reading the text each replaces', false],
    ])('hundreds of autosaves with multi-byte text all read back byte for byte, across keyframes (%s)', async (_, handsReplaced) => {
      const random = seeded(23);
      const note = makeNote({ content: prose(3000, random) });
      await store.insert(note);
      const contents = [note.content];
      for (let i = 0; i < 3 * KEYFRAME_EVERY + 5; i += 1) contents.push(typeSomething(contents.at(-1)!, random));
      const last = await saveEach(store, note, contents.slice(1), (i) => at(1000 * (i + 1)), { handsReplaced });
      for (const [i, content] of contents.entries()) {
        const version = await store.getVersion(note.shareId, i + 1, at(DAY));
        expect(version?.content === content, `version ${i + 1}`).toBe(true);
      }
      expect(last.version).toBe(contents.length);
    });

    it('a text holding half an emoji (stored as U+FFFD) still leaves every version it replaced exact', async () => {
      // A lone surrogate cannot be stored as UTF-8; the store writes U+FFFD, one code unit as well. Each save here
      // cuts the emoji beside the typing, so the change's edges fall on the half that remains.
      const note = makeNote({ content: '<p>a🙂b</p><p>x🙂y</p>' });
      await store.insert(note);
      const halves = ['<p>a\uD83Db</p><p>x🙂y</p>', '<p>a\uD83Db</p><p>x\uDE42y</p>', '<p>a🙂b</p><p>x\uDE42y</p>'];
      let current = note;
      const kept = [note.content];
      for (const [i, content] of halves.entries()) {
        const next = await store.updateIfVersion(note.shareId, current.version, { content, version: current.version + 1, updatedAt: at(i + 1) }, at(i + 1), current.content);
        current = next!;
        kept.push(current.content);
        expect(current.content).toHaveLength(content.length);
      }
      for (const [i, content] of kept.entries()) {
        expect((await store.getVersion(note.shareId, i + 1, at(10)))?.content === content, `version ${i + 1}`).toBe(true);
      }
    });

    it('versions page newest first by the `before` cursor, the current version at the top', async () => {
      const note = makeNote();
      await store.insert(note);
      await saveEach(store, note, ['2', '3', '4', '5', '6', '7'].map((n) => `<p>${n}</p>`), (i) => at(10 * (i + 1)));
      const page = async (before: number | null, limit: number) =>
        (await store.listVersions(note.shareId, at(100), before, limit))?.map((version) => version.version);
      expect(await page(null, 3)).toEqual([7, 6, 5]);
      expect(await page(5, 3)).toEqual([4, 3, 2]);
      expect(await page(2, 3)).toEqual([1]);
      expect(await page(1, 3)).toEqual([]);
      expect(await page(100, 2)).toEqual([7, 6]);
      expect(await page(7, 100)).toEqual([6, 5, 4, 3, 2, 1]);
    });

    it('a version never kept, a note nobody holds and an expired note have no history to read', async () => {
      const note = makeNote({ expiresAt: at(1000) });
      await store.insert(note);
      await store.updateIfVersion(note.shareId, 1, { content: '<p>Two</p>', updatedAt: at(10), version: 2 }, at(10));
      expect(await store.getVersion(note.shareId, 0, at(20))).toBeNull();
      expect(await store.getVersion(note.shareId, 3, at(20))).toBeNull();
      expect(await store.getVersion(note.shareId, -1, at(20))).toBeNull();
      expect(await store.getVersion(newShareId(), 1, at(20))).toBeNull();
      expect(await store.listVersions(newShareId(), at(20), null, 10)).toBeNull();
      expect(await store.listVersions(note.shareId, at(1000), null, 10)).toBeNull();
      expect(await store.getVersion(note.shareId, 1, at(1000))).toBeNull();
    });

    it('retention on the caller\'s clock: all of the last day, then one per hour for 30 days, then one per day', async () => {
      const note = makeNote();
      await store.insert(note);
      // Saves every 20 minutes over 40 days would be 2,880 writes; instead: bursts of three saves a few minutes
      // apart every 5 hours, enough to see every pace. Version n+1 replaces version n at that save's time.
      const times: number[] = [];
      for (let h = 0; h < 40 * 24; h += 5) for (const minute of [0, 7, 14]) times.push(h * HOUR + minute * 60_000 + 1);
      const random = seeded(5);
      const contents: string[] = [note.content];
      for (let i = 0; i < times.length; i += 1) contents.push(typeSomething(contents.at(-1)! + '<p>x</p>', random));
      await saveEach(store, note, contents.slice(1), (i) => at(times[i]!));
      const now = at(times.at(-1)! + HOUR);

      const stamps = (await store.listVersions(note.shareId, now, null, 10_000))!.slice(1);
      const expected = keptVersions(stamps.map(({ version, updatedAt }) => ({ version, updatedAt })), retentionBounds(now));
      const bounds = retentionBounds(now);
      expect(await store.notesToThin(bounds, 100)).toEqual([note.shareId]);
      const removed = await store.thinVersions(note.shareId, bounds, keptVersions);
      expect(removed).toBe(stamps.length - expected.size);
      expect(await store.notesToThin(bounds, 100)).toEqual([]);

      const left = (await store.listVersions(note.shareId, now, null, 10_000))!.slice(1);
      expect(new Set(left.map((version) => version.version))).toEqual(expected);
      // Every save of the last day is there; older hours keep one save each, days past 30 keep one each.
      const ages = left.map((version) => now.getTime() - version.updatedAt.getTime());
      expect(ages.filter((age) => age < DAY)).toHaveLength(stamps.filter((v) => now.getTime() - v.updatedAt.getTime() < DAY).length);
      const hours = left.filter((v, i) => ages[i]! >= DAY && ages[i]! < 30 * DAY).map((v) => Math.floor(v.updatedAt.getTime() / HOUR));
      expect(new Set(hours).size).toBe(hours.length);
      const days = left.filter((v, i) => ages[i]! >= 30 * DAY + HOUR).map((v) => Math.floor(v.updatedAt.getTime() / DAY));
      expect(new Set(days).size).toBe(days.length);
      // What is left still reads back exactly, thinned-away neighbours and all.
      for (const { version } of left) {
        expect((await store.getVersion(note.shareId, version, now))?.content === contents[version - 1], `version ${version}`).toBe(true);
      }

      // A month later the hourly versions have become daily ones.
      const later = at(times.at(-1)! + 31 * DAY);
      await store.thinVersions(note.shareId, retentionBounds(later), keptVersions);
      const monthLater = (await store.listVersions(note.shareId, later, null, 10_000))!.slice(1);
      const laterDays = monthLater.map((v) => Math.floor(v.updatedAt.getTime() / DAY));
      expect(new Set(laterDays).size).toBe(laterDays.length);
      for (const { version } of monthLater) {
        expect((await store.getVersion(note.shareId, version, later))?.content === contents[version - 1], `version ${version}`).toBe(true);
      }
    });

    it('updates of a ~1 MiB encrypted note keep its history under the byte ceiling: the oldest go, the newest read back', async () => {
      // Each version is a fresh ciphertext: nothing is shared between versions, every one stores ~1 MiB.
      const envelopes = Array.from({ length: 16 }, () => randomEnvelope());
      const note = makeNote({ content: envelopes[0]!, title: '', encrypted: true });
      await store.insert(note);
      await saveEach(store, note, envelopes.slice(1), (i) => at(1000 * (i + 1)));
      const footprint = (await store.historyFootprint(note.shareId))!;
      expect(footprint.bytes).toBeLessThanOrEqual(HISTORY_LIMITS.maxBytes);
      expect(footprint.bytes).toBeGreaterThan(HISTORY_LIMITS.maxBytes / 2);
      const listed = (await store.listVersions(note.shareId, at(DAY), null, 100))!.map((version) => version.version);
      // The current version, then the newest kept ones without a gap: only the oldest went.
      expect(listed[0]).toBe(16);
      expect(listed.length - 1).toBe(footprint.versions);
      expect(listed).toEqual(Array.from({ length: listed.length }, (_, i) => 16 - i));
      for (const version of listed) {
        expect((await store.getVersion(note.shareId, version, at(DAY)))?.content === envelopes[version - 1], `version ${version}`).toBe(true);
      }
      expect(await store.getVersion(note.shareId, listed.at(-1)! - 1, at(DAY))).toBeNull();
    });

    it('beyond the version ceiling the oldest versions go in the write that went over, and the rest reads back', async () => {
      const small = await makeStore({ history: { maxVersions: 5, maxBytes: HISTORY_LIMITS.maxBytes } });
      await small.init();
      try {
        const random = seeded(41);
        const note = makeNote({ content: prose(2000, random) });
        await small.insert(note);
        const contents = [note.content];
        for (let i = 0; i < 12; i += 1) contents.push(typeSomething(contents.at(-1)!, random));
        await saveEach(small, note, contents.slice(1), (i) => at(1000 * (i + 1)));
        expect((await small.historyFootprint(note.shareId))?.versions).toBe(5);
        const listed = (await small.listVersions(note.shareId, at(DAY), null, 100))!.map((version) => version.version);
        expect(listed).toEqual([13, 12, 11, 10, 9, 8]);
        for (const version of listed) {
          expect((await small.getVersion(note.shareId, version, at(DAY)))?.content === contents[version - 1], `version ${version}`).toBe(true);
        }
      } finally {
        await small.close();
      }
    });

    it('a footprint counts what the history keeps: nothing for a new note, none for a note nobody holds, nothing after a conversion', async () => {
      const note = makeNote();
      await store.insert(note);
      expect(await store.historyFootprint(note.shareId)).toEqual({ versions: 0, bytes: 0 });
      expect(await store.historyFootprint(newShareId())).toBeNull();
      await saveEach(store, note, ['<p>Two</p>', '<p>Three</p>'], (i) => at(10 * (i + 1)));
      const two = (await store.historyFootprint(note.shareId))!;
      expect(two.versions).toBe(2);
      // Each version's stored body plus its title ("Shopping list" twice): at least the titles.
      expect(two.bytes).toBeGreaterThanOrEqual(2 * 'Shopping list'.length);
      await store.updateIfVersion(note.shareId, 3, { content: randomEnvelope(64), title: '', encrypted: true, version: 4, updatedAt: at(40) }, at(40));
      expect(await store.historyFootprint(note.shareId)).toEqual({ versions: 0, bytes: 0 });
    });

    it('delete, expiry purge and account deletion take the history with the note', async () => {
      const deleted = makeNote();
      const expired = makeNote({ createdAt: at(-10), expiresAt: at(-1) });
      const owned = makeNote({ ownerId: 'alice' });
      const kept = makeNote();
      for (const note of [deleted, expired, owned, kept]) {
        await store.insert(note);
        await store.updateIfVersion(note.shareId, 1, { content: '<p>Secret draft</p>', version: 2 }, at(-5));
        expect(await leftHistory(store, note.shareId)).toBe(true);
      }
      await store.delete(deleted.shareId);
      await store.purgeExpired(at(0), 10);
      await store.deleteByOwner('alice');
      expect(await leftHistory(store, deleted.shareId)).toBe(false);
      expect(await leftHistory(store, expired.shareId)).toBe(false);
      expect(await leftHistory(store, owned.shareId)).toBe(false);
      expect(await leftHistory(store, kept.shareId)).toBe(true);
    });
  });
}
