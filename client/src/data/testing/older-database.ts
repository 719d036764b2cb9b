// The browser's database as an older build left it (tables of versions 6 and 7, before the notes' list), so upgrade
// tests start from what a returning visitor really has.
import { Dexie } from 'dexie';
import { DB_NAME, TABLES } from '../probe/schema-names.ts';

export function olderDatabase(version: 6 | 7): Dexie {
  const before = new Dexie(DB_NAME);
  before.version(version).stores({
    [TABLES.scratch]: 'id',
    [TABLES.notes]: 'shareId',
    [TABLES.outbox]: '++id, shareId, status',
    [TABLES.accountNotes]: 'id',
    [TABLES.signOut]: 'id',
    [TABLES.versions]: '[shareId+version], shareId',
  });
  return before;
}
