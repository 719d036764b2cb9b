// Opening the SQLite file with the settings the store (sqlite-store.ts) relies on; also used by tests and tools that
// open the same file beside a running store.
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { makePrivateDatabase, makePrivateDir } from '../lib/private-files.ts';

/** How long a writer waits for another process's lock before failing (the admin command shares the server's file). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Reads of the database file through a memory map of up to this size instead of a read() per page: a note read
 * from a large file (100k notes) spent about as long in those system calls as in the rest of the lookup. Writes
 * still go through write(), so a full disk is still an SQLITE_FULL and not a signal.
 */
const MMAP_BYTES = 256 * 1024 * 1024;

/**
 * Opens (creating it and its directory if needed) the database file with the settings the store relies on. The
 * directory is created 0700 and the file 0600, and so are the WAL and shared-memory files SQLite makes beside it.
 * synchronous=NORMAL: COMMIT does not fsync; the store's group committer makes each batch durable (wal-sync.ts)
 * before it acknowledges it, and checkpoints still sync. secure_delete zeroes deleted content in the pages it
 * frees, so a deleted note is gone from the file, not merely unlinked; removals also fold and truncate the WAL
 * (forgetRemovedText), where older copies linger.
 */
export function openSqliteDatabase(file: string): DatabaseSync {
  makePrivateDir(dirname(file));
  makePrivateDatabase(file);
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS};
    PRAGMA foreign_keys = ON;
    PRAGMA secure_delete = ON;
    PRAGMA mmap_size = ${MMAP_BYTES};
  `);
  return db;
}
