// What this browser holds, asked without Dexie: whether anything waits to be sent, the edit id it holds for a
// note (so the read-only note page never downloads Dexie), and what the header needs to know about the account
// (a sign-out not yet told to the server, notes of an account). It never creates or upgrades the database: a
// visitor who never wrote a note keeps having none.
import { isEditId } from '../../../../shared/ids.ts';
import type { EndedSession } from './session-ref.ts';
import { hasExpired } from './expiry.ts';
import { readJournals } from './journal.ts';
import { DB_NAME, SIGN_OUT_KEY, TABLES } from './schema-names.ts';
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
  const database = await openIfExists();
  if (database === null) return false;
  if (database === undefined) return true;
  try {
    if (!database.objectStoreNames.contains(TABLES.outbox)) return false;
    // A sign-out the server has not been told yet is work too (hand-over.ts).
    if ((await countRecords(database, TABLES.signOut)) > 0) return true;
    return (await countRecords(database, TABLES.outbox)) !== 0;
  } finally {
    database.close();
  }
}

/** The database if it exists; null when it does not; undefined when the browser cannot tell or open it. */
async function openIfExists(): Promise<IDBDatabase | null | undefined> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return undefined;
  try {
    if (!(await indexedDB.databases()).some((database) => database.name === DB_NAME)) return null;
  } catch {
    return undefined;
  }
  return (await openExisting()) ?? undefined;
}

/** Runs `read` on the existing database if it holds `store`; `fallback` otherwise. */
async function withStore<T>(store: string, fallback: T, read: (database: IDBDatabase) => Promise<T>): Promise<T> {
  const database = await openIfExists();
  if (!database) return fallback;
  try {
    return database.objectStoreNames.contains(store) ? await read(database) : fallback;
  } finally {
    database.close();
  }
}

/** The session this device signed out of before the server heard of it (sign-out.ts), else null. */
export function signedOutHere(): Promise<EndedSession | null> {
  return withStore(TABLES.signOut, null, async (database) => {
    const record = await readRecord(database, TABLES.signOut, SIGN_OUT_KEY);
    const { userId, sessionId } = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
    if (typeof userId !== 'string') return null;
    return typeof sessionId === 'string' ? { userId, sessionId } : { userId };
  });
}

/** Whether this device holds notes an account confirmed (so a session found gone has something to remove). */
export function holdsAccountNotes(): Promise<boolean> {
  return withStore(TABLES.accountNotes, false, async (database) => (await countRecords(database, TABLES.accountNotes)) > 0);
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

function readRecord(database: IDBDatabase, store: string, key: string): Promise<unknown> {
  return new Promise((resolve) => {
    try {
      const get = database.transaction(store, 'readonly').objectStore(store).get(key);
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

interface EditableRecord {
  editId: string;
  version: number;
  updatedAt: string;
  /** An end-to-end encrypted note's key, when this device holds it (docs/design.md §10.5). */
  key: string | undefined;
}

/** The note's record when this browser can edit it (not expired, not leaving with a signed-out account). */
async function readEditable(database: IDBDatabase, shareId: string): Promise<EditableRecord | null> {
  if (!database.objectStoreNames.contains(TABLES.notes)) return null;
  const record = await readRecord(database, TABLES.notes, shareId);
  if (typeof record !== 'object' || record === null) return null;
  const { editId, expiresAt, leaving, version, updatedAt, key } = record as Record<string, unknown>;
  // A note kept only to deliver its changes after its account signed out here is not this browser's to edit.
  if (!isEditId(editId) || hasExpired({ expiresAt, version }, serverNow()) || leaving === true) return null;
  if (typeof version !== 'number' || typeof updatedAt !== 'string') return null;
  return { editId, version, updatedAt, key: typeof key === 'string' ? key : undefined };
}

/** What this browser holds to edit `shareId` (its edit id, and an encrypted note's key), or null when it cannot. */
export async function findEditable(shareId: string): Promise<Pick<EditableRecord, 'editId' | 'key'> | null> {
  if (typeof indexedDB === 'undefined') return null;
  const database = await openExisting();
  if (!database) return null;
  try {
    return await readEditable(database, shareId);
  } finally {
    database.close();
  }
}

/** The edit id stored for `shareId`, or null when this browser cannot edit it (or it has expired). */
export async function findEditId(shareId: string): Promise<string | null> {
  return (await findEditable(shareId))?.editId ?? null;
}

/** How many outbox operations wait for the note; -1 when it cannot be read. */
function countQueued(database: IDBDatabase, shareId: string): Promise<number> {
  return new Promise((resolve) => {
    try {
      const count = database.transaction(TABLES.outbox, 'readonly').objectStore(TABLES.outbox).index('shareId').count(shareId);
      count.onsuccess = () => resolve(count.result);
      count.onerror = () => resolve(-1);
    } catch {
      resolve(-1);
    }
  });
}

/**
 * This browser's copy of a note it can edit, when that copy is the server's as of `version` with nothing
 * of its own waiting to be sent — so the page the server painted shows exactly what this browser would edit.
 */
export async function findCurrentCopy(shareId: string, version: number): Promise<EditableRecord | null> {
  if (typeof indexedDB === 'undefined') return null;
  const database = await openExisting();
  if (!database) return null;
  try {
    const record = await readEditable(database, shareId);
    if (!record || record.version !== version || !database.objectStoreNames.contains(TABLES.outbox)) return null;
    return (await countQueued(database, shareId)) === 0 ? record : null;
  } finally {
    database.close();
  }
}
