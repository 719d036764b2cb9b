// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findEditId, hasQueuedWork } from './capability-probe.ts';
import { publishNote } from '../local/commands.ts';
import { db } from '../local/db.ts';
import { SCRATCH_JOURNAL, writeJournal } from './journal.ts';
import { DB_NAME } from './schema-names.ts';
import { drainOutbox } from '../sync/sync-engine.ts';
import { freshLocalData } from '../testing/local-data.ts';
import { memoryStorage } from '../testing/memory-storage.ts';

beforeEach(async () => {
  await freshLocalData();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('finding the edit id without Dexie', () => {
  it('finds the edit id of a note published in this browser', async () => {
    const { shareId, editId } = await publishNote({ content: '<p>mine</p>' });
    expect(await findEditId(shareId)).toBe(editId);
  });

  it('returns null for a note this browser only reads', async () => {
    await publishNote({ content: '<p>mine</p>' });
    expect(await findEditId('AAAAAAAAAAAA')).toBeNull();
  });

  it('does not offer the edit id of a note that has expired', async () => {
    const { shareId } = await publishNote({ content: '<p>brief</p>', expire: '1h' });
    await drainOutbox();
    await db.notes.update(shareId, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await findEditId(shareId)).toBeNull();
  });

  it('offers the edit id of a note the server does not have yet, whatever this device guessed its expiry to be', async () => {
    // Published before this device knew the server's clock (a phone two hours slow): its estimate is already past.
    const { shareId, editId } = await publishNote({ content: '<p>brief</p>', expire: '1h' });
    await db.notes.update(shareId, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await findEditId(shareId)).toBe(editId);
  });

  it('returns null and creates no database for a visitor who never wrote a note', async () => {
    await db.delete();
    try {
      expect(await findEditId('AAAAAAAAAAAA')).toBeNull();
      const names = (await indexedDB.databases()).map((info) => info.name);
      expect(names).not.toContain(DB_NAME);
    } finally {
      await db.open();
    }
  });
});


describe('whether anything waits to be sent (pages that write nothing load Dexie only then)', () => {
  it('a note published here and not yet delivered is queued work', async () => {
    await publishNote({ content: '<p>mine</p>' });
    expect(await hasQueuedWork()).toBe(true);
  });

  it('once every change is delivered there is nothing to do, though the notes stay', async () => {
    await publishNote({ content: '<p>mine</p>' });
    await db.outbox.clear();
    expect(await hasQueuedWork()).toBe(false);
    expect(await db.notes.count()).toBe(1);
  });

  it('a visitor who never wrote a note has none, and asking creates no database', async () => {
    await db.delete();
    try {
      expect(await hasQueuedWork()).toBe(false);
      expect((await indexedDB.databases()).map((info) => info.name)).not.toContain(DB_NAME);
    } finally {
      await db.open();
    }
  });

  it('text typed but not yet in IndexedDB counts: its journal entry must still be merged and sent', async () => {
    await db.delete();
    vi.stubGlobal('localStorage', memoryStorage());
    try {
      writeJournal(SCRATCH_JOURNAL, { content: '<p>typed just before the tab closed</p>', at: Date.now() });
      expect(await hasQueuedWork()).toBe(true);
    } finally {
      await db.open();
    }
  });
});
