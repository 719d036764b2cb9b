// The fsync behind every acknowledged SQLite write works on a real write-ahead log, and fails loudly without one
// (the group committer then acknowledges nothing).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteDatabase } from './sqlite-connection.ts';
import { createWalSync } from './wal-sync.ts';

describe('syncing the write-ahead log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jotter-wal-sync-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('syncs a real write-ahead log, again and again', async () => {
    const file = join(dir, 'notes.db');
    const db = openSqliteDatabase(file);
    const wal = createWalSync(file);
    try {
      db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
      await expect(wal.sync()).resolves.toBeUndefined();
      db.exec('INSERT INTO t VALUES (2)');
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
