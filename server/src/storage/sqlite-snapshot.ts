// A consistent copy of a live SQLite database, taken while the server keeps writing to it.
// VACUUM INTO reads inside one transaction: the copy holds exactly what was committed when it began (every
// acknowledged write, since the store fsyncs before it acknowledges), and in WAL mode the server's writers
// are never blocked meanwhile. The copy is written beside the target and linked into place, so a failed or
// interrupted backup never leaves a half file under the name the operator asked for. The copy holds every note and
// account, so it is created 0600 like the database itself (VACUUM INTO fills an empty file made beforehand).
import { closeSync, existsSync, fsyncSync, linkSync, openSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { PRIVATE_FILE_MODE } from '../lib/private-files.ts';

/** How long the snapshot waits for a writer's lock on a database being created or migrated. */
const BUSY_TIMEOUT_MS = 5000;

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class SnapshotTargetExistsError extends Error {}

/** Copies the database `source` into a new file `target` (which must not exist yet). */
export function snapshotSqlite(source: string, target: string): void {
  if (existsSync(target)) throw new SnapshotTargetExistsError(`${target} already exists; choose a new name (a backup never overwrites)`);
  const partial = `${target}.partial-${process.pid}`;
  // readOnly: the snapshot must never change the live file (no schema, no pragmas that persist).
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    closeSync(openSync(partial, 'wx', PRIVATE_FILE_MODE));
    db.prepare('VACUUM INTO ?').run(partial);
    // On disk before it carries the final name, and the name on disk before we say it is done.
    syncPath(partial);
    // A link, not a rename: it fails if the name was taken meanwhile (two backups to one name at once), where a
    // rename would silently replace the other backup.
    try {
      linkSync(partial, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new SnapshotTargetExistsError(`${target} already exists; choose a new name (a backup never overwrites)`);
      throw error;
    }
    syncPath(dirname(target));
  } finally {
    rmSync(partial, { force: true });
    db.close();
  }
}
