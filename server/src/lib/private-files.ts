// Files that hold notes, accounts, tokens or the secret are for the server's own user only: directories 0700,
// files 0600, whatever the process's umask. SQLite gives a database's -wal, -shm and -journal files the mode of the
// database file itself, so creating that file 0600 before SQLite opens it covers the files SQLite makes beside it.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The files SQLite keeps beside a database, named after it. */
const SQLITE_COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * Narrows a file kept from before to 0600; a missing file is left missing, and a file of another user (EPERM) keeps
 * its mode rather than stop the server.
 */
export function narrowToOwner(file: string): void {
  try {
    chmodSync(file, PRIVATE_FILE_MODE);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOENT') throw error;
  }
}

/** Creates `dir` and any missing parents 0700. A directory that exists keeps its mode (it may be the operator's). */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Makes `file` exist, empty if new, with mode 0600; an existing file keeps its content and is narrowed to 0600.
 * A new file is created with O_EXCL and closed at once; an existing one is never opened here: closing any
 * descriptor of a file drops every POSIX lock this process holds on it, SQLite's included.
 */
export function makePrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    narrowToOwner(file);
  }
}

/** Before SQLite opens `file`: the database 0600 (created empty if new), and companions left from before narrowed. */
export function makePrivateDatabase(file: string): void {
  makePrivateFile(file);
  for (const suffix of SQLITE_COMPANIONS) {
    if (existsSync(file + suffix)) narrowToOwner(file + suffix);
  }
}
