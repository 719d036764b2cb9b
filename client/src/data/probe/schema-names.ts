// Names of the browser database and its tables, kept apart from db.ts so the Dexie-free capability
// probe can read the same database without pulling Dexie into a read-only visitor's bundle.

/** Changing this needs a migration: it names the IndexedDB database holding every local note. */
export const DB_NAME = 'jotter';

/** Changing any of these needs a migration: they are IndexedDB object store names. */
export const TABLES = {
  scratch: 'scratch',
  notes: 'notes',
  outbox: 'outbox',
  accountNotes: 'accountNotes',
  signOut: 'signOut',
  versions: 'versions',
  noteList: 'noteList',
} as const;

/** The single row of the scratch table (the home page's unsaved note). */
export const SCRATCH_KEY = 'current';

/** The single row of the signOut table: this device signed out and the server has not been told yet. */
export const SIGN_OUT_KEY = 'pending';
