// What this browser holds, asked without Dexie: whether anything waits to be sent, and the edit id it holds
// for a note (so the read-only note page never downloads Dexie). It never creates or upgrades the database: a
// visitor who never wrote a note keeps having none.
import { isEditId } from '../../../shared/ids.ts';
import { readJournals } from './journal.ts';
import { DB_NAME, TABLES } from './schema-names.ts';
import { serverNow } from './server-clock.ts';

function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME);
    } catch {
      resolve(null);
      return;
    }
    // Opening without a version creates a missing database; aborting the upgrade undoes that.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const database = request.result;
      // Let Dexie upgrade the schema in another tab without waiting for us.
      database.onversionchange = () => database.close();
      resolve(database);
    };
  });
}

/**
 * Whether anything here waits for the data layer: journal entries (text typed before it reached IndexedDB,
 * still to be merged) or operations in the outbox. A database whose every change has been delivered has
 * nothing to do on a page that writes nothing. True wherever the browser cannot tell, so the answer never
 * hides queued work.
 */
export async function hasQueuedWork(): Promise<boolean> {
  if (readJournals().length > 0) return true;
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    if (!(await indexedDB.databases()).some((database) => database.name === DB_NAME)) return false;
  } catch {
    return true;
  }
  const database = await openExisting();
  if (!database) return true;
  try {
    if (!database.objectStoreNames.contains(TABLES.outbox)) return false;
    return (await countRecords(database, TABLES.outbox)) !== 0;
  } finally {
    database.close();
  }
}

/** How many records a store holds; -1 when it cannot be read. */
function countRecords(database: IDBDatabase, store: string): Promise<number> {
  return new Promise((resolve) => {
    try {
      const count = database.transaction(store, 'readonly').objectStore(store).count();
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => resolve(-1);
    } catch {
      resolve(-1);
    }
  });
}

function readRecord(database: IDBDatabase, shareId: string): Promise<unknown> {
  return new Promise((resolve) => {
    try {
      const get = database.transaction(TABLES.notes, 'readonly').objectStore(TABLES.notes).get(shareId);
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

function isExpired(expiresAt: unknown, now: number): boolean {
  return typeof expiresAt === 'string' && Date.parse(expiresAt) <= now;
}

/** The edit id stored for `shareId`, or null when this browser cannot edit it (or it has expired). */
export async function findEditId(shareId: string): Promise<string | null> {
  if (typeof indexedDB === 'undefined') return null;
  const database = await openExisting();
  if (!database) return null;
  try {
    if (!database.objectStoreNames.contains(TABLES.notes)) return null;
    const record = await readRecord(database, shareId);
    if (typeof record !== 'object' || record === null) return null;
    const { editId, expiresAt } = record as { editId?: unknown; expiresAt?: unknown };
    if (!isEditId(editId) || isExpired(expiresAt, serverNow())) return null;
    return editId;
  } finally {
    database.close();
  }
}
