// Group commit: writes issued together share one transaction, yet each keeps its own outcome.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { StorageFullError } from '../errors.ts';
import { createGroupCommitter } from './sqlite-group-commit.ts';
import { createSpaceWatch } from './space.ts';

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

  it('a write that fails halfway leaves none of its statements behind', async () => {
    const db = memoryDb();
    const writes = createGroupCommitter(db);
    const insert = db.prepare('INSERT INTO t (id) VALUES (?)');
    const results = await Promise.allSettled([
      writes.write(() => insert.run('kept')),
      // Like a delete whose rows go but whose tombstones fail: the first statement must not commit alone.
      writes.write(() => {
        insert.run('half');
        insert.run('kept');
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(db.prepare('SELECT id FROM t ORDER BY id').all().map((row) => row.id)).toEqual(['kept']);
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

describe('group commit on a full volume', () => {
  it('fails the whole batch when SQLite rolls it back, so no write is told it committed when it did not', async () => {
    const db = memoryDb();
    const space = createSpaceWatch();
    const writes = createGroupCommitter(db, space);
    const insert = db.prepare('INSERT INTO t (id) VALUES (?)');
    const pages = Number(db.prepare('PRAGMA page_count').get()?.page_count);
    db.exec(`PRAGMA max_page_count = ${pages}`);
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, n) => writes.write(() => insert.run(`${n}`.padEnd(500, 'x')))));
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof StorageFullError)).toBe(true);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()?.n).toBe(0);
    expect(space.isFull()).toBe(true);

    db.exec('PRAGMA max_page_count = 1000000');
    await writes.write(() => insert.run('after'));
    expect(space.isFull()).toBe(false);
  });
});

describe('group commit with the fsync off the event loop', () => {
  /** A stand-in for wal-sync: each fsync waits until the test lets it finish (or fail). */
  function controlledFsync() {
    const waiting: Array<{ finish: () => void; fail: (error: Error) => void }> = [];
    const durable = () => new Promise<void>((finish, fail) => waiting.push({ finish, fail }));
    return { durable, waiting };
  }
  const turns = async (count: number) => {
    for (let i = 0; i < count; i += 1) await new Promise((done) => setImmediate(done));
  };

  it('acknowledges a write only once its batch is on disk, and readers wait for it meanwhile', async () => {
    const db = memoryDb();
    const fsync = controlledFsync();
    const writes = createGroupCommitter(db, undefined, fsync.durable);
    const insert = db.prepare('INSERT INTO t (id) VALUES (?)');
    let acknowledged = false;
    const written = writes.write(() => insert.run('a')).then(() => (acknowledged = true));
    await turns(3);
    // Committed (the event loop went on), but not acknowledged, and a reader must wait.
    expect(db.isTransaction).toBe(false);
    expect(acknowledged).toBe(false);
    const reader = writes.unsynced();
    expect(reader).toBeDefined();
    fsync.waiting[0]!.finish();
    await written;
    await reader;
    expect(acknowledged).toBe(true);
    expect(writes.unsynced()).toBeUndefined();
  });

  it('commits the writes that arrive while an fsync runs together once it is done, under one more fsync', async () => {
    const db = memoryDb();
    const fsync = controlledFsync();
    const writes = createGroupCommitter(db, undefined, fsync.durable);
    const insert = db.prepare('INSERT INTO t (id) VALUES (?)');
    const count = () => db.prepare('SELECT count(*) AS n FROM t').get()?.n;
    const first = writes.write(() => insert.run('a'));
    await turns(3);
    const later = [writes.write(() => insert.run('b')), writes.write(() => insert.run('c'))];
    await turns(3);
    // Waiting for the first fsync, not committed in batches of their own meanwhile.
    expect(count()).toBe(1);
    expect(fsync.waiting).toHaveLength(1);
    fsync.waiting[0]!.finish();
    await first;
    await turns(3);
    expect(count()).toBe(3);
    expect(fsync.waiting).toHaveLength(2);
    fsync.waiting[1]!.finish();
    await Promise.all(later);
  });

  it('does not acknowledge a batch whose fsync failed', async () => {
    const db = memoryDb();
    const fsync = controlledFsync();
    const writes = createGroupCommitter(db, undefined, fsync.durable);
    const insert = db.prepare('INSERT INTO t (id) VALUES (?)');
    const written = writes.write(() => insert.run('a'));
    await turns(3);
    fsync.waiting[0]!.fail(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    await expect(written).rejects.toThrow('EIO');
    // Readers are not kept waiting on a failed fsync.
    expect(writes.unsynced()).toBeUndefined();
  });

  it('reports a full volume found by the fsync as storage-full', async () => {
    const db = memoryDb();
    const space = createSpaceWatch();
    const fsync = controlledFsync();
    const writes = createGroupCommitter(db, space, fsync.durable);
    const written = writes.write(() => db.prepare('INSERT INTO t (id) VALUES (?)').run('a'));
    await turns(3);
    fsync.waiting[0]!.fail(Object.assign(new Error('ENOSPC: no space left on device, fdatasync'), { code: 'ENOSPC' }));
    await expect(written).rejects.toBeInstanceOf(StorageFullError);
    expect(space.isFull()).toBe(true);
  });
});
