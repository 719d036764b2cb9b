// The fsync behind every acknowledged SQLite write: it works on a real write-ahead log, and commits made while
// one runs share the next instead of queueing one each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteDatabase } from './sqlite-store.ts';
import { createWalSync } from './wal-sync.ts';

describe('syncing the write-ahead log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jotter-wal-sync-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes what was committed durable, and calls made while an fsync runs share the next one', async () => {
    const file = join(dir, 'notes.db');
    const db = openSqliteDatabase(file);
    const wal = createWalSync(file);
    try {
      db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
      const first = wal.sync();
      const during = Array.from({ length: 20 }, () => wal.sync());
      // Everything asked while the first ran waits for one more fsync, all of them for the same one.
      expect(new Set(during).size).toBe(1);
      expect(during[0]).not.toBe(first);
      await Promise.all([first, ...during]);
      // Idle again: the next call starts an fsync of its own.
      await expect(wal.sync()).resolves.toBeUndefined();
    } finally {
      wal.close();
      db.close();
    }
  });

  it('fails loudly when there is no log to sync', async () => {
    const wal = createWalSync(join(dir, 'missing.db'));
    await expect(wal.sync()).rejects.toThrow(/ENOENT/);
    wal.close();
  });
});
