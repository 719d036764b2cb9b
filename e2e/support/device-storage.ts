// Everything a browser context keeps for this site, read from inside one of its pages: every IndexedDB store of
// the app's database, the edit journals in localStorage and the Cache Storage entries (the service worker's note
// pages among them). For "after the session ends, nothing of the account stays" checks.
import type { Page } from 'playwright-core';

export interface DeviceStorage {
  /** Every record of every store of the app's IndexedDB database, by store. */
  indexedDb: Record<string, unknown[]>;
  /** localStorage keys and values. */
  localStorage: Record<string, string>;
  /** Every cached request URL, by cache name. */
  caches: Record<string, string[]>;
}

export function deviceStorage(page: Page): Promise<DeviceStorage> {
  return page.evaluate(async () => {
    const indexedDb: Record<string, unknown[]> = {};
    if ((await indexedDB.databases()).some((database) => database.name === 'jotter')) {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('jotter');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      });
      for (const store of Array.from(database.objectStoreNames)) {
        indexedDb[store] = await new Promise<unknown[]>((resolve, reject) => {
          const all = database.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error ?? new Error('IndexedDB refused'));
        });
      }
      database.close();
    }
    const local: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) local[key] = localStorage.getItem(key) ?? '';
    }
    const cached: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      cached[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return { indexedDb, localStorage: local, caches: cached };
  });
}

/** The ids among `ids` that appear anywhere in the storage (records, journals, cached page URLs). */
export function traces(storage: DeviceStorage, ids: readonly string[]): string[] {
  const everything = JSON.stringify(storage);
  return ids.filter((id) => everything.includes(id));
}

/** The app's local notes (share id, edit id, title) as IndexedDB holds them. */
export function storedNotes(storage: DeviceStorage): Array<{ shareId: string; editId: string; title: string; leaving?: boolean }> {
  return (storage.indexedDb.notes ?? []) as Array<{ shareId: string; editId: string; title: string; leaving?: boolean }>;
}
