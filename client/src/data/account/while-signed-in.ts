// A write of the account's notes that must not land once this device has signed out: a reconcile or an "Add to my
// account" still running when the person signs out would otherwise bring back what the sign-out just took away.
import type { Table } from 'dexie';
import { db } from '../local/db.ts';

/** The device signed out while this reconcile was running: what it fetched must not come back. */
export class SignedOutMeanwhile extends Error {}

/** Runs `write` in a transaction that refuses to write once this device has signed out. */
export function whileSignedIn<T>(tables: Table[], write: () => Promise<T>): Promise<T> {
  return db.transaction('rw', [...tables, db.signOut], async () => {
    if ((await db.signOut.count()) > 0) throw new SignedOutMeanwhile();
    return write();
  });
}
