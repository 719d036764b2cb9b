// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findEditId } from './capability-probe.ts';
import { publishNote } from './commands.ts';
import { db } from './db.ts';
import { DB_NAME } from './schema-names.ts';
import { freshLocalData } from './testing/local-data.ts';

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
    await db.notes.update(shareId, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await findEditId(shareId)).toBeNull();
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
