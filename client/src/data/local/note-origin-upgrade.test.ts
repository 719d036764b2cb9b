// @vitest-environment node
// Notes stored before this browser kept where each came from (Dexie version 7): only a note that proves it was written
// here — its create still queued — or one the account's list already confirmed is claimed at the next sign-in; any
// other may have come from someone's edit link and is claimed only when the person adds it (docs/decisions.md).
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { TABLES } from '../probe/schema-names.ts';
import { olderDatabase } from '../testing/older-database.ts';

const note = (shareId: string, version: number) => ({
  shareId,
  editId: `${shareId}-edit`.padEnd(32, 'e'),
  title: shareId,
  content: `<p>${shareId}</p>`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  version,
  renamed: false,
  hasPassword: false,
  syncStatus: version === 0 ? 'pending' : 'synced',
});

it('an older database: a note with a queued create counts as written here, a listed one as the account’s, any other as opened from a link', async () => {
  const before = olderDatabase(6);
  await before.table(TABLES.notes).bulkAdd([note('unsent', 0), note('listed', 3), note('unknown', 2)]);
  await before.table(TABLES.outbox).add({ shareId: 'unsent', kind: 'create', payload: {}, attempts: 0, nextAttemptAt: 0, status: 'queued' });
  await before.table(TABLES.accountNotes).add({ id: 'listed' });
  before.close();

  const { db } = await import('./db.ts');
  const origins = Object.fromEntries((await db.notes.toArray()).map((stored) => [stored.shareId, stored.origin]));
  expect(origins).toEqual({ unsent: 'written-here', listed: 'account', unknown: 'edit-link' });
});
