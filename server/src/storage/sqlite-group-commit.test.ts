// Group commit: writes issued together share one transaction, yet each keeps its own outcome.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { createGroupCommitter } from './sqlite-group-commit.ts';

function memoryDb() {
  const db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE t (id TEXT PRIMARY KEY)');
  return db;
}

describe('group commit', () => {
  it('a failing write in a batch does not sink the writes beside it', async () => {
    const db = memoryDb();
    const writes = createGroupCommitter(db);
    const insert = db.prepare('INSERT INTO t (id) VALUES (?)');
    const results = await Promise.allSettled([
      writes.write(() => insert.run('a')),
      writes.write(() => insert.run('a')), // primary key clash
      writes.write(() => insert.run('b')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(db.prepare('SELECT id FROM t ORDER BY id').all().map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('writes issued in one turn are committed in one transaction', async () => {
    const db = memoryDb();
    const writes = createGroupCommitter(db);
    const insert = db.prepare('INSERT INTO t (id) VALUES (?)');
    const inTransaction: boolean[] = [];
    await Promise.all(
      ['x', 'y', 'z'].map((id) =>
        writes.write(() => {
          inTransaction.push(db.isTransaction);
          return insert.run(id);
        }),
      ),
    );
    expect(inTransaction).toEqual([true, true, true]);
    expect(db.isTransaction).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()?.n).toBe(3);
  });
});
