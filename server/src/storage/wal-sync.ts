// Making committed SQLite transactions durable without blocking the event loop. The store runs WAL
// with synchronous=NORMAL, so a COMMIT writes its frames to the write-ahead log and returns without an fsync;
// this module then fsyncs the log on libuv's thread pool, and the group committer acknowledges the batch (and
// lets readers see it) only once that fsync is done. What SQLite's synchronous=FULL did inside COMMIT, on the
// event loop, for every batch: a few hundred microseconds to milliseconds in which no request moved. The group
// committer runs one at a time and commits what arrived meanwhile after it (sqlite-group-commit.ts).
import { closeSync, fdatasync, fsync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const fdatasyncAsync = promisify(fdatasync);
const fsyncAsync = promisify(fsync);

export interface WalSync {
  /** Resolves once everything committed before the call is on disk. */
  sync(): Promise<void>;
  close(): void;
}

/** `databaseFile`'s write-ahead log (`<file>-wal`, which SQLite keeps while a connection is open). */
export function createWalSync(databaseFile: string): WalSync {
  const walFile = `${databaseFile}-wal`;
  let fd: number | undefined;

  return {
    async sync() {
      if (fd === undefined) {
        // The log's name in its directory must survive a power cut too (SQLite syncs the directory of a log it
        // created on that log's first sync, which under NORMAL may come much later). Until that worked, every
        // sync tries it again.
        const directory = openSync(dirname(walFile), 'r');
        try {
          await fsyncAsync(directory);
        } finally {
          closeSync(directory);
        }
        fd = openSync(walFile, 'r');
      }
      // fdatasync writes the log's new size with its frames, which is all recovery reads.
      await fdatasyncAsync(fd);
    },
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
